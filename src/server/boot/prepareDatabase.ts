import type { Config } from "../config";
import type { Database } from "../db/client";
import { generateSeedMedia } from "../db/seed/media/generateSeedMedia";
import { isDatabaseEmpty, seedDatabase, seedReferenceData } from "../db/seed/seed";
import { type FileStorage, StorageUnavailableError } from "../storage/fileStorage";
import { lockDemoAccounts } from "./lockDemoAccounts";

/** Where start-up reports what it did; console by default (the app's logger does not exist yet). */
export type BootLog = { info(message: string): void; warn(message: string): void };

export const consoleBootLog: BootLog = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
};

export type PreparedDatabase = {
  /** What an empty database received: everything ("demo"), the markets only ("reference"), or nothing. */
  seeded: "demo" | "reference" | null;
  /** Demo accounts whose published password was cleared because demo mode is off. */
  lockedDemoAccounts: string[];
};

/**
 * Migrates, then readies the data for the mode. An empty database always gets the reference data
 * (markets and neighbourhoods: real, needed by every deployment); the demo data set and the demo
 * accounts with the published password only in demo mode. Outside demo mode, demo accounts left by
 * an earlier demo run lose their published password.
 */
export async function prepareDatabase(
  database: Database,
  config: Pick<Config, "demoMode" | "seedListings">,
  storage: FileStorage,
  log: BootLog = consoleBootLog,
): Promise<PreparedDatabase> {
  await verifyStorage(storage, log);
  // The demo pictures (sharp, on libuv's threads) are drawn beside the migration and the seed (the
  // main thread and PGlite): on a first start that overlaps a few seconds of each.
  const pictures = config.demoMode ? drawDemoPictures(storage, log) : null;
  pictures?.catch(() => {}); // awaited below; this only keeps an early failure from going unhandled
  await database.migrate();
  let seeded: PreparedDatabase["seeded"] = null;
  if (await isDatabaseEmpty(database)) {
    if (config.demoMode) {
      log.info(`Empty database, demo mode: seeding ${config.seedListings} demo listings (first run only)…`);
      const started = performance.now();
      await seedDatabase(database, { listings: config.seedListings, log: (m) => log.info(m) });
      log.info(`Demo data seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      seeded = "demo";
    } else {
      log.info("Empty database: adding the markets and neighbourhoods (no demo data: demo mode is off)…");
      await seedReferenceData(database, { log: (m) => log.info(m) });
      seeded = "reference";
    }
  } else if (!pictures && (await hasDemoMedia(database))) {
    // Each app node on local disk has its own uploads directory (a bucket is shared): draw the demo
    // pictures if they are missing (a few file checks when they are there).
    await generateSeedMedia(storage);
  }
  await pictures;

  const lockedDemoAccounts = config.demoMode ? [] : await lockDemoAccounts(database);
  if (lockedDemoAccounts.length > 0) {
    const shown = lockedDemoAccounts.slice(0, 3).join(", ");
    const more = lockedDemoAccounts.length > 3 ? ` and ${lockedDemoAccounts.length - 3} more` : "";
    log.warn(
      `Demo mode is off: ${lockedDemoAccounts.length} demo account(s) (${shown}${more}) ` +
        "still had the published password; their passwords are cleared and their sessions ended. " +
        "Create an admin with `npm run create-admin -- you@example.com`.",
    );
  }
  return { seeded, lockedDemoAccounts };
}

/** Demo data seeded earlier (`npm run db:seed`) still shows the demo pictures outside demo mode. */
async function hasDemoMedia(database: Database): Promise<boolean> {
  const { rows } = await database.query<{ found: boolean }>(
    "select exists (select 1 from image_uploads where storage_key like 'seed/%') as found",
  );
  return rows[0].found;
}

async function drawDemoPictures(storage: FileStorage, log: BootLog): Promise<void> {
  const media = await generateSeedMedia(storage);
  if (media.generated > 0) log.info(`demo pictures: ${media.generated} drawn, ${media.kept} already there`);
}

/**
 * A store that cannot work as set (no such bucket, refused credentials) stops the start with a
 * sentence naming the setting; one that does not answer yet only warns: pages are served, and
 * files answer 503 until it does.
 */
async function verifyStorage(storage: FileStorage, log: BootLog): Promise<void> {
  try {
    await storage.verify();
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    log.warn(`File storage is not answering; files answer 503 until it does (${error.message})`);
  }
}
