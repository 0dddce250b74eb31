import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/accountClient";
import { type ImporterRole, importerRoles } from "../../testing/importerRoles";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";
import { errorCode } from "../../testing/tourbookRoles";

const CONTACTS = `query C($search: String, $page: Int, $limit: Int) {
  researchContacts(search: $search, page: $page, limit: $limit) { page hasMore contacts { id displayName email companyName } } }`;
const CONTACT = `query One($id: ID!) { researchContact(id: $id) {
  id displayName firstName lastName email title companyName phone phoneType cellPhone contactType
  buildings { id address } } }`;
const BUILDINGS = `query B($search: String, $marketId: ID, $page: Int, $limit: Int) {
  researchBuildings(search: $search, marketId: $marketId, page: $page, limit: $limit) {
    page hasMore buildings { building { id address } listingCount contactCount lastCheckedAt statusCounts { status count } } } }`;
const BUILDING = `query A($id: ID!, $limit: Int) { researchBuilding(id: $id) {
  building { id address } listingCount lastCheckedAt statusCounts { status count }
  listings(limit: $limit) { id status floorAndSuite } } }`;
const LISTING = `query L($id: ID!) { researchListing(id: $id) { id status squareFeet } }`;
const CHANGE_CONTACT = `mutation C($buildingId: ID, $contactId: ID, $action: ContactAction!, $changes: ContactChanges) {
  userChangeContact(buildingId: $buildingId, contactId: $contactId, action: $action, changes: $changes) { importerJobId } }`;
const CHANGE_LISTING = `mutation L($id: ID!, $changes: ListingChanges!) {
  userChangeListing(listingId: $id, changes: $changes) { importerJobId } }`;
const JOBS = `query J($ids: [ID!]!) { importerJobs(ids: $ids) { id status recordId errors { error } } }`;

const REFUSED: [ImporterRole, string][] = [
  ["signedOut", "UNAUTHENTICATED"],
  ["client", "FORBIDDEN"],
  ["broker", "FORBIDDEN"],
  ["otherBroker", "FORBIDDEN"],
];

