import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/accountClient";
import { type ImporterRole, importerRoles } from "../../testing/importerRoles";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";
import { errorCode } from "../../testing/tourbookRoles";

const ADD = `mutation Add($contactId: ID!, $buildingId: ID!, $fields: ResearchListingFields!) {
  researchAddListing(contactId: $contactId, buildingId: $buildingId, fields: $fields) { importerJobId } }`;
const CHANGE_CONTACT = `mutation C($buildingId: ID, $contactId: ID, $action: ContactAction!, $changes: ContactChanges) {
  userChangeContact(buildingId: $buildingId, contactId: $contactId, action: $action, changes: $changes) { importerJobId } }`;
const JOBS = `query J($ids: [ID!]!) { importerJobs(ids: $ids) { id status errors { error } listing { id floorAndSuite } } }`;
const BUILDING = `query A($id: ID!) { researchBuilding(id: $id) { listingCount listings { id floorAndSuite status } } }`;

/** Issue 13: "Add a listing" on the research team's availability page, through the importer. */
describe.each(testBackends())("the research team adds a listing on $name", (backend) => {
  let server: TestServer;
  let fx: Awaited<ReturnType<typeof importerRoles>>;
  let contactId: string;
  let otherBuildingId: string;
  const q = <T>(sql: string, values: unknown[] = []) =>
    server.database.query<T>(sql, values).then((r) => r.rows);
  const data = (body: Json, field: string) => (body.data as Json | null)?.[field] as Json;

  async function job(body: Json, role: ImporterRole = "research"): Promise<Json> {
    const id = (data(body, "researchAddListing") ?? data(body, "userChangeContact"))?.importerJobId;
    expect(id, JSON.stringify(body)).toBeTypeOf("string");
    return (data(await fx.call(JOBS, { ids: [id] }, role), "importerJobs") as unknown as Json[])[0];
  }
  const add = (
    fields: Record<string, unknown>,
    role: ImporterRole = "research",
    buildingId = fx.buildingId,
  ) => fx.call(ADD, { contactId, buildingId, fields }, role);

  beforeAll(async () => {
    server = await startTestServer(backend, { listings: 40 });
    fx = await importerRoles(server);
    const created = await job(
      await fx.call(
        CHANGE_CONTACT,
        { action: "CREATE", changes: { displayName: "Sam Superintendent" } },
        "research",
      ),
    );
    expect(created.status).toBe("SUCCESS");
    const [row] = await q<{ id: number }>(
      "select id from building_contacts where display_name = 'Sam Superintendent' order by id desc limit 1",
    );
    contactId = String(row.id);
    const link = { action: "LINK", contactId, buildingId: fx.buildingId };
    expect((await job(await fx.call(CHANGE_CONTACT, link, "research"))).status).toBe("SUCCESS");
    const [other] = await q<{ id: number }>("select id from buildings where id <> $1 order by id limit 1", [
      fx.buildingId,
    ]);
    otherBuildingId = String(other.id);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("adds a listing with an ORIGIN history row from the research team, audited, on the availability page", async () => {
    const fields = {
      floorAndSuite: "Floor 31, Suite 3105",
      squareFeet: 4200,
      status: "AVAILABLE",
      accuratePsf: 68.5,
      leaseType: "SUBLEASE",
      dateAvailable: "2027-02-01",
      maxOccupancy: null,
    };
    // Counted here, not at setup: other tests of this file add listings to the same building.
    const countBefore = data(await fx.call(BUILDING, { id: fx.buildingId }, "research"), "researchBuilding")
      .listingCount as number;
    const done = await job(await add(fields));
    expect(done).toMatchObject({
      status: "SUCCESS",
      errors: [],
      listing: { floorAndSuite: "Floor 31, Suite 3105" },
    });
    const listingId = Number((done.listing as Json).id);
    const [listing] = await q<Json>(
      `select building_id, square_feet, status, accurate_psf, lease_type, date_available::text, max_occupancy, identity
       from listings where id = $1`,
      [listingId],
    );
    expect(listing).toMatchObject({
      building_id: Number(fx.buildingId),
      square_feet: 4200,
      status: "AVAILABLE",
      lease_type: "SUBLEASE",
      date_available: "2027-02-01",
      max_occupancy: null,
    });
    expect(Number(listing.accurate_psf)).toBe(68.5);
    const history = await q<{ kind: string; source_name: string; email: string; fields: Json[] }>(
      `select h.kind, h.source_name, u.email, h.fields from listing_history h join users u on u.id = h.user_id
       where h.listing_id = $1 order by h.id`,
      [listingId],
    );
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      kind: "ORIGIN",
      source_name: "research-team",
      email: "research@squarely.test",
    });
    expect(history[0].fields).toContainEqual({ field: "squareFeet", oldValue: null, newValue: 4200 });
    const [audit] = await q<{ action: string; actor_email: string; subject_kind: string; after: Json }>(
      `select action, actor_email, subject_kind, after from audit_log where action = 'listing.create'
       and subject_id = $1 order by id desc limit 1`,
      [fx.buildingId],
    );
    expect(audit).toMatchObject({
      action: "listing.create",
      actor_email: "research@squarely.test",
      subject_kind: "building",
      after: { contactId: Number(contactId), building: { buildingId: Number(fx.buildingId) } },
    });
    expect((audit.after.fields as Json).floorAndSuite).toBe("Floor 31, Suite 3105");
    const page = data(await fx.call(BUILDING, { id: fx.buildingId }, "research"), "researchBuilding");
    expect((page.listings as Json[]).map((l) => l.id)).toContain(String(listingId));
    expect(page.listingCount).toBe(countBefore + 1);

    // An admin may too; their rows name the admin source as their other saves do.
    const byAdmin = await job(await add({ floorAndSuite: "Floor 32", squareFeet: 1800 }, "admin"), "admin");
    expect(byAdmin.status).toBe("SUCCESS");
    const [adminRow] = await q<{ source_name: string; status: string }>(
      `select h.source_name, l.status from listing_history h join listings l on l.id = h.listing_id
       where h.listing_id = $1 and h.kind = 'ORIGIN'`,
      [(byAdmin.listing as Json).id],
    );
    // Left out, the status is the contract's: Vetting.
    expect(adminRow).toEqual({ source_name: "admin", status: "VETTING" });
  });

  it("answers DUPLICATE for a listing the building already has at that floor and suite, changing nothing", async () => {
    const fields = { floorAndSuite: "Floor 40", squareFeet: 2500, accurateMonthlyPrice: 15000 };
    expect((await job(await add(fields))).status).toBe("SUCCESS");
    const again = await job(await add(fields));
    expect(again).toMatchObject({
      status: "DUPLICATE",
      errors: [{ error: "This building already has a listing at Floor 40." }],
    });
    // Other facts for the same floor and suite: still the existing listing's, not an "add" that edits it.
    const other = await job(await add({ floorAndSuite: "floor 40", squareFeet: 9999, status: "AVAILABLE" }));
    expect(other.status).toBe("DUPLICATE");
    const rows = await q<{ square_feet: number; status: string; n: number }>(
      `select square_feet, status, (select count(*)::int from listing_history h where h.listing_id = l.id) n
       from listings l where building_id = $1 and lower(floor_and_suite) = 'floor 40'`,
      [fx.buildingId],
    );
    expect(rows).toEqual([{ square_feet: 2500, status: "VETTING", n: 1 }]);
  });

  it("gives the job's validation messages for a listing without floor and suite or size, and refuses bad values", async () => {
    const noSuite = await job(await add({ squareFeet: 1200, floorAndSuite: null }));
    expect(noSuite).toMatchObject({
      status: "ERROR",
      errors: [{ error: "floorAndSuite: This field cannot be empty." }],
    });
    const noSize = await job(await add({ floorAndSuite: "Floor 41" }));
    expect(noSize).toMatchObject({
      status: "ERROR",
      errors: [{ error: "squareFeet: This field cannot be empty." }],
    });
    const [{ n }] = await q<{ n: number }>(
      "select count(*)::int n from listings where building_id = $1 and floor_and_suite = 'Floor 41'",
      [fx.buildingId],
    );
    expect(n).toBe(0);
    // Values a field's rule refuses (and over-long text) never become a job: BAD_USER_INPUT naming the field.
    for (const fields of [
      { floorAndSuite: "Floor 42", squareFeet: 0 },
      { floorAndSuite: "x".repeat(101), squareFeet: 100 },
      { floorAndSuite: "Floor 42", squareFeet: 100, description: "y".repeat(5001) },
      { floorAndSuite: "Floor 42", squareFeet: 100, dateAvailable: "soon" },
    ]) {
      const body = await add(fields);
      expect(errorCode(body), JSON.stringify(fields).slice(0, 80)).toBe("BAD_USER_INPUT");
    }
    // A field the research editor does not edit is not part of the input (a 400 from GraphQL itself).
    const privateField = await server.graphql({
      query: ADD,
      variables: {
        contactId,
        buildingId: fx.buildingId,
        fields: { floorAndSuite: "Floor 42", squareFeet: 1, brokerNotes: "no" },
      },
    });
    expect(privateField.status).toBe(400);
  });

  it("refuses clients, brokers and visitors, a building not kept for the contact, and unknown records", async () => {
    const fields = { floorAndSuite: "Floor 50", squareFeet: 900 };
    const refused: [ImporterRole, string][] = [
      ["signedOut", "UNAUTHENTICATED"],
      ["client", "FORBIDDEN"],
      ["broker", "FORBIDDEN"],
      ["otherBroker", "FORBIDDEN"],
    ];
    for (const [role, code] of refused) expect(errorCode(await add(fields, role)), role).toBe(code);
    expect(errorCode(await add(fields, "research", otherBuildingId))).toBe("NOT_FOUND");
    expect(errorCode(await add(fields, "research", "999999"))).toBe("NOT_FOUND");
    const stranger = await fx.call(
      ADD,
      { contactId: "999999", buildingId: fx.buildingId, fields },
      "research",
    );
    expect(errorCode(stranger)).toBe("NOT_FOUND");
    const [{ n }] = await q<{ n: number }>(
      "select count(*)::int n from importer_jobs where input->'fields'->>'floorAndSuite' = 'Floor 50'",
    );
    expect(n).toBe(0);
  });
});
