import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/accountClient";
import {
  CSV_IMPORT_QUERY,
  CSV_ROLES,
  CSV_UPLOADERS,
  type CsvRole,
  csvFixture,
  csvText,
  postCsv,
} from "../../testing/csvImportRoles";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";

const HEADER = [
  "address",
  "city",
  "state",
  "zip",
  "buildingId",
  "floorAndSuite",
  "squareFeet",
  "estimatedPsf",
  "description",
];

/** Vendor CSV uploads (issue 12): rows land or are reported by line, roles, formulas, caps. */
describe.each(testBackends())("vendor CSV upload on $name", (backend) => {
  let server: TestServer;
  let cookie: Partial<Record<CsvRole, string>>;
  let listing: { id: number; building_id: number; floor_and_suite: string };

  beforeAll(async () => {
    server = await startTestServer(backend, {
      listings: 40,
      env: { CSV_MAX_ROWS: "20", CSV_UPLOAD_USER_LIMIT: "100" },
    });
    ({ cookie, listing } = await csvFixture(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Asks as `role`, then runs the jobs the request queued (a retry's run), as a worker would. */
  const gql = async (query: string, variables: Record<string, unknown>, role: CsvRole = "vendor") => {
    const body = (await (
      await server.graphql({ query, variables }, { cookie: cookie[role] })
    ).json()) as Json;
    await server.drainJobs();
    return body;
  };
  /** Uploads, then runs the import's rows (its csv-import-run jobs) to the end. */
  const upload = async (text: string | Buffer, role: CsvRole = "vendor", vendor = "acme-feeds") => {
    const res = await postCsv(server, vendor, text, { cookie: cookie[role] });
    const body = (await res.json()) as Json;
    await server.drainJobs();
    return { status: res.status, body };
  };
  const q = <T>(sql: string, values: unknown[] = []) => server.database.query<T>(sql, values);

  type Existing = { id: number; building_id: number; floor_and_suite: string };
  /** Another seeded listing made the demo vendor's: a file of its own to update, untouched by the other tests. */
  const vendorListing = async () =>
    (
      await q<Existing>(
        `update listings set vendor_id = (select id from vendors where slug = 'acme-feeds')
         where id = (select id from listings where vendor_id is null order by id limit 1)
         returning id, building_id, floor_and_suite`,
      )
    ).rows[0];

  /** Two new spaces at `address`, a change to `existing`, and two bad rows. */
  const goodFile = (address: string, existing: Existing) =>
    csvText([
      HEADER,
      [address, "New York", "NY", "10118", "", "Floor 7, Suite 700", "2500", "61.50", "Sunny =SUM(A1)"],
      [address, "New York", "ny", "10118", "", "Floor 8", "abc", "", ""],
      [
        "",
        "",
        "",
        "",
        String(existing.building_id),
        existing.floor_and_suite,
        "1234",
        "",
        "Refreshed by the feed.",
      ],
      [address, "New York", "NY", "10118", "", "=1+2", "900", "", "-danger\nsecond line"],
      ["12 Nowhere Road", "Nowhere", "Z1", "99999", "", "Suite 1", "100", "", ""],
    ]);

  it("stores every row by its line, lands the good ones, reports the bad ones, and credits the vendor", async () => {
    // The fixture's listing and 350 Fifth Avenue are this test's alone.
    const { status, body } = await upload(goodFile("350 Fifth Avenue", listing));
    expect(status).toBe(201);
    expect(body.csvImport).toMatchObject({ totalRows: 5, status: "PROCESSING" });
    const result = await gql(CSV_IMPORT_QUERY, { id: body.csvImport.id });
    const imp = result.data.csvImport;
    expect(imp).toMatchObject({ status: "DONE", totalRows: 5, processedRows: 5, failedRows: 2, error: null });
    expect(imp.vendor).toEqual({ slug: "acme-feeds", name: "Acme Feeds" });
    const rows = imp.rows.rows.map((r: Json) => [r.lineNumber, r.status, r.messages]);
    expect(rows).toEqual([
      [2, "SUCCESS", []],
      [3, "ERROR", ["squareFeet: Enter a whole number."]],
      [4, "SUCCESS", []],
      // The quoted two-line cell keeps the next row on line 7.
      [5, "SUCCESS", []],
      [7, "ERROR", ["state: Enter the two-letter state code, e.g. NY."]],
    ]);
    const created = (
      await q<{ id: number; floor_and_suite: string; description: string; square_feet: number }>(
        "select l.id, l.floor_and_suite, l.description, l.square_feet from listings l join buildings b on b.id = l.building_id where b.address = '350 Fifth Avenue' order by l.id",
      )
    ).rows;
    // Formula-looking cells are kept as the text they are.
    expect(created.map((c) => [c.floor_and_suite, c.description, c.square_feet])).toEqual([
      ["Floor 7, Suite 700", "Sunny =SUM(A1)", 2500],
      ["=1+2", "-danger\nsecond line", 900],
    ]);
    const origin = (
      await q<{ kind: string; source_name: string }>(
        "select kind, source_name from listing_history where listing_id = $1",
        [created[0].id],
      )
    ).rows;
    expect(origin).toEqual([{ kind: "ORIGIN", source_name: "Acme Feeds" }]);
    const change = (
      await q<{ kind: string; source_name: string; fields: Json }>(
        "select kind, source_name, fields from listing_history where listing_id = $1 and kind = 'CHANGE' and source_name = 'Acme Feeds'",
        [listing.id],
      )
    ).rows;
    expect(change).toHaveLength(1);
    expect(change[0].source_name).toBe("Acme Feeds");
    // The new size moves the monthly rents derived from it (issue 25).
    expect(change[0].fields.map((f: Json) => f.field).sort()).toEqual([
      "accurateMonthlyPrice",
      "description",
      "estimatedMonthlyPrice",
      "squareFeet",
    ]);
  });

  it("answers DUPLICATE for rows already applied when the same file comes again", async () => {
    const file = goodFile("360 Fifth Avenue", await vendorListing());
    await upload(file);
    const { body } = await upload(file);
    const imp = (await gql(CSV_IMPORT_QUERY, { id: body.csvImport.id })).data.csvImport;
    expect(imp.rows.rows.map((r: Json) => r.status)).toEqual([
      "DUPLICATE",
      "ERROR",
      "DUPLICATE",
      "DUPLICATE",
      "ERROR",
    ]);
    expect(imp.failedRows).toBe(2);
    // "Only rows that were not imported" is the summary's not imported: failedRows, not the duplicates.
    const problems = (await gql(CSV_IMPORT_QUERY, { id: body.csvImport.id, only: true })).data.csvImport;
    expect(problems.rows.rows.map((r: Json) => r.lineNumber)).toEqual([3, 7]);
  });

  it("counts a retried failed row once: the importer admin's retry takes it out of its import's counters first", async () => {
    const file = csvText([
      HEADER,
      ["350 Fifth Avenue", "New York", "NY", "10118", "", "Floor 9", "lots", "", ""],
    ]);
    const { body } = await upload(file);
    const before = (await gql(CSV_IMPORT_QUERY, { id: body.csvImport.id })).data.csvImport;
    expect(before).toMatchObject({ status: "DONE", processedRows: 1, failedRows: 1 });
    const [job] = (
      await q<{ id: number }>(
        "select j.id from importer_jobs j join csv_imports i on i.id = j.csv_import_id where i.uuid = $1::uuid",
        [body.csvImport.id],
      )
    ).rows;
    const retry = await gql(
      "mutation ($ids: [ID!]!) { retryImporterJobs(ids: $ids) { retried } }",
      { ids: [String(job.id)] },
      "admin",
    );
    expect(retry.data.retryImporterJobs.retried).toEqual([String(job.id)]);
    const after = (await gql(CSV_IMPORT_QUERY, { id: body.csvImport.id })).data.csvImport;
    expect(after).toMatchObject({ status: "DONE", totalRows: 1, processedRows: 1, failedRows: 1 });
    expect(after.rows.rows).toMatchObject([{ lineNumber: 2, status: "ERROR" }]);
  });

  it("neutralises formula-looking cells in the report and the template", async () => {
    const { body } = await upload(goodFile("370 Fifth Avenue", await vendorListing()));
    const res = await fetch(`${server.url}/csv-imports/${body.csvImport.id}/report.csv`, {
      headers: { cookie: cookie.vendor! },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const text = await res.text();
    expect(text.split("\r\n")[0]).toBe("line,status,messages,floorAndSuite,address,listingId");
    expect(text).toContain("'=1+2");
    expect(text).not.toMatch(/(^|,)=1\+2/m);
    const template = await (await fetch(`${server.url}/csv-imports/template.csv`)).text();
    expect(template.split("\r\n")[0]).toContain("address,city,state,zip");
    const other = await fetch(`${server.url}/csv-imports/${body.csvImport.id}/report.csv`, {
      headers: { cookie: cookie.otherVendor! },
    });
    expect(other.status).toBe(404);
  });

  it("refuses a ZIP code no market covers, row by row", async () => {
    const file = csvText([HEADER, ["1 Main Street", "Nowhere", "AK", "99999", "", "Suite 1", "100", "", ""]]);
    const { body } = await upload(file);
    const imp = (await gql(CSV_IMPORT_QUERY, { id: body.csvImport.id })).data.csvImport;
    expect(imp.rows.rows[0].messages[0]).toMatch(/^zip: /);
  });

  it("lets only the vendor's users and admins upload and read imports", async () => {
    const file = csvText([HEADER, ["", "", "", "", String(listing.building_id), "Floor 99", "1000", "", ""]]);
    const statuses: Record<string, number> = {};
    for (const role of CSV_ROLES) statuses[role] = (await upload(file, role)).status;
    expect(statuses).toEqual(
      Object.fromEntries(
        CSV_ROLES.map((r) => [r, r === "signedOut" ? 401 : CSV_UPLOADERS.has(r) ? 201 : 403]),
      ),
    );
    expect((await upload(file, "vendor", "no-such-vendor")).status).toBe(404);
    const cross = await postCsv(server, "acme-feeds", file, {
      cookie: cookie.vendor,
      headers: { origin: "https://evil.example" },
    });
    expect(cross.status).toBe(403);

    const { body } = await upload(file, "vendor");
    for (const role of CSV_ROLES.filter((r) => r !== "signedOut")) {
      const imp = (await gql(CSV_IMPORT_QUERY, { id: body.csvImport.id }, role)).data.csvImport;
      expect([role, imp === null]).toEqual([role, !CSV_UPLOADERS.has(role)]);
      const vendor = await gql(`query { vendor(slug: "acme-feeds") { name viewerCanUpload } }`, {}, role);
      expect([role, vendor.data.vendor]).toEqual([
        role,
        { name: "Acme Feeds", viewerCanUpload: CSV_UPLOADERS.has(role) },
      ]);
    }
    expect((await gql(`query { vendor(slug: "nobody") { name } }`, {})).data.vendor).toBeNull();
  });

  it("refuses a bad header, a file that is not CSV, too many rows and a broken quote, keeping none of it", async () => {
    const bad = await upload(
      csvText([
        ["address", "rent"],
        ["1 Main St", "5"],
      ]),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.error.message).toBe('Unknown column "rent". Use the column names of the template.');
    const missing = await upload(
      csvText([
        ["address", "floorAndSuite"],
        ["1 Main St", "Floor 1"],
      ]),
    );
    expect(missing.body.error.message).toBe("Missing columns: squareFeet, city, state, zip.");
    const binary = await upload(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00]));
    expect([binary.status, binary.body.error.code]).toEqual([422, "BAD_CSV"]);
    expect(binary.body.error.message).toMatch(/not a CSV file/);
    const many = csvText([
      HEADER,
      ...Array.from({ length: 21 }, (_, i) => ["", "", "", "", "1", `Suite ${i}`, "100", "", ""]),
    ]);
    const tooMany = await upload(many);
    expect([tooMany.status, tooMany.body.error.message]).toEqual([
      422,
      "The file has more than 20 rows. Split it into smaller files.",
    ]);
    const quote = await upload(`${HEADER.join(",")}\r\n"1 Main St,New York`);
    expect(quote.body.error.message).toMatch(/could not be read as CSV.*quoted cell is never closed/);
    const failed = (
      await q<{ n: number }>(
        "select count(*)::int as n from importer_jobs j join csv_imports c on c.id = j.csv_import_id where c.status = 'FAILED'",
      )
    ).rows[0].n;
    expect(failed).toBe(0);
  });
});

/** The hourly upload limit and the size cap, on a server with small ones. */
describe("vendor CSV upload limits", () => {
  let server: TestServer;
  let cookie: Partial<Record<CsvRole, string>>;

  beforeAll(async () => {
    server = await startTestServer(testBackends()[0], {
      listings: 20,
      env: { CSV_UPLOAD_USER_LIMIT: "3", CSV_MAX_MB: "0.002" },
    });
    ({ cookie } = await csvFixture(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  it("refuses a file over the size cap, then more uploads than the hourly limit", async () => {
    const big = csvText([
      HEADER,
      ...Array.from({ length: 60 }, (_, i) => ["", "", "", "", "1", `Suite ${i}`, "100", "", "x".repeat(20)]),
    ]);
    expect(big.length).toBeGreaterThan(2100);
    const tooLarge = await postCsv(server, "acme-feeds", big, { cookie: cookie.vendor });
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as Json).error.message).toBe("The file is too large: at most 2 KB.");
    const small = csvText([HEADER, ["", "", "", "", "1", "Suite 1", "100", "", ""]]);
    for (let i = 0; i < 2; i++) {
      const ok = await postCsv(server, "acme-feeds", small, { cookie: cookie.vendor });
      expect(ok.status).toBe(201);
    }
    const limited = await postCsv(server, "acme-feeds", small, { cookie: cookie.vendor });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("caps a report page at 100 rows", async () => {
    // Its own import, uploaded by an admin: the vendor's hourly uploads are the other test's to count.
    const small = csvText([HEADER, ["", "", "", "", "1", "Suite 1", "100", "", ""]]);
    const uploaded = await postCsv(server, "acme-feeds", small, { cookie: cookie.admin });
    expect(uploaded.status).toBe(201);
    const res = await server.graphql(
      {
        query: `query($id: ID!) { csvImport(id: $id) { rows(limit: 101) { nextAfterLine } } }`,
        variables: { id: ((await uploaded.json()) as Json).csvImport.id },
      },
      { cookie: cookie.admin },
    );
    const body = (await res.json()) as Json;
    expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });
});
