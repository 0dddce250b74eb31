import { describe, expect, it } from "vitest";
import type { Json } from "../../testing/accountClient";
import { testBackends } from "../../testing/testServer";
import { listingUpsertWorld } from "./listingUpsertTestSupport";
import { runImporterJobBatch } from "./runImporterJobBatch";

/** Listing-creation jobs run as a CSV file's batch (runImporterJobBatch.ts): order and atomicity per row. */
describe.each(testBackends())("listing upsert batches on $name", (backend) => {
  const { t, q, job, statusOf } = listingUpsertWorld(backend);

  it("runs a batch's rows in file order: rows on one listing change it one after another", async () => {
    const [seeded] = await q<{ id: number; building_id: number; floor_and_suite: string }>(
      "select id, building_id, floor_and_suite from listings order by id limit 1",
    );
    const building = {
      address: "77 Batch Lane",
      city: "New York",
      state: "ny",
      zip: "10016",
      propertyName: null,
    };
    const rows: Record<string, unknown>[] = [
      { building, fields: { floorAndSuite: "Suite 10", squareFeet: 500 } },
      { building, fields: { floorAndSuite: "suite 10", squareFeet: 500 } },
      { building, fields: { floorAndSuite: "Suite 11", squareFeet: 700 } },
      { building, fields: { floorAndSuite: "Suite 12", squareFeet: -1 } },
      {
        building: { buildingId: seeded.building_id },
        fields: { floorAndSuite: seeded.floor_and_suite, squareFeet: 4321 },
      },
      { building, fields: { floorAndSuite: "Suite 10", squareFeet: 600 } },
      { building, fields: { floorAndSuite: "Suite 11", squareFeet: 700 } },
      { building, fields: { floorAndSuite: "Suite 13", squareFeet: 800 } },
    ];
    const ids: number[] = [];
    for (const input of rows) ids.push(await job(input));
    const outcomes = await runImporterJobBatch(t.server.database, ids);
    expect([...outcomes.values()]).toEqual([
      "SUCCESS",
      "SUCCESS",
      "SUCCESS",
      "ERROR",
      "SUCCESS",
      "SUCCESS",
      "DUPLICATE",
      "SUCCESS",
    ]);
    const jobs = await q<{
      id: number;
      listing_id: number | null;
      last_stage: string;
      last_stage_input: Json;
    }>(
      "select id, listing_id, last_stage, last_stage_input from importer_jobs where id = any($1::int[]) order by id",
      [ids],
    );
    const [ten, tenAgain, eleven, bad, known, tenLast, elevenAgain, thirteen] = jobs;
    expect(new Set([ten.listing_id, tenAgain.listing_id, tenLast.listing_id]).size).toBe(1);
    expect(elevenAgain.listing_id).toBe(eleven.listing_id);
    expect(bad).toMatchObject({ listing_id: null, last_stage: "validate" });
    expect(known.listing_id).toBe(seeded.id);
    // Listings are created in file order, and only the first row of a new building creates it.
    expect(Number(ten.listing_id) < Number(eleven.listing_id)).toBe(true);
    expect(Number(eleven.listing_id) < Number(thirteen.listing_id)).toBe(true);
    expect(ten.last_stage_input).toMatchObject({
      listingIdentity: "ny/new-york/10016/77-batch-lane/suite-10",
      buildingCreated: true,
      created: [
        { field: "squareFeet", oldValue: null, newValue: 500 },
        { field: "floorAndSuite", oldValue: null, newValue: "Suite 10" },
      ],
    });
    expect(eleven.last_stage_input).toMatchObject({ buildingCreated: false });
    expect(tenAgain).toMatchObject({ last_stage: "apply" });
    expect(tenAgain.last_stage_input.changes).toEqual([
      { field: "floorAndSuite", oldValue: "Suite 10", newValue: "suite 10" },
    ]);
    expect(elevenAgain).toMatchObject({ last_stage: "duplicates" });
    const history = await q<{ importer_job_id: number; kind: string; fields: Json[] }>(
      `select importer_job_id, kind, fields from listing_history where importer_job_id = any($1::int[])
       order by id`,
      [ids],
    );
    expect(
      history.map((h) => [ids.indexOf(h.importer_job_id), h.kind, h.fields.map((f) => f.field)]),
    ).toEqual([
      [0, "ORIGIN", ["squareFeet", "floorAndSuite"]],
      [1, "CHANGE", ["floorAndSuite"]],
      [2, "ORIGIN", ["squareFeet", "floorAndSuite"]],
      // The seeded listing's new size moves its monthly rents (issue 25).
      [4, "CHANGE", ["squareFeet", "accurateMonthlyPrice", "estimatedMonthlyPrice"]],
      [5, "CHANGE", ["squareFeet", "floorAndSuite"]],
      [7, "ORIGIN", ["squareFeet", "floorAndSuite"]],
    ]);
    const [tenListing] = await q<{ floor_and_suite: string; square_feet: number }>(
      "select floor_and_suite, square_feet from listings where id = $1",
      [ten.listing_id],
    );
    expect(tenListing).toEqual({ floor_and_suite: "Suite 10", square_feet: 600 });
    expect(
      (await q<{ n: number }>("select count(*)::int n from buildings where address = '77 Batch Lane'"))[0].n,
    ).toBe(1);
  });

  it("runs a batch all or nothing per row: a row that throws leaves the others applied, once", async () => {
    const ids: number[] = [];
    for (const suite of ["Batch 1", "Batch 2", "Batch 3"]) {
      ids.push(await job({ building: { buildingId: 1 }, fields: { floorAndSuite: suite, squareFeet: 500 } }));
    }
    // The second row throws mid-apply, in the batch's first run and in its run with savepoints.
    let calls = 0;
    const failMidApply = () => {
      calls++;
      if (calls === 2 || calls === 4) throw new Error("boom");
    };
    const first = await runImporterJobBatch(t.server.database, ids, { failMidApply });
    expect([...first.values()]).toEqual(["SUCCESS", "SUCCESS"]);
    expect((await statusOf(ids[1])).status).toBeNull();
    const again = await runImporterJobBatch(t.server.database, ids);
    expect([...again.entries()]).toEqual([
      [ids[0], "ended"],
      [ids[1], "SUCCESS"],
      [ids[2], "ended"],
    ]);
    const history = await q<{ n: number; jobs: number }>(
      `select count(*)::int n, count(distinct importer_job_id)::int jobs from listing_history
       where importer_job_id = any($1::int[])`,
      [ids],
    );
    expect(history[0]).toEqual({ n: 3, jobs: 3 });
  });
});
