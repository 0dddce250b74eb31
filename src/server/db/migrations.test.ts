import fs from "node:fs";
import path from "node:path";
import { getTableName } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { freshDatabase } from "../testing/testServer";
import { tables } from "./allTables";
import { migrationsFolder } from "./client";

describe("schema and migration", () => {
  it("numbers migrations in order from 0000_init, each one in the journal", () => {
    const sqlFiles = fs
      .readdirSync(migrationsFolder)
      .filter((f) => f.endsWith(".sql"))
      .sort();
    expect(sqlFiles[0]).toBe("0000_init.sql");
    expect(sqlFiles.map((f) => f.slice(0, 4))).toEqual(sqlFiles.map((_, i) => String(i).padStart(4, "0")));
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
    ) as {
      entries: { idx: number; tag: string }[];
    };
    expect(journal.entries.map((e) => `${e.tag}.sql`)).toEqual(sqlFiles);
  });

  it("creates every table of the schema on a fresh database", async () => {
    const { database } = await freshDatabase({ name: "pglite" });
    try {
      await database.migrate();
      const { rows } = await database.query<{ table_name: string }>(
        "select table_name from information_schema.tables where table_schema = 'public'",
      );
      const created = new Set(rows.map((r) => r.table_name));
      for (const table of Object.values(tables)) expect(created).toContain(getTableName(table));
      const { rows: enums } = await database.query<{ values: string[] }>(
        `select array_agg(e.enumlabel order by e.enumsortorder) as values
         from pg_type t join pg_enum e on e.enumtypid = t.oid where t.typname = 'listing_status'`,
      );
      expect(enums[0].values).toEqual([
        "UNAVAILABLE",
        "VETTING",
        "AVAILABLE",
        "OFFERS_IN",
        "SF_OFFERS_IN",
        "LEASE_OUT",
        "SF_LEASE_OUT",
      ]);
    } finally {
      await database.close();
    }
  }, 30_000);
});
