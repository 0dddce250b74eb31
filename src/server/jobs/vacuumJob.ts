import type { Database } from "../db/client";

export const VACUUM_QUEUE = "db-vacuum";
/** Nightly at 03:30 UTC, when the site is quietest; VACUUM holds PGlite's one connection meanwhile. */
export const VACUUM_CRON = "30 3 * * *";

/**
 * PGlite has no autovacuum: without this, dead rows (sessions, counters, jobs) pile up and the
 * planner's statistics go stale. PostgreSQL runs autovacuum itself, so there it does nothing.
 */
export async function vacuumDatabase(database: Database): Promise<boolean> {
  if (database.kind !== "pglite") return false;
  await database.exec("VACUUM (ANALYZE)");
  return true;
}
