import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/accountClient";
import { CSV_IMPORT_QUERY, type CsvRole, csvFixture, csvText, postCsv } from "../../testing/csvImportRoles";
import { type ImporterRole, importerRoles } from "../../testing/importerRoles";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";

const CHANGE_LISTING = `mutation L($id: ID!, $changes: ListingChanges!) {
  userChangeListing(listingId: $id, changes: $changes) { importerJobId } }`;
const ADD = `mutation Add($contactId: ID!, $buildingId: ID!, $fields: ResearchListingFields!) {
  researchAddListing(contactId: $contactId, buildingId: $buildingId, fields: $fields) { importerJobId } }`;
const CHANGE_CONTACT = `mutation C($buildingId: ID, $contactId: ID, $action: ContactAction!, $changes: ContactChanges) {
  userChangeContact(buildingId: $buildingId, contactId: $contactId, action: $action, changes: $changes) { importerJobId } }`;
const JOBS = `query J($ids: [ID!]!) { importerJobs(ids: $ids) { status errors { error } listing { id } } }`;
const PRICES = `query P($id: ID!) { listing(id: $id) {
  squareFeet priceModel accuratePsf accurateMonthlyPrice estimatedPsf estimatedMonthlyPrice psf monthlyPrice } }`;

type Prices = Record<string, number | string | null>;

/**
 * Issue 25, major 3: a listing's price per SF and monthly rent never contradict each other, whichever
 * way it is written: the broker's drawer, the research editor (changes and "Add a listing") and a
 * vendor's CSV. The price model's figure is kept; the other is derived from it and the size.
 */
