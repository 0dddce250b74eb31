import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/accountClient";
import { type ImporterRole, importerRoles } from "../../testing/importerRoles";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";
import { errorCode } from "../../testing/tourbookRoles";

const CHANGE_LISTING = `mutation L($id: ID!, $changes: ListingChanges!) {
  userChangeListing(listingId: $id, changes: $changes) { importerJobId } }`;
const CHANGE_BUILDING = `mutation B($id: ID!, $changes: BuildingChanges!) {
  userChangeBuilding(buildingId: $id, changes: $changes) { importerJobId } }`;
const CHANGE_INSIGHT = `mutation I($id: ID!, $insightId: ID, $content: String!) {
  userChangeBrokerInsight(listingId: $id, insightId: $insightId, content: $content) { importerJobId } }`;
const CHANGE_CONTACT = `mutation C($id: ID!, $contactId: ID, $action: ContactAction!, $changes: ContactChanges) {
  userChangeContact(buildingId: $id, contactId: $contactId, action: $action, changes: $changes) { importerJobId } }`;
const JOBS = `query J($ids: [ID!]!) { importerJobs(ids: $ids) {
  id status lastStage lastStageInput listingIdentity errors { error } listing { id } } }`;
const LISTING = `query R($id: ID!) { listing(id: $id) {
  squareFeet brokerNotes privateFloor tour3dModelId updatedAt dataChangedAt
  brokerInsights { id content author { displayName } }
  history { changes { sourceName fields { field oldValue newValue } contacts { created updated deleted } subleaseContact } }
  building { yearBuilt contacts { id displayName email } } } }`;

const WRITERS: ImporterRole[] = ["broker", "research", "admin"];
const REFUSED: [ImporterRole, string][] = [
  ["signedOut", "UNAUTHENTICATED"],
  ["client", "FORBIDDEN"],
  ["otherBroker", "FORBIDDEN"],
];

