import type { Database } from "../../db/client";

/** The tables an import's rows read and write: their plans follow their size. */
export const IMPORT_TABLES = ["listings", "listing_history", "importer_jobs", "buildings"] as const;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * ANALYZEs each of `tables` that has grown by a fifth (and 8 pages) since it was last analysed.
 *
 * Why (issue 24): PGlite has no autovacuum, so nothing refreshes the planner's statistics while an
 * import adds thousands of listings, and its one connection keeps every prepared statement's generic
 * plan (and the foreign-key checks' plans) made when the tables were small: the batch's listing
 * lookup became a scan of the building's listings, and 20,000 rows into one building took minutes.
 * ANALYZE updates the statistics and invalidates those plans. On PostgreSQL autovacuum does the
 * same within a minute or so; doing it here too keeps a fast import from running on stale plans.
 * Size comes from pg_relation_size against pg_class.relpages (what the last ANALYZE saw): PGlite
 * does not flush pg_stat_user_tables' counters, and both are cheap catalog reads.
 */
export async function analyzeGrownTables(
  database: Database,
  tables: readonly string[] = IMPORT_TABLES,
): Promise<string[]> {
  const { rows } = await database.query<{ relname: string }>(
    `select c.relname from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and c.relname = any($1::text[])
       and pg_relation_size(c.oid) / current_setting('block_size')::int > greatest(c.relpages, 0) * 1.2 + 8
     order by c.relname`,
    [tables],
  );
  for (const { relname } of rows) {
    // Names come from the catalog and the fixed list above, never from a request.
    await database.query(`analyze "${relname}"`);
    await yieldToEventLoop();
  }
  return rows.map((r) => r.relname);
}