/** Issue 13: the research team's contacts, buildings and availability, every role, caps and history. */
describe.each(testBackends())("the research team's tools on $name", (backend) => {
  let server: TestServer;
  let fx: Awaited<ReturnType<typeof importerRoles>>;
  const q = <T>(sql: string, values: unknown[] = []) =>
    server.database.query<T>(sql, values).then((r) => r.rows);

  beforeAll(async () => {
    server = await startTestServer(backend, { listings: 40 });
    fx = await importerRoles(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  const data = (body: Json, field: string) => (body.data as Json | null)?.[field] as Json;
  async function jobStatus(body: Json, role: ImporterRole = "research"): Promise<Json> {
    const id =
      data(body, "userChangeContact")?.importerJobId ?? data(body, "userChangeListing")?.importerJobId;
    expect(id, JSON.stringify(body)).toBeTypeOf("string");
    const jobs = await fx.call(JOBS, { ids: [id] }, role);
    return (data(jobs, "importerJobs") as unknown as Json[])[0];
  }
  async function createContact(changes: Record<string, unknown>, role: ImporterRole = "research") {
    const body = await fx.call(CHANGE_CONTACT, { action: "CREATE", changes }, role);
    const job = await jobStatus(body, role);
    expect(job.status).toBe("SUCCESS");
    const [row] = await q<{ id: number }>(
      "select id from building_contacts where display_name = $1 order by id desc limit 1",
      [changes.displayName],
    );
    // The job names the contact it created, so the create page can open it.
    expect(job.recordId).toBe(String(row.id));
    return String(row.id);
  }

  it("answers every research query to the research team and admins only", async () => {
    const contactId = await createContact({ displayName: "Quinn Gatekeeper" });
    const reads: [string, Record<string, unknown>, string][] = [
      [CONTACTS, {}, "researchContacts"],
      [CONTACT, { id: contactId }, "researchContact"],
      [BUILDINGS, {}, "researchBuildings"],
      [BUILDING, { id: fx.buildingId }, "researchBuilding"],
      [LISTING, { id: fx.listingId }, "researchListing"],
    ];
    for (const [query, variables, field] of reads) {
      for (const role of ["research", "admin"] as const) {
        const body = await fx.call(query, variables, role);
        expect(body.errors, `${field} as ${role}`).toBeUndefined();
        expect(data(body, field), `${field} as ${role}`).not.toBeNull();
      }
      for (const [role, code] of REFUSED) {
        expect(errorCode(await fx.call(query, variables, role)), `${field} as ${role}`).toBe(code);
      }
    }
  });

  it("refuses the research directory's changes to everyone but the research team and admins, on the server", async () => {
    const contactId = await createContact({ displayName: "Pat Refused" });
    const attempts: Record<string, unknown>[] = [
      { action: "CREATE", changes: { displayName: "Nobody's Contact" } },
      { action: "UPDATE", contactId, changes: { title: "Not allowed" } },
      { action: "LINK", contactId, buildingId: fx.buildingId },
    ];
    for (const variables of attempts) {
      for (const [role, code] of REFUSED) {
        const body = await fx.call(CHANGE_CONTACT, variables, role);
        expect(errorCode(body), `${variables.action} as ${role}`).toBe(code);
      }
    }
    const [{ n }] = await q<{ n: number }>(
      "select count(*)::int n from building_contacts where display_name = 'Nobody''s Contact'",
    );
    expect(n).toBe(0);
    const stray = await fx.call(
      CHANGE_CONTACT,
      { action: "LINK", contactId: "999999", buildingId: fx.buildingId },
      "research",
    );
    expect(errorCode(stray)).toBe("NOT_FOUND");
    const noBuilding = await fx.call(CHANGE_CONTACT, { action: "LINK", contactId }, "research");
    expect(errorCode(noBuilding)).toBe("BAD_USER_INPUT");
  });

  it("creates a contact with no building, finds it, edits it and links it to a building, with audit and history", async () => {
    const stamp = Date.now();
    const contactId = await createContact({
      displayName: `Jordan Researcher ${stamp}`,
      firstName: "Jordan",
      lastName: "Researcher",
      email: `jordan.${stamp}@landlord.example.test`,
      companyName: "Fifth Avenue Holdings",
      phone: "(212) 555-0199",
      phoneType: "shared",
      contactType: "LANDLORD",
    });
    const again = await fx.call(
      CHANGE_CONTACT,
      {
        action: "CREATE",
        changes: {
          displayName: `Jordan Researcher ${stamp}`,
          email: `jordan.${stamp}@landlord.example.test`,
          companyName: "Fifth Avenue Holdings",
        },
      },
      "research",
    );
    expect((await jobStatus(again)).status).toBe("DUPLICATE");

    for (const search of [`Researcher ${stamp}`, `jordan.${stamp}@`, "fifth avenue hold"]) {
      const found = data(await fx.call(CONTACTS, { search }, "research"), "researchContacts");
      expect(
        (found.contacts as Json[]).map((c) => c.id),
        search,
      ).toContain(contactId);
    }

    const edit = {
      action: "UPDATE",
      contactId,
      changes: { title: "Asset Manager", cellPhone: "(917) 555-0101" },
    };
    expect((await jobStatus(await fx.call(CHANGE_CONTACT, edit, "research"))).status).toBe("SUCCESS");

    const link = { action: "LINK", contactId, buildingId: fx.buildingId };
    expect((await jobStatus(await fx.call(CHANGE_CONTACT, link, "research"))).status).toBe("SUCCESS");
    expect((await jobStatus(await fx.call(CHANGE_CONTACT, link, "research"))).status).toBe("DUPLICATE");
    const contact = data(await fx.call(CONTACT, { id: contactId }, "research"), "researchContact");
    expect(contact).toMatchObject({ title: "Asset Manager", phoneType: "shared", contactType: "LANDLORD" });
    expect((contact.buildings as Json[]).map((b) => b.id)).toEqual([fx.buildingId]);

    // An edit once the contact is kept for a building lands in each of the building's listings' history.
    const later = { action: "UPDATE", contactId, changes: { title: "Head of Leasing" } };
    expect((await jobStatus(await fx.call(CHANGE_CONTACT, later, "research"))).status).toBe("SUCCESS");
    const history = await q<{ source_name: string; contacts: Json; fields: Json[] }>(
      `select h.source_name, h.contacts, h.fields from listing_history h join listings l on l.id = h.listing_id
       where l.id = $1 and h.contacts is not null order by h.id desc limit 2`,
      [fx.listingId],
    );
    expect(history.map((h) => h.source_name)).toEqual(["research-team", "research-team"]);
    expect(history[0].contacts).toEqual({ created: [], updated: [Number(contactId)], deleted: [] });
    expect(history[0].fields).toEqual([
      { field: "contact.title", oldValue: "Asset Manager", newValue: "Head of Leasing" },
    ]);
    expect(history[1].contacts).toEqual({ created: [Number(contactId)], updated: [], deleted: [] });

    const audit = await q<{ action: string; actor_email: string; subject_id: string | null }>(
      `select action, actor_email, subject_id from audit_log where subject_kind = 'buildingContact'
       and (subject_id = $1 or (subject_id is null and after->'fields'->>'displayName' = $2)) order by id`,
      [contactId, `Jordan Researcher ${stamp}`],
    );
    expect(audit.map((a) => a.action)).toEqual([
      "contact.create",
      "contact.create",
      "contact.update",
      "contact.link",
      "contact.link",
      "contact.update",
    ]);
    expect(new Set(audit.map((a) => a.actor_email))).toEqual(new Set(["research@squarely.test"]));
  });

  it("marks a listing unavailable through an importer job, with research-team history and a new last check", async () => {
    const before = data(await fx.call(BUILDING, { id: fx.buildingId }, "research"), "researchBuilding");
    const listings = before.listings as Json[];
    expect(listings.length).toBe(before.listingCount);
    const target = listings.find((l) => l.status === "AVAILABLE") as Json;
    const body = await fx.call(
      CHANGE_LISTING,
      { id: target.id, changes: { status: "UNAVAILABLE" } },
      "research",
    );
    expect((await jobStatus(body)).status).toBe("SUCCESS");
    const after = data(await fx.call(BUILDING, { id: fx.buildingId }, "research"), "researchBuilding");
    expect((after.listings as Json[]).find((l) => l.id === target.id)?.status).toBe("UNAVAILABLE");
    expect(after.lastCheckedAt).toBeTypeOf("string");
    expect(after.lastCheckedAt).not.toBe(before.lastCheckedAt);
    const count = (list: Json, status: string) =>
      ((list.statusCounts as Json[]).find((c) => c.status === status)?.count as number | undefined) ?? 0;
    expect(count(after, "UNAVAILABLE")).toBe(count(before, "UNAVAILABLE") + 1);
    const [row] = await q<{ source_name: string; fields: Json[] }>(
      "select source_name, fields from listing_history where listing_id = $1 order by id desc limit 1",
      [target.id],
    );
    expect(row).toEqual({
      source_name: "research-team",
      fields: [{ field: "status", oldValue: "AVAILABLE", newValue: "UNAVAILABLE" }],
    });
    const [audit] = await q<{ action: string; before: Json; after: Json }>(
      "select action, before, after from audit_log where subject_kind = 'listing' and subject_id = $1 order by id desc limit 1",
      [target.id],
    );
    expect(audit.action).toBe("listing.change");
    // Issue 25: the audit row keeps what the fields held before, not only the change.
    expect(audit.before).toEqual({ fields: { status: "AVAILABLE" } });
    expect(audit.after).toMatchObject({ fields: { status: "UNAVAILABLE" } });
    // The other broker's market is not theirs: refused on the server.
    const refused = await fx.call(
      CHANGE_LISTING,
      { id: target.id, changes: { status: "AVAILABLE" } },
      "otherBroker",
    );
    expect(errorCode(refused)).toBe("FORBIDDEN");
  });

  it("caps every list and refuses larger or deeper requests", async () => {
    const page = data(await fx.call(BUILDINGS, { limit: 3 }, "research"), "researchBuildings");
    expect((page.buildings as Json[]).length).toBe(3);
    expect(page.hasMore).toBe(true);
    const next = data(await fx.call(BUILDINGS, { limit: 3, page: 2 }, "research"), "researchBuildings");
    const ids = (list: Json) => (list.buildings as Json[]).map((b) => (b.building as Json).id);
    expect(ids(next).some((id) => ids(page).includes(id))).toBe(false);
    const refused: [string, Record<string, unknown>][] = [
      [CONTACTS, { limit: 51 }],
      [CONTACTS, { page: 201 }],
      [CONTACTS, { page: 0 }],
      [CONTACTS, { search: "x".repeat(101) }],
      [BUILDINGS, { limit: 51 }],
      [BUILDINGS, { page: 201 }],
      [BUILDINGS, { marketId: "not-a-market" }],
      [BUILDING, { id: fx.buildingId, limit: 201 }],
    ];
    for (const [query, variables] of refused) {
      expect(errorCode(await fx.call(query, variables, "research")), JSON.stringify(variables)).toBe(
        "BAD_USER_INPUT",
      );
    }
    // A search's wildcard characters are literal: "%" matches no address.
    const wild = data(await fx.call(BUILDINGS, { search: "%" }, "research"), "researchBuildings");
    expect(wild.buildings).toEqual([]);
  });

  it("shows the demo research account's seeded status checks as the buildings' last check", async () => {
    const [seeded] = await q<{ building_id: number; changed_at: Date }>(
      `select l.building_id, max(h.changed_at) changed_at from listing_history h
       join listings l on l.id = h.listing_id join users u on u.id = h.user_id
       where u.email = 'research@squarely.test' and h.source_name = 'research-team' and h.importer_job_id is null
       group by l.building_id order by l.building_id limit 1`,
    );
    expect(seeded).toBeDefined();
    const entry = data(
      await fx.call(BUILDING, { id: String(seeded.building_id) }, "research"),
      "researchBuilding",
    );
    expect(new Date(entry.lastCheckedAt as string).getTime()).toBeGreaterThanOrEqual(
      new Date(seeded.changed_at).getTime(),
    );
  });

  it("keeps a contact to at most 50 buildings", async () => {
    const contactId = await createContact({ displayName: "Morgan Everywhere" });
    // The small test data set has fewer buildings than the cap: copies of one (no listings) make up the rest.
    await q(`insert into buildings (identity, address, slug, city, state, zip, lat, lng, market_id)
      select b.identity || '/cap-' || g, b.address, b.slug || '-cap-' || g, b.city, b.state, b.zip, b.lat, b.lng, b.market_id
      from buildings b, generate_series(1, 51) g where b.id = (select min(id) from buildings)`);
    const buildings = await q<{ id: number }>("select id from buildings order by id limit 51");
    expect(buildings.length).toBeGreaterThan(50);
    await q(
      "insert into building_contact_buildings (building_id, contact_id) select id, $1 from buildings where id = any($2::int[])",
      [Number(contactId), buildings.slice(0, 50).map((b) => b.id)],
    );
    const link = { action: "LINK", contactId, buildingId: String(buildings[50].id) };
    const job = await jobStatus(await fx.call(CHANGE_CONTACT, link, "research"));
    expect(job).toMatchObject({
      status: "ERROR",
      errors: [{ error: "A contact can be kept for at most 50 buildings." }],
    });
  });
});