/** Issue 12: the save mutations and importerJobs, every role, the job statuses and the history. */
describe.each(testBackends())("saving records through importer jobs on $name", (backend) => {
  let server: TestServer;
  let fx: Awaited<ReturnType<typeof importerRoles>>;

  beforeAll(async () => {
    server = await startTestServer(backend, { listings: 40 });
    fx = await importerRoles(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  const data = (body: Json, field: string) => (body.data as Json | null)?.[field] as Json;
  async function jobOf(body: Json, field: string, role: ImporterRole): Promise<Json> {
    const id = data(body, field)?.importerJobId;
    expect(id, JSON.stringify(body)).toBeTypeOf("string");
    const jobs = await fx.call(JOBS, { ids: [id] }, role);
    return (data(jobs, "importerJobs") as unknown as Json[])[0];
  }
  const listing = async (role: ImporterRole = "broker") =>
    data(await fx.call(LISTING, { id: fx.listingId }, role), "listing");

  it("lets brokers of the market, research and admins change a listing, and refuses the others", async () => {
    for (const role of WRITERS) {
      const body = await fx.call(
        CHANGE_LISTING,
        { id: fx.listingId, changes: { brokerNotes: `by ${role}` } },
        role,
      );
      const job = await jobOf(body, "userChangeListing", role);
      expect(job).toMatchObject({
        status: "SUCCESS",
        lastStage: "apply",
        errors: [],
        listing: { id: fx.listingId },
      });
    }
    for (const [role, code] of REFUSED) {
      const body = await fx.call(CHANGE_LISTING, { id: fx.listingId, changes: { brokerNotes: "no" } }, role);
      expect(errorCode(body)).toBe(code);
    }
    expect((await listing()).brokerNotes).toBe("by admin");
  });

  it("writes the change and its history, and moves dataChangedAt only for renter-visible facts", async () => {
    const before = await listing();
    const body = await fx.call(
      CHANGE_LISTING,
      { id: fx.listingId, changes: { privateFloor: "7 (real)" } },
      "broker",
    );
    expect((await jobOf(body, "userChangeListing", "broker")).status).toBe("SUCCESS");
    const mid = await listing();
    expect(mid.dataChangedAt).toBe(before.dataChangedAt);
    expect(mid.updatedAt).not.toBe(before.updatedAt);

    const size = (before.squareFeet as number) + 100;
    const sized = await fx.call(
      CHANGE_LISTING,
      { id: fx.listingId, changes: { squareFeet: size } },
      "broker",
    );
    expect((await jobOf(sized, "userChangeListing", "broker")).status).toBe("SUCCESS");
    const after = await listing();
    expect(after.squareFeet).toBe(size);
    expect(after.dataChangedAt).not.toBe(before.dataChangedAt);
    const changes = (after.history as Json).changes as Json[];
    const last = changes.at(-1) as Json;
    expect(last.sourceName).toBe("broker-edit");
    expect((last.fields as Json[])[0]).toEqual({
      field: "squareFeet",
      oldValue: String(before.squareFeet),
      newValue: String(size),
    });
    // A new size moves the figures derived from it (issue 25): the history says so too.
    for (const f of (last.fields as Json[]).slice(1)) expect(f.field).toMatch(/Psf$|MonthlyPrice$/);
  });

  it("answers DUPLICATE for a change that alters nothing, and ERROR for one the job refuses", async () => {
    // The note this test saves first: the same change then alters nothing, whatever ran before.
    const same = { id: fx.listingId, changes: { brokerNotes: "saved twice" } };
    const saved = await jobOf(await fx.call(CHANGE_LISTING, same, "admin"), "userChangeListing", "admin");
    expect(saved.status).toBe("SUCCESS");
    const dup = await jobOf(await fx.call(CHANGE_LISTING, same, "admin"), "userChangeListing", "admin");
    expect(dup).toMatchObject({ status: "DUPLICATE", lastStage: "duplicates" });
    expect((dup.errors as Json[])[0].error).toMatch(/already saved/);

    const otherContact = await fx.contactOfAnotherBuilding();
    const bad = { id: fx.listingId, changes: { subleaseContactId: otherContact } };
    const job = await jobOf(await fx.call(CHANGE_LISTING, bad, "broker"), "userChangeListing", "broker");
    expect(job).toMatchObject({ status: "ERROR", lastStage: "match" });
    expect(job.errors).toEqual([{ error: "subleaseContactId: Choose one of the building's contacts." }]);
  });

  it("refuses invalid input with BAD_USER_INPUT naming the field, and unknown records with NOT_FOUND", async () => {
    const cases: Record<string, unknown>[] = [
      { squareFeet: 0 },
      { status: null },
      { leaseTerm: "FOREVER" },
      { description: "x".repeat(5001) },
      { tour3dModelId: "../../etc" },
      { amenities: Array.from({ length: 51 }, (_, i) => `a${i}`) },
      {},
    ];
    for (const changes of cases) {
      const body = await fx.call(CHANGE_LISTING, { id: fx.listingId, changes }, "broker");
      expect(errorCode(body), JSON.stringify(changes)).toBe("BAD_USER_INPUT");
    }
    const field = await fx.call(CHANGE_LISTING, { id: fx.listingId, changes: { squareFeet: 0 } }, "broker");
    expect((field.errors as Json[])[0].extensions).toMatchObject({
      fields: [{ path: "changes.squareFeet" }],
    });
    const missing = await fx.call(CHANGE_LISTING, { id: "999999", changes: { squareFeet: 10 } }, "broker");
    expect(errorCode(missing)).toBe("NOT_FOUND");
  });

  it("shows a job to its author and to admins only, at most 100 ids", async () => {
    const body = await fx.call(
      CHANGE_LISTING,
      { id: fx.listingId, changes: { brokerNotes: "mine" } },
      "broker",
    );
    const id = data(body, "userChangeListing").importerJobId;
    for (const [role, count] of [
      ["broker", 1],
      ["admin", 1],
      ["research", 0],
      ["client", 0],
      ["otherBroker", 0],
    ] as const) {
      const jobs = await fx.call(JOBS, { ids: [id] }, role);
      expect((data(jobs, "importerJobs") as unknown as Json[]).length, role).toBe(count);
    }
    expect(errorCode(await fx.call(JOBS, { ids: [id] }, "signedOut"))).toBe("UNAUTHENTICATED");
    const many = Array.from({ length: 101 }, (_, i) => String(i + 1));
    expect(errorCode(await fx.call(JOBS, { ids: many }, "admin"))).toBe("BAD_USER_INPUT");
  });

  it("tells each viewer whether they may edit the listing and each insight", async () => {
    const query = `query V($id: ID!) { listing(id: $id) { viewerCanEdit brokerInsights { viewerCanEdit } } }`;
    const expected = {
      signedOut: false,
      client: false,
      otherBroker: false,
      broker: true,
      research: true,
      admin: true,
    };
    for (const [role, can] of Object.entries(expected)) {
      const seen = data(await fx.call(query, { id: fx.listingId }, role as ImporterRole), "listing");
      expect(seen.viewerCanEdit, role).toBe(can);
    }
    const add = { id: fx.listingId, content: `Broker's own view (${Date.now()})` };
    expect(
      (await jobOf(await fx.call(CHANGE_INSIGHT, add, "broker"), "userChangeBrokerInsight", "broker")).status,
    ).toBe("SUCCESS");
    const own = data(await fx.call(query, { id: fx.listingId }, "broker"), "listing")
      .brokerInsights as Json[];
    expect(own.some((i) => i.viewerCanEdit === true)).toBe(true);
  });

  it("never shows private fields to non-brokers, and the 3D tour model id to everyone", async () => {
    const body = await fx.call(
      CHANGE_LISTING,
      { id: fx.listingId, changes: { tour3dModelId: "SxQL3iGyoDo" } },
      "broker",
    );
    expect((await jobOf(body, "userChangeListing", "broker")).status).toBe("SUCCESS");
    for (const role of ["signedOut", "client", "research"] as const) {
      const seen = await listing(role);
      expect(seen, role).toMatchObject({
        brokerNotes: null,
        privateFloor: null,
        history: null,
        brokerInsights: null,
      });
      expect(seen.tour3dModelId).toBe("SxQL3iGyoDo");
    }
  });

  it("changes a building for its market's brokers, with a history row on each of its listings", async () => {
    for (const [role, code] of REFUSED) {
      const body = await fx.call(CHANGE_BUILDING, { id: fx.buildingId, changes: { yearBuilt: 1931 } }, role);
      expect(errorCode(body)).toBe(code);
    }
    const body = await fx.call(
      CHANGE_BUILDING,
      { id: fx.buildingId, changes: { yearBuilt: 1931 } },
      "broker",
    );
    expect((await jobOf(body, "userChangeBuilding", "broker")).status).toBe("SUCCESS");
    const after = await listing();
    expect((after.building as Json).yearBuilt).toBe(1931);
    expect(((after.history as Json).changes as Json[]).at(-1)).toMatchObject({
      fields: [{ field: "building.yearBuilt", newValue: "1931" }],
    });
    const rows = await server.database.query<{ n: number }>(
      `select count(*)::int n from listing_history h join listings l on l.id = h.listing_id
       where l.building_id = $1 and h.fields @> '[{"field":"building.yearBuilt"}]'`,
      [fx.buildingId],
    );
    expect(rows.rows[0].n).toBe(fx.buildingListingCount);
  });

  it("creates, updates and removes a building contact, and counts them in history", async () => {
    expect(
      errorCode(
        await fx.call(
          CHANGE_CONTACT,
          { id: fx.buildingId, action: "CREATE", changes: { displayName: "X" } },
          "client",
        ),
      ),
    ).toBe("FORBIDDEN");
    const create = {
      id: fx.buildingId,
      action: "CREATE",
      changes: { displayName: "Dana Leasing", email: "dana@example.test" },
    };
    expect(
      (await jobOf(await fx.call(CHANGE_CONTACT, create, "broker"), "userChangeContact", "broker")).status,
    ).toBe("SUCCESS");
    expect(
      (await jobOf(await fx.call(CHANGE_CONTACT, create, "broker"), "userChangeContact", "broker")).status,
    ).toBe("DUPLICATE");
    const contacts = () => listing().then((l) => (l.building as Json).contacts as Json[]);
    const dana = (await contacts()).find((c) => c.displayName === "Dana Leasing") as Json;
    const update = {
      id: fx.buildingId,
      contactId: dana.id,
      action: "UPDATE",
      changes: { email: "dana@leasing.example.test" },
    };
    expect(
      (await jobOf(await fx.call(CHANGE_CONTACT, update, "research"), "userChangeContact", "research"))
        .status,
    ).toBe("SUCCESS");
    expect((await contacts()).find((c) => c.id === dana.id)?.email).toBe("dana@leasing.example.test");
    const remove = { id: fx.buildingId, contactId: dana.id, action: "DELETE" };
    expect(
      (await jobOf(await fx.call(CHANGE_CONTACT, remove, "broker"), "userChangeContact", "broker")).status,
    ).toBe("SUCCESS");
    expect((await contacts()).some((c) => c.id === dana.id)).toBe(false);
    const changes = ((await listing()).history as Json).changes as Json[];
    expect(changes.slice(-3).map((c) => c.contacts)).toEqual([
      { created: 1, updated: 0, deleted: 0 },
      { created: 0, updated: 1, deleted: 0 },
      { created: 0, updated: 0, deleted: 1 },
    ]);
    const noName = { id: fx.buildingId, action: "CREATE", changes: { email: "x@example.test" } };
    expect(errorCode(await fx.call(CHANGE_CONTACT, noName, "broker"))).toBe("BAD_USER_INPUT");
  });

  it("sets a sublease contact from the building's contacts, and keeps one in use from being removed", async () => {
    const create = { id: fx.buildingId, action: "CREATE", changes: { displayName: "Sam Sublet" } };
    await jobOf(await fx.call(CHANGE_CONTACT, create, "broker"), "userChangeContact", "broker");
    const sam = ((await listing()).building as Json).contacts as Json[];
    const samId = sam.find((c) => c.displayName === "Sam Sublet")?.id;
    const set = { id: fx.listingId, changes: { subleaseContactId: samId } };
    expect(
      (await jobOf(await fx.call(CHANGE_LISTING, set, "broker"), "userChangeListing", "broker")).status,
    ).toBe("SUCCESS");
    expect(((await listing()).history as Json).changes as Json[]).toContainEqual(
      expect.objectContaining({ subleaseContact: "Sam Sublet" }),
    );
    const remove = { id: fx.buildingId, contactId: samId, action: "DELETE" };
    const refused = await jobOf(
      await fx.call(CHANGE_CONTACT, remove, "broker"),
      "userChangeContact",
      "broker",
    );
    expect(refused).toMatchObject({ status: "ERROR", lastStage: "duplicates" });
    expect((refused.errors as Json[])[0].error).toMatch(/sublease contact: choose another one first/);
    const clear = { id: fx.listingId, changes: { subleaseContactId: null } };
    expect(
      (await jobOf(await fx.call(CHANGE_LISTING, clear, "broker"), "userChangeListing", "broker")).status,
    ).toBe("SUCCESS");
    expect(
      (await jobOf(await fx.call(CHANGE_CONTACT, remove, "broker"), "userChangeContact", "broker")).status,
    ).toBe("SUCCESS");
  });

  it("adds broker insights with their author, and lets only the author, research and admins edit one", async () => {
    for (const [role, code] of REFUSED) {
      expect(errorCode(await fx.call(CHANGE_INSIGHT, { id: fx.listingId, content: "hi" }, role))).toBe(code);
    }
    const add = { id: fx.listingId, content: "Landlord will take a 3-year term." };
    expect(
      (await jobOf(await fx.call(CHANGE_INSIGHT, add, "admin"), "userChangeBrokerInsight", "admin")).status,
    ).toBe("SUCCESS");
    const insight = ((await listing()).brokerInsights as Json[]).find(
      (i) => i.content === add.content,
    ) as Json;
    expect((insight.author as Json).displayName).toBeTruthy();
    const edit = { id: fx.listingId, insightId: insight.id, content: "Landlord will take a 2-year term." };
    expect(errorCode(await fx.call(CHANGE_INSIGHT, edit, "broker"))).toBe("FORBIDDEN");
    expect(
      (await jobOf(await fx.call(CHANGE_INSIGHT, edit, "research"), "userChangeBrokerInsight", "research"))
        .status,
    ).toBe("SUCCESS");
    const history = ((await listing()).history as Json).changes as Json[];
    expect(history.at(-1)).toMatchObject({
      sourceName: "research-team",
      fields: [{ field: "brokerInsight", oldValue: add.content, newValue: edit.content }],
    });
  });
});
