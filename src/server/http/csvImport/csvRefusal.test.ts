import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/accountClient";
import { CSV_IMPORT_QUERY, type CsvRole, csvFixture, csvText, postCsv } from "../../testing/csvImportRoles";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";

const HEADER = ["address", "city", "state", "zip", "floorAndSuite", "squareFeet"];
const MAX_ROWS = 2000;
const BUILDING_MAX = 25;

/**
 * Issue 24: no upload may freeze the server. A file over CSV_MAX_ROWS is refused while it streams
 * and undone set-wise; a malformed quote is the file's fault (422, with its line); a report's
 * download carries any file name; a building takes at most BUILDING_MAX_LISTINGS listings.
 */
describe.each(testBackends())("CSV refusals on $name", (backend) => {
  let server: TestServer;
  let cookie: Partial<Record<CsvRole, string>>;

  beforeAll(async () => {
    server = await startTestServer(backend, {
      listings: 30,
      env: {
        CSV_MAX_ROWS: String(MAX_ROWS),
        CSV_UPLOAD_USER_LIMIT: "100",
        BUILDING_MAX_LISTINGS: String(BUILDING_MAX),
      },
    });
    ({ cookie } = await csvFixture(server));
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const q = <T>(sql: string, values: unknown[] = []) => server.database.query<T>(sql, values);
  const upload = async (text: string, name?: string) => {
    const res = await postCsv(server, "acme-feeds", text, { cookie: cookie.vendor, name });
    const body = (await res.json()) as Json;
    // The import's rows run as jobs: run them to the end, as the worker would.
    await server.drainJobs();
    return { status: res.status, body };
  };
  const rowsOf = async (id: string) =>
    (
      (await (
        await server.graphql({ query: CSV_IMPORT_QUERY, variables: { id } }, { cookie: cookie.vendor })
      ).json()) as Json
    ).data.csvImport;

  it("refuses a file over CSV_MAX_ROWS with its message, keeps none of it and answers /health meanwhile", async () => {
    // A long listing history: before issue 24 each received row's delete scanned all of it
    // (listing_history.importer_job_id had no index), in one statement that held the database.
    await q(
      `insert into listing_history (listing_id, kind, source_name, fields)
       select (select min(id) from listings), 'CHANGE', 'bench', '[]'::jsonb from generate_series(1, 40000)`,
    );
    const listingsBefore = (await q<{ n: number }>("select count(*)::int as n from listings")).rows[0].n;
    const rows = Array.from({ length: MAX_ROWS + 1 }, (_, i) => [
      `${i % 50} Refused Road`,
      "New York",
      "NY",
      "10001",
      `Suite ${i}`,
      "1000",
    ]);
    let uploading = true;
    const healthMs: number[] = [];
    const probe = (async () => {
      while (uploading) {
        const started = performance.now();
        const res = await fetch(`${server.url}/health`);
        await res.arrayBuffer();
        healthMs.push(performance.now() - started);
      }
    })();
    const started = performance.now();
    const refused = await upload(csvText([HEADER, ...rows]));
    const refusalMs = performance.now() - started;
    uploading = false;
    await probe;

    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: "BAD_CSV",
      message: "The file has more than 2,000 rows. Split it into smaller files.",
    });
    const imports = (
      await q<{ id: number; status: string; error: string; total_rows: number; jobs: number }>(
        `select c.id, c.status, c.error, c.total_rows,
                (select count(*)::int from importer_jobs j where j.csv_import_id = c.id) as jobs
         from csv_imports c order by c.id desc limit 1`,
      )
    ).rows[0];
    expect(imports).toMatchObject({ status: "FAILED", total_rows: 0, jobs: 0 });
    expect(imports.error).toBe("The file has more than 2,000 rows. Split it into smaller files.");
    // Nothing of the file ran: rows run only once the whole file is in.
    expect((await q<{ n: number }>("select count(*)::int as n from listings")).rows[0].n).toBe(
      listingsBefore,
    );
    // Generous bounds (a loaded CI machine), far below the minutes this took before.
    expect(refusalMs).toBeLessThan(20_000);
    expect(healthMs.length).toBeGreaterThan(0);
    expect(Math.max(...healthMs)).toBeLessThan(2_000);
  }, 120_000);

  it("answers a malformed quote with 422, its line and a sentence", async () => {
    const cases: [string, number, RegExp][] = [
      [
        `${HEADER.join(",")}\r\n1 Main St,New York,NY,10001,Suite 1,100\r\n1 Main St,New York,NY,10001,Suite "2",100\r\n`,
        3,
        /a quote \(".*\) appears inside a cell that does not start with one/,
      ],
      [
        `${HEADER.join(",")}\r\n"1 Main St"x,New York,NY,10001,Suite 1,100\r\n`,
        2,
        /a quoted cell goes on after its closing quote/,
      ],
      [
        `${HEADER.join(",")}\r\n1 Main St,New York,NY,10001,Suite 1,100\r\n"1 Main St,New York\r\n`,
        3,
        /a quoted cell is never closed/,
      ],
    ];
    for (const [text, line, detail] of cases) {
      const { status, body } = await upload(text);
      expect([status, body.error.code, body.error.line]).toEqual([422, "BAD_CSV", line]);
      expect(body.error.message).toMatch(new RegExp(`^The file could not be read as CSV at line ${line}: `));
      expect(body.error.message).toMatch(detail);
    }
  });

  it("downloads the report of a file with a non-Latin-1 name", async () => {
    const { status, body } = await upload(
      csvText([HEADER, ["5 Unicode Way", "New York", "NY", "10001", "Suite 1", "900"]]),
      "東京 “listings”.csv",
    );
    expect(status).toBe(201);
    const res = await fetch(`${server.url}/csv-imports/${body.csvImport.id}/report.csv`, {
      headers: { cookie: cookie.vendor! },
    });
    expect(res.status).toBe(200);
    const disposition = res.headers.get("content-disposition") ?? "";
    expect(disposition).toBe(
      `attachment; filename="__ _listings_-report.csv"; filename*=UTF-8''${encodeURIComponent("東京 “listings”-report.csv")}`,
    );
    expect((await res.text()).split("\r\n")[0]).toBe("line,status,messages,floorAndSuite,address,listingId");
  });

  it(`takes at most BUILDING_MAX_LISTINGS (${BUILDING_MAX}) listings in one building, refusing the rest by line`, async () => {
    const rows = Array.from({ length: BUILDING_MAX + 2 }, (_, i) => [
      "9 Bounded Street",
      "New York",
      "NY",
      "10001",
      `Suite ${i + 1}`,
      "1000",
    ]);
    const { status, body } = await upload(csvText([HEADER, ...rows]));
    expect(status).toBe(201);
    const imp = await rowsOf(body.csvImport.id);
    expect(imp).toMatchObject({ status: "DONE", failedRows: 2 });
    const message = `floorAndSuite: This building already has ${BUILDING_MAX} listings, the most one building may have. Update one of its listings instead.`;
    expect(imp.rows.rows.slice(-3).map((r: Json) => [r.lineNumber, r.status, r.messages])).toEqual([
      [BUILDING_MAX + 1, "SUCCESS", []],
      [BUILDING_MAX + 2, "ERROR", [message]],
      [BUILDING_MAX + 3, "ERROR", [message]],
    ]);
    // A full building still takes updates: a later file changes one of its listings.
    const update = await upload(
      csvText([HEADER, ["9 Bounded Street", "New York", "NY", "10001", "suite 3", "1200"]]),
    );
    expect((await rowsOf(update.body.csvImport.id)).rows.rows).toMatchObject([{ status: "SUCCESS" }]);
    const count = await q<{ n: number }>(
      "select count(*)::int as n from listings l join buildings b on b.id = l.building_id where b.address = '9 Bounded Street'",
    );
    expect(count.rows[0].n).toBe(BUILDING_MAX);
  });
});
