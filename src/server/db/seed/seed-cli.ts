import { parseArgs } from "node:util";
import { loadConfig } from "../../config";
import { safeText } from "../../logging/safeLog";
import { createStorage } from "../../storage/createStorage";
import { openDatabase } from "../client";
import { isDatabaseEmpty, seedDatabase, truncateAllTables } from "./seed";

const COUNTED_TABLES = [
  "markets",
  "neighborhoods",
  "users",
  "buildings",
  "building_contacts",
  "listings",
  "broker_insights",
  "listing_history",
  "campaigns",
  "campaign_listings",
  "featured_listings",
  "image_uploads",
  "floor_plans",
] as const;

/**
 * `npm run db:seed -- --listings N` (default 3000): migrates, empties the database if it holds
 * data, then seeds the deterministic demo data set.
 */
async function main() {
  const { values } = parseArgs({ options: { listings: { type: "string", default: "3000" } } });
  const listings = Number.parseInt(values.listings, 10);
  if (!Number.isInteger(listings) || listings < 0) throw new Error("--listings must be a whole number >= 0");

  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    if (!(await isDatabaseEmpty(database))) {
      console.log("Database is not empty: truncating all tables");
      await truncateAllTables(database);
    }
    const started = performance.now();
    await seedDatabase(database, {
      listings,
      storage: createStorage(config),
      log: (msg) => console.log(`  ${msg} (${((performance.now() - started) / 1000).toFixed(1)} s)`),
    });
    const seconds = (performance.now() - started) / 1000;
    for (const table of COUNTED_TABLES) {
      const { rows } = await database.query<{ n: number }>(`select count(*)::int as n from "${table}"`);
      console.log(`${table.padEnd(20)} ${rows[0].n}`);
    }
    const target = database.kind === "postgres" ? "PostgreSQL" : `PGlite in ${config.dataDir}`;
    console.log(`Seeded ${listings} listings into ${target} in ${seconds.toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? safeText(err.stack ?? err.message) : err);
  process.exitCode = 1;
});
