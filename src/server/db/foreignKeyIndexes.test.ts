import { describe, expect, it } from "vitest";
import { migratedDatabase, testBackends } from "../testing/testServer";

/**
 * Foreign keys that need no index of their own, each with the reason. Everything else gets one:
 * deleting a referenced row (or a cascade, or ON DELETE SET NULL) checks the referencing table by
 * that column, and without an index every delete scans it (issue 24: undoing a refused 100,001-row
 * CSV deleted its importer jobs, each delete scanning listing_history, and /health stopped
 * answering for ten minutes).
 */
const NEEDS_NO_INDEX = new Set([
  // A handful of rows (one per setting): a scan is as cheap as an index, and no query joins by author.
  "site_settings.updated_by_id",
]);

/** The migrated database's foreign keys whose columns do not lead some full (not partial) index. */
const UNINDEXED_FOREIGN_KEYS = `
  select c.conrelid::regclass::text || '.' ||
         (select string_agg(a.attname, ',' order by k.n)
          from unnest(c.conkey) with ordinality k(attnum, n)
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum) as fk
  from pg_constraint c
  where c.contype = 'f' and c.connamespace = 'public'::regnamespace
    and not exists (
      select 1 from pg_index i
      where i.indrelid = c.conrelid and i.indpred is null
        and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
        and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] <@ c.conkey)
  order by 1`;

describe.each(testBackends())("foreign keys on $name", (backend) => {
  it("each has an index led by its columns, or a reason in NEEDS_NO_INDEX", async () => {
    const { database, dropDatabase } = await migratedDatabase(backend);
    try {
      const { rows } = await database.query<{ fk: string }>(UNINDEXED_FOREIGN_KEYS);
      const unindexed = rows.map((r) => r.fk);
      expect(unindexed.filter((fk) => !NEEDS_NO_INDEX.has(fk))).toEqual([]);
      // The allow-list names only keys that exist and still lack an index.
      expect([...NEEDS_NO_INDEX].filter((fk) => !unindexed.includes(fk))).toEqual([]);
    } finally {
      await database.close();
      await dropDatabase();
    }
  }, 60_000);
});
