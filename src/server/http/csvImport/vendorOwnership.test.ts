import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/accountClient";
import { CSV_IMPORT_QUERY, type CsvRole, csvFixture, csvText, postCsv } from "../../testing/csvImportRoles";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";

const HEADER = ["buildingId", "floorAndSuite", "squareFeet", "estimatedPsf", "status", "description"];

type ListingRow = {
  id: number;
  building_id: number;
  floor_and_suite: string;
  status: string;
  square_feet: number;
  description: string | null;
  broker_notes: string | null;
  vendor_id: number | null;
  updated_at: string;
};

/**
 * Issue 24, item 2: a vendor's file changes only the listings its own feed created, sets no
 * broker-only field, and puts new spaces in review unless the vendor is trusted.
 */
describe.each(testBackends())("what a vendor's CSV may change, on $name", (backend) => {
  let server: TestServer;
  let cookie: Partial<Record<CsvRole, string>>;
  let acmeId: number;
  let otherVendorId: number;

  beforeAll(async () => {
    server = await startTestServer(backend, { listings: 30, env: { CSV_UPLOAD_USER_LIMIT: "100" } });
    ({ cookie, otherVendorId } = await csvFixture(server));
    acmeId = (await q<{ id: number }>("select id from vendors where slug = 'acme-feeds'"))[0].id;
  });
  afterAll(async () => {
    await server?.close();
  });

  const q = <T>(sql: string, values: unknown[] = []) =>
    server.database.query<T>(sql, values).then((r) => r.rows);
  const listingRow = async (id: number) =>
    (await q<ListingRow>("select * from listings where id = $1", [id]))[0];
  const historyCount = async (id: number) =>
    (await q<{ n: number }>("select count(*)::int n from listing_history where listing_id = $1", [id]))[0].n;
  /** Uploads as the demo vendor's user; answers the import as the vendor reads it. */
  const upload = async (rows: string[][], header = HEADER) => {
    const res = await postCsv(server, "acme-feeds", csvText([header, ...rows]), { cookie: cookie.vendor });
    const body = (await res.json()) as Json;
    if (res.status !== 201) return { status: res.status, body, imp: null };
    // The import's rows run as jobs: run them to the end, as the worker would.
    await server.drainJobs();
    const result = (await (
      await server.graphql(
        { query: CSV_IMPORT_QUERY, variables: { id: body.csvImport.id } },
        { cookie: cookie.vendor },
      )
    ).json()) as Json;
    return { status: res.status, body, imp: result.data.csvImport };
  };
  /** A seeded listing in a building of its own floor, owned as given, with broker notes. */
  const seededListing = async (vendorId: number | null, offset: number) => {
    const [row] = await q<ListingRow>(
      "select * from listings where vendor_id is null and status = 'AVAILABLE' order by id desc offset $1 limit 1",
      [offset],
    );
    await q("update listings set vendor_id = $1, broker_notes = 'Landlord takes 10% less' where id = $2", [
      vendorId,
      row.id,
    ]);
    return listingRow(row.id);
  };

  it("refuses a row naming another vendor's or a broker's listing, by its line, saying nothing of it", async () => {
    const others = await seededListing(otherVendorId, 0);
    const brokers = await seededListing(null, 1);
    const beforeHistory = [await historyCount(others.id), await historyCount(brokers.id)];
    const { imp } = await upload([
      [String(others.building_id), others.floor_and_suite, "1", "1.00", "UNAVAILABLE", "Taken over"],
      [String(brokers.building_id), brokers.floor_and_suite.toUpperCase(), "2", "", "", "Ours now"],
    ]);
    expect(imp).toMatchObject({ status: "DONE", totalRows: 2, failedRows: 2 });
    expect(imp.rows.rows).toEqual([
      {
        lineNumber: 2,
        status: "ERROR",
        messages: [
          `floorAndSuite: This building already has a space at "${others.floor_and_suite}" that your feed did not create, so this row cannot change it. Ask Squarely to update it.`,
        ],
        listingId: null,
      },
      {
        lineNumber: 3,
        status: "ERROR",
        messages: [expect.stringContaining("that your feed did not create")],
        listingId: null,
      },
    ]);
    // Nothing changed, and nothing the vendor can read names the listing or its values.
    expect(await listingRow(others.id)).toEqual(others);
    expect(await listingRow(brokers.id)).toEqual(brokers);
    expect([await historyCount(others.id), await historyCount(brokers.id)]).toEqual(beforeHistory);
    const jobs = await q<{
      last_stage: string;
      listing_id: number | null;
      listing_identity: string | null;
      last_stage_input: Json;
    }>(
      "select j.last_stage, j.listing_id, j.listing_identity, j.last_stage_input from importer_jobs j join csv_imports c on c.id = j.csv_import_id where c.uuid = $1::uuid order by j.line_number",
      [imp.id],
    );
    for (const job of jobs) {
      expect(job).toMatchObject({ last_stage: "match", listing_id: null, listing_identity: null });
      expect(JSON.stringify(job.last_stage_input)).not.toMatch(/Landlord takes|AVAILABLE|identity/);
    }
    const report = await (
      await fetch(`${server.url}/csv-imports/${imp.id}/report.csv`, { headers: { cookie: cookie.vendor! } })
    ).text();
    expect(report).not.toContain(String(others.id));
    expect(report).not.toContain("Landlord");
  });

  it("refuses a file whose header names a broker-only field, keeping none of it", async () => {
    const [mine] = await q<ListingRow>("select * from listings where vendor_id = $1", [acmeId]);
    for (const column of ["brokerNotes", "Private Floor", "private_suite", "privateDescription"]) {
      const { status, body } = await upload(
        [[String(mine.building_id), mine.floor_and_suite, "10", "x"]],
        ["buildingId", "floorAndSuite", "squareFeet", column],
      );
      expect(status).toBe(422);
      expect(body.error.message).toMatch(
        /^The column "\w+" is kept by Squarely's brokers and a feed may not set it\./,
      );
    }
    expect(await listingRow(mine.id)).toMatchObject({ square_feet: mine.square_feet });
  });

  it("updates a listing the vendor's own feed created, and refuses the brokerage's stages", async () => {
    const [mine] = await q<ListingRow>("select * from listings where vendor_id = $1", [acmeId]);
    const { imp } = await upload([
      [String(mine.building_id), mine.floor_and_suite, "4321", "55.25", "", "Freshly painted."],
      [String(mine.building_id), mine.floor_and_suite, "4321", "", "LEASE_OUT", ""],
    ]);
    expect(imp.rows.rows.map((r: Json) => [r.lineNumber, r.status, r.messages, r.listingId])).toEqual([
      [2, "SUCCESS", [], String(mine.id)],
      [
        3,
        "ERROR",
        ["status: Enter AVAILABLE or UNAVAILABLE, or leave it empty: our brokers set the other stages."],
        null,
      ],
    ]);
    expect(await listingRow(mine.id)).toMatchObject({
      square_feet: 4321,
      description: "Freshly painted.",
      status: mine.status,
    });
    const [change] = await q<{ source_name: string; fields: Json }>(
      "select source_name, fields from listing_history where listing_id = $1 and kind = 'CHANGE' order by id desc limit 1",
      [mine.id],
    );
    expect(change.source_name).toBe("Acme Feeds");
    // The new size and price per SF move the monthly rents derived from them (issue 25).
    expect(change.fields.map((f: Json) => f.field).sort()).toEqual([
      "accurateMonthlyPrice",
      "description",
      "estimatedMonthlyPrice",
      "estimatedPsf",
      "squareFeet",
    ]);
  });

  it("puts a new space in review, keeps it there, and lets the feed take it off the market", async () => {
    const [building] = await q<{ id: number }>("select id from buildings order by id limit 1");
    const floor = "Floor 77, Suite 7700";
    const row = (status: string, psf = "60.00") => [
      String(building.id),
      floor,
      "2100",
      psf,
      status,
      "New space",
    ];
    const first = await upload([row("AVAILABLE")]);
    expect(first.imp.rows.rows[0]).toMatchObject({ status: "SUCCESS" });
    const id = Number(first.imp.rows.rows[0].listingId);
    expect(await listingRow(id)).toMatchObject({ status: "VETTING", vendor_id: acmeId });
    const [origin] = await q<{ fields: Json }>(
      "select fields from listing_history where listing_id = $1 and kind = 'ORIGIN'",
      [id],
    );
    expect(origin.fields).toContainEqual({ field: "status", oldValue: null, newValue: "VETTING" });
    // AVAILABLE again, with a new price: the price changes, the listing waits in review.
    await upload([row("AVAILABLE", "61.00")]);
    expect(await listingRow(id)).toMatchObject({ status: "VETTING" });
    // Off the market at once; back on the market goes through review again.
    await upload([row("UNAVAILABLE", "61.00")]);
    expect((await listingRow(id)).status).toBe("UNAVAILABLE");
    await upload([row("AVAILABLE", "61.00")]);
    expect((await listingRow(id)).status).toBe("VETTING");
  });

  it("lets a trusted vendor's new spaces go on the market at once", async () => {
    await q("update vendors set trusted = true where id = $1", [acmeId]);
    try {
      const [building] = await q<{ id: number }>("select id from buildings order by id limit 1");
      const { imp } = await upload([
        [String(building.id), "Floor 78", "1500", "", "AVAILABLE", ""],
        [String(building.id), "Floor 79", "1500", "", "", ""],
        [String(building.id), "Floor 80", "1500", "", "UNAVAILABLE", ""],
      ]);
      const statuses = [];
      for (const r of imp.rows.rows) statuses.push((await listingRow(Number(r.listingId))).status);
      expect(statuses).toEqual(["AVAILABLE", "AVAILABLE", "UNAVAILABLE"]);
    } finally {
      await q("update vendors set trusted = false where id = $1", [acmeId]);
    }
  });
});
