import fs from "node:fs";
import { getTableName } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { tables } from "./allTables";
import { migrationsFolder, openDatabase } from "./client";

describe("schema and migration", () => {
  it("has exactly one committed migration, 0000_init", () => {
    const sqlFiles = fs.readdirSync(migrationsFolder).filter((f) => f.endsWith(".sql"));
    expect(sqlFiles).toEqual(["0000_init.sql"]);
  });

  it("creates every table of the schema on a fresh database", async () => {
    const database = await openDatabase({});
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
