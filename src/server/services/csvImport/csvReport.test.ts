import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { migratedDatabase, testBackends } from "../../testing/testServer";
import { csvReportChunks, csvRowsPage } from "./csvReport";

/** Issue 25: the report's filter and its CSV speak the summary's terms (imported or not). */
describe.each(testBackends())("the vendor's CSV report on $name", (backend) => {
  let database: Database;
  let drop: () => Promise<void>;
  let importId: number;
  beforeAll(async () => {
    const fresh = await migratedDatabase(backend);
    database = fresh.database;
    drop = fresh.dropDatabase;
    const q = database.query.bind(database);
    const vendor = (
      await q<{ id: number }>("insert into vendors (slug, name) values ('v', 'V') returning id")
    ).rows[0];
    importId = (
      await q<{ id: number }>(
        "insert into csv_imports (vendor_id, filename, status, total_rows, processed_rows, failed_rows) values ($1, 'f.csv', 'DONE', 5, 4, 2) returning id",
        [vendor.id],
      )
    ).rows[0].id;
    const statuses = ["SUCCESS", "DUPLICATE", "ERROR", "DEAD", null];
    for (const [i, status] of statuses.entries()) {
      await q(
        `insert into importer_jobs (record_type, input, source_name, vendor_id, csv_import_id, line_number, status, last_stage)
         values ('Listing', '{"cells":{}}', 'V', $1, $2, $3, $4, 'queued')`,
        [vendor.id, importId, i + 2, status],
      );
    }
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it("shows as not imported exactly the rows the summary counts as not imported", async () => {
    const page = await csvRowsPage(database.db, importId, { afterLine: 0, limit: 50, onlyProblems: true });
    expect(page.rows.map((r) => r.status)).toEqual(["ERROR", "DEAD"]);
  });

  it("writes each row's outcome in the page's words", async () => {
    let text = "";
    for await (const chunk of csvReportChunks(database.db, importId)) text += chunk;
    const statuses = text
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((line) => line.split(",")[1]);
    expect(statuses).toEqual(["Imported", "Already up to date", "Refused", "Failed", "Waiting"]);
  });
});