describe.each(testBackends())("consistent listing prices through every write path on $name", (backend) => {
  let server: TestServer;
  let fx: Awaited<ReturnType<typeof importerRoles>>;
  let csvCookie: Partial<Record<CsvRole, string>>;
  let vendorListing: { id: number; building_id: number; floor_and_suite: string };
  const q = <T>(sql: string, values: unknown[] = []) =>
    server.database.query<T>(sql, values).then((r) => r.rows);
  const data = (body: Json, field: string) => (body.data as Json | null)?.[field] as Json;

  async function job(body: Json, field: string, role: ImporterRole): Promise<Json> {
    const id = data(body, field)?.importerJobId;
    expect(id, JSON.stringify(body)).toBeTypeOf("string");
    return (data(await fx.call(JOBS, { ids: [id] }, role), "importerJobs") as unknown as Json[])[0];
  }
  const change = async (changes: Record<string, unknown>, role: ImporterRole = "broker", id = fx.listingId) =>
    job(await fx.call(CHANGE_LISTING, { id, changes }, role), "userChangeListing", role);
  const prices = async (id: string | number): Promise<Prices> =>
    data(await fx.call(PRICES, { id: String(id) }, "admin"), "listing") as Prices;
  /** The listing as the issue found it: 4,500 SF at $58 /SF/yr, $21,750 /mo, no estimate. */
  const resetListing = (id: string | number) =>
    q(
      `update listings set price_model = 'PER_SQUARE_FOOT', square_feet = 4500, accurate_psf = 58,
         accurate_monthly_price = 21750, estimated_psf = null, estimated_monthly_price = null where id = $1`,
      [Number(id)],
    );

  beforeAll(async () => {
    server = await startTestServer(backend, { listings: 40 });
    fx = await importerRoles(server);
    ({ cookie: csvCookie, listing: vendorListing } = await csvFixture(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  it("derives the monthly rent when a broker changes the price per SF: $61 on 4,500 SF is $22,875", async () => {
    await resetListing(fx.listingId);
    expect(await change({ accuratePsf: 61 })).toMatchObject({ status: "SUCCESS" });
    expect(await prices(fx.listingId)).toMatchObject({
      accuratePsf: 61,
      accurateMonthlyPrice: 22875,
      psf: 61,
      monthlyPrice: 22875,
    });
    // A new size moves the derived figure with it.
    expect(await change({ squareFeet: 5000 })).toMatchObject({ status: "SUCCESS" });
    expect(await prices(fx.listingId)).toMatchObject({ accuratePsf: 61, accurateMonthlyPrice: 25417 });
  });

  it("refuses a broker's two figures that disagree, naming the derived one, and changes nothing", async () => {
    await resetListing(fx.listingId);
    const refused = await change({ accuratePsf: 61, accurateMonthlyPrice: 21750 });
    expect(refused).toMatchObject({
      status: "ERROR",
      errors: [
        {
          error:
            "accurateMonthlyPrice: $21,750 /mo does not match $61 /SF/yr on 4,500 SF ($22,875 /mo). Give one of the two, or two that agree.",
        },
      ],
    });
    expect(await prices(fx.listingId)).toMatchObject({ accuratePsf: 58, accurateMonthlyPrice: 21750 });
  });

  it("keeps the monthly rent of a PER_MONTH listing the research team edits, deriving the price per SF", async () => {
    await resetListing(fx.listingId);
    const saved = await change({ priceModel: "PER_MONTH", accurateMonthlyPrice: 24000 }, "research");
    expect(saved).toMatchObject({ status: "SUCCESS" });
    expect(await prices(fx.listingId)).toMatchObject({
      priceModel: "PER_MONTH",
      accurateMonthlyPrice: 24000,
      accuratePsf: 64,
    });
    // The research editor gives the price per SF of a PER_MONTH listing: it becomes a whole-dollar rent.
    expect(await change({ accuratePsf: 61.13 }, "research")).toMatchObject({ status: "SUCCESS" });
    expect(await prices(fx.listingId)).toMatchObject({ accurateMonthlyPrice: 22924, accuratePsf: 61.13 });
  });

  it("derives the price per SF of a listing the research team adds with a monthly rent only", async () => {
    const created = await job(
      await fx.call(
        CHANGE_CONTACT,
        { action: "CREATE", changes: { displayName: "Pat Prices" }, buildingId: fx.buildingId },
        "research",
      ),
      "userChangeContact",
      "research",
    );
    expect(created.status).toBe("SUCCESS");
    const [contact] = await q<{ id: number }>(
      "select id from building_contacts where display_name = 'Pat Prices' order by id desc limit 1",
    );
    const fields = { floorAndSuite: "Floor 41", squareFeet: 2500, accurateMonthlyPrice: 15000 };
    const added = await job(
      await fx.call(ADD, { contactId: String(contact.id), buildingId: fx.buildingId, fields }, "research"),
      "researchAddListing",
      "research",
    );
    expect(added).toMatchObject({ status: "SUCCESS" });
    expect(await prices((added.listing as Json).id)).toMatchObject({
      priceModel: "PER_SQUARE_FOOT",
      accuratePsf: 72,
      accurateMonthlyPrice: 15000,
    });
  });

  it("keeps a vendor's rows consistent: one figure derives the other, two that disagree are the row's error", async () => {
    await resetListing(vendorListing.id);
    const header = ["buildingId", "floorAndSuite", "squareFeet", "accuratePsf", "accurateMonthlyPrice"];
    const row = (psf: string, monthly: string, floor = vendorListing.floor_and_suite) => [
      String(vendorListing.building_id),
      floor,
      "4500",
      psf,
      monthly,
    ];
    const res = await postCsv(
      server,
      "acme-feeds",
      csvText([header, row("61", "21750"), row("", "22875"), row("", "9000", "Floor 77, Suite 7700")]),
      { cookie: csvCookie.vendor },
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as Json;
    // The import's rows run as jobs: run them to the end, as the worker would.
    await server.drainJobs();
    const report = (await (
      await server.graphql(
        { query: CSV_IMPORT_QUERY, variables: { id: body.csvImport.id } },
        { cookie: csvCookie.vendor },
      )
    ).json()) as Json;
    const rows = report.data.csvImport.rows.rows as Json[];
    expect(rows.map((r) => [r.lineNumber, r.status, r.messages])).toEqual([
      [
        2,
        "ERROR",
        [
          "accurateMonthlyPrice: $21,750 /mo does not match $61 /SF/yr on 4,500 SF ($22,875 /mo). Give one of the two, or two that agree.",
        ],
      ],
      [3, "SUCCESS", []],
      [4, "SUCCESS", []],
    ]);
    // The monthly rent alone, on a PER_SQUARE_FOOT listing: read as the price per SF it means.
    expect(await prices(vendorListing.id)).toMatchObject({ accuratePsf: 61, accurateMonthlyPrice: 22875 });
    expect(await prices(rows[2].listingId)).toMatchObject({ accuratePsf: 24, accurateMonthlyPrice: 9000 });
  });
});
