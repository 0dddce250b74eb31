import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, testBackends } from "../testing/testServer";
import { migrationsFolder } from "./client";

/** The hand-written part of migration 0015: listings sharing a URL in their building told apart. */
function handWrittenStatements(): string[] {
  const file = fs
    .readdirSync(migrationsFolder)
    .find(
      (f) =>
        f.endsWith(".sql") && fs.readFileSync(path.join(migrationsFolder, f), "utf8").includes("floor_slug"),
    );
  const text = fs.readFileSync(path.join(migrationsFolder, file as string), "utf8");
  return text
    .slice(text.indexOf("-- hand-written below"))
    .split("--> statement-breakpoint")
    .map((s) => s.trim())
    .filter((s) => s.replace(/^--.*$/gm, "").trim() !== "");
}

/**
 * Issue 25: before floor_slug became unique per building, two listings of a building could share a
 * URL. The migration keeps the one the page served (AVAILABLE, then the oldest) as it is, gives the
 * others a label of their own with a CHANGE row, and then the unique index can be built.
 */
describe.each(testBackends())("migrating listings that share a URL on $name", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { listings: 20 });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("renames every listing but the served one, records it, and lets the unique index be built", async () => {
    const q = <T>(sql: string, values: unknown[] = []) =>
      server.database.query<T>(sql, values).then((r) => r.rows);
    // Back to before: no unique rule, and three listings of one building at one URL.
    await q("drop index listings_building_floor_slug_key");
    const [building] = await q<{ id: number }>("select id from buildings order by id limit 1");
    const insert = (label: string, status: string) =>
      q<{ id: number }>(
        `insert into listings (identity, building_id, market_id, lat, lng, address, floor_and_suite,
           square_feet, status)
         select 'old/' || $2 || $3, b.id, b.market_id, b.lat, b.lng, b.address, $2, 900, $3::listing_status
         from buildings b where b.id = $1 returning id`,
        [building.id, label, status],
      ).then((r) => r[0].id);
    const gone = await insert("Floor 3, Suite 300", "UNAVAILABLE");
    const served = await insert("floor 3 suite 300", "AVAILABLE");
    const other = await insert("FLOOR 3 / SUITE 300", "VETTING");

    for (const statement of handWrittenStatements()) await q(statement);

    expect(
      await q("select id, floor_and_suite from listings where id = any($1::int[]) order by id", [
        `{${gone},${served},${other}}`,
      ]),
    ).toEqual([
      { id: gone, floor_and_suite: `Floor 3, Suite 300 (duplicate ${gone})` },
      { id: served, floor_and_suite: "floor 3 suite 300" },
      { id: other, floor_and_suite: `FLOOR 3 / SUITE 300 (duplicate ${other})` },
    ]);
    expect(
      await q(
        `select listing_id, kind, source_name, fields from listing_history
         where listing_id = any($1::int[]) order by listing_id`,
        [`{${gone},${served},${other}}`],
      ),
    ).toEqual([
      {
        listing_id: gone,
        kind: "CHANGE",
        source_name: "migration",
        fields: [
          {
            field: "floorAndSuite",
            oldValue: "Floor 3, Suite 300",
            newValue: `Floor 3, Suite 300 (duplicate ${gone})`,
          },
        ],
      },
      {
        listing_id: other,
        kind: "CHANGE",
        source_name: "migration",
        fields: [
          {
            field: "floorAndSuite",
            oldValue: "FLOOR 3 / SUITE 300",
            newValue: `FLOOR 3 / SUITE 300 (duplicate ${other})`,
          },
        ],
      },
    ]);
    await q(
      'create unique index listings_building_floor_slug_key on listings using btree ("building_id", "floor_slug")',
    );
  });
});
