import { loadConfig } from "../config";
import { safeText } from "../logging/safeLog";
import { openDatabase } from "./client";

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to PGlite in DATA_DIR. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const started = performance.now();
    await database.migrate();
    const target = database.kind === "postgres" ? "PostgreSQL" : `PGlite in ${config.dataDir}`;
    console.log(`Migrated ${target} in ${((performance.now() - started) / 1000).toFixed(2)} s`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? safeText(err.message) : err);
  process.exitCode = 1;
});
