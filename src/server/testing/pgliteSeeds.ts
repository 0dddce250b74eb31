import fs from "node:fs";
import path from "node:path";
import { type Database, openDatabase } from "../db/client";
import { seedDatabase } from "../db/seed/seed";
import { BUILD_WAIT_MS, pollUntil, previousSeedKey, type SeedKey, seedKeyName } from "./seedKeys";

/**
 * PGlite databases built once per test run and restored per test file: each key's data directory is
 * dumped (PGlite's `dumpDataDir`, an uncompressed tarball) into the run's cache directory, and a test
 * file opens a new in-memory PGlite loaded from it (`loadDataDir`) instead of running initdb, the
 * migrations and the seed again. The first process that asks for a missing key builds it (from the
 * key before it) while others wait for its file.
 */

/** A database restored from the cache (or just built for it), in memory and owned by the caller. */
export async function pgliteFromCache(dir: string, key: SeedKey): Promise<Database> {
  const file = dumpPath(dir, key);
  const turn = await claimOrWait(file);
  if (turn === "ready") return openDatabase({ loadDataDir: await readDump(file) });
  if (turn === "uncached") return buildPglite(dir, key);
  try {
    const database = await buildPglite(dir, key);
    await writeDump(file, database);
    return database;
  } finally {
    fs.rmSync(lockPath(file), { force: true });
  }
}

/** Builds `key` into the cache directory (global setup); the database built is closed. */
export async function preparePgliteSeed(dir: string, key: SeedKey): Promise<void> {
  await (await pgliteFromCache(dir, key)).close();
}

function dumpPath(dir: string, key: SeedKey): string {
  return path.join(dir, `pglite-${seedKeyName(key)}.tar`);
}

function lockPath(file: string): string {
  return `${file}.building`;
}

/**
 * "ready" once the key's dump exists; "build" when this process took the lock and must build it;
 * "uncached" when another process held the lock past the deadline (build without caching then).
 * A builder that fails drops the lock, and the next one to ask builds instead.
 */
async function claimOrWait(file: string): Promise<"ready" | "build" | "uncached"> {
  const deadline = Date.now() + BUILD_WAIT_MS;
  while (Date.now() < deadline) {
    if (fs.existsSync(file)) return "ready";
    try {
      fs.closeSync(fs.openSync(lockPath(file), "wx"));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      await pollUntil(
        async () => fs.existsSync(file) || !fs.existsSync(lockPath(file)),
        deadline - Date.now(),
      );
      continue;
    }
    // The builder may have finished between the check and the lock.
    if (!fs.existsSync(file)) return "build";
    fs.rmSync(lockPath(file), { force: true });
    return "ready";
  }
  return "uncached";
}

async function buildPglite(dir: string, key: SeedKey): Promise<Database> {
  const previous = previousSeedKey(key);
  const database = previous ? await pgliteFromCache(dir, previous) : await openDatabase({});
  try {
    if (key === "migrated") await database.migrate();
    else if (typeof key === "object") await seedDatabase(database, { listings: key.listings });
    return database;
  } catch (err) {
    await database.close();
    throw err;
  }
}

async function writeDump(file: string, database: Database): Promise<void> {
  if (!database.dumpDataDir) throw new Error("this database cannot be dumped");
  // A checkpoint first: the restored cluster then starts without replaying the write-ahead log.
  await database.exec("CHECKPOINT");
  const blob = await database.dumpDataDir();
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
  fs.renameSync(partial, file);
}

async function readDump(file: string): Promise<Blob> {
  return new Blob([await fs.promises.readFile(file)]);
}
