import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pgliteFromCache, preparePgliteSeed } from "./pgliteSeeds";
import { dropTemplates, ensureTemplate, type OwnDatabase, postgresFromCache } from "./postgresSeeds";
import type { SeedKey } from "./seedKeys";

/**
 * The seed cache of one test run: databases migrated and seeded once, then copied for each test file
 * (see pgliteSeeds.ts and postgresSeeds.ts). Vitest's global setup makes the run's directory and names
 * it in this variable, which the test workers inherit; without it (a script calling startTestServer)
 * every database is built from scratch, as before.
 */
export const SEED_CACHE_ENV = "SQUARELY_TEST_SEED_CACHE";

/** The seed the test servers use when a test names no listing count. */
export const DEFAULT_SEED_LISTINGS = 120;

const CACHE_ROOT = path.join(os.tmpdir(), "squarely-test-seeds");
/** Caches of runs that died without their teardown are removed after this long. */
const STALE_MS = 12 * 60 * 60 * 1000;

/** `key` restored from the run's cache, or undefined when this process has no cache. */
export async function cachedDatabase(
  backendUrl: string | undefined,
  key: SeedKey,
): Promise<OwnDatabase | undefined> {
  const dir = process.env[SEED_CACHE_ENV];
  if (!dir) return undefined;
  if (backendUrl) return postgresFromCache(backendUrl, templatePrefix(dir), key);
  return { database: await pgliteFromCache(dir, key), dropDatabase: async () => {} };
}

/**
 * Starts a run's cache: makes its directory, names it in SEED_CACHE_ENV and builds the default seed on
 * PGlite and, when given, on the PostgreSQL server. Answers the teardown, which removes it all.
 */
export async function startSeedCache(postgresUrl: string | undefined): Promise<() => Promise<void>> {
  removeStaleDirs();
  const dir = path.join(CACHE_ROOT, `${Math.floor(Date.now() / 1000)}_${process.pid}`);
  fs.mkdirSync(dir, { recursive: true });
  process.env[SEED_CACHE_ENV] = dir;
  const key: SeedKey = { listings: DEFAULT_SEED_LISTINGS };
  await preparePgliteSeed(dir, key);
  if (postgresUrl) {
    await dropTemplates(postgresUrl, templatePrefix(dir), STALE_MS);
    await ensureTemplate(postgresUrl, templatePrefix(dir), key);
  }
  return async () => {
    delete process.env[SEED_CACHE_ENV];
    fs.rmSync(dir, { recursive: true, force: true });
    if (postgresUrl) await dropTemplates(postgresUrl, templatePrefix(dir), STALE_MS);
  };
}

/** Template database names of the run: `sq_tpl_<start second>_<pid>_<key>`. */
function templatePrefix(dir: string): string {
  return `sq_tpl_${path.basename(dir)}`;
}

function removeStaleDirs(): void {
  if (!fs.existsSync(CACHE_ROOT)) return;
  for (const name of fs.readdirSync(CACHE_ROOT)) {
    const started = Number(name.split("_")[0]) * 1000;
    if (!(Date.now() - started < STALE_MS))
      fs.rmSync(path.join(CACHE_ROOT, name), { recursive: true, force: true });
  }
}
