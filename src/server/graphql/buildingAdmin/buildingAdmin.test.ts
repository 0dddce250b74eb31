import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/accountClient";
import { type ImporterRole, importerRoles } from "../../testing/importerRoles";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";
import { errorCode } from "../../testing/tourbookRoles";

const SEARCH = `query S($search: String, $limit: Int, $after: String) {
  adminBuildings(search: $search, limit: $limit, after: $after) {
    rows { listingCount building { id address propertyName market { name } neighborhood { name } } }
    hasMore endCursor } }`;
const BUILDING = `query B($id: ID!) { adminBuilding(id: $id) {
  id address lat lng path yearBuilt cmsContent { content } neighborhood { id } market { id }
  availableListings { id path } } }`;
const CHANGE = `mutation C($id: ID!, $changes: BuildingChanges!) {
  userChangeBuilding(buildingId: $id, changes: $changes) { importerJobId } }`;
const JOBS = `query J($ids: [ID!]!) { importerJobs(ids: $ids) { id status errors { error } } }`;
const PREVIEW = `query P($s: ID!, $t: ID!) { buildingMergePreview(sourceId: $s, targetId: $t) {
  preview { source { id } target { id } listings contactLinks photos floorPlans leasingManagerLinks aliases
    campaignListings surveyListings tourListings }
  error { code message field } } }`;
const MERGE = `mutation M($s: ID!, $t: ID!) { mergeBuildings(sourceId: $s, targetId: $t) {
  building { id address } error { code message field } } }`;
const HISTORY = `query H($id: ID!) { listing(id: $id) { building { id } path
  history { changes { sourceName fields { field oldValue newValue } } } } }`;

/** Issue 13's building admin: search, facts through the importer, merge with aliases and 301s. */
describe.each(testBackends())("building admin on $name", (backend) => {
  let server: TestServer;
  let fx: Awaited<ReturnType<typeof importerRoles>>;
  const q = <T>(sql: string, values: unknown[] = []) =>
    server.database.query<T>(sql, values).then((r) => r.rows);
  const data = (body: Json, field: string) => (body.data as Json | null)?.[field] as Json;

  beforeAll(async () => {
    server = await startTestServer(backend, { listings: 60 });
    fx = await importerRoles(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Two buildings of one market that both have listings, neither used by another test. */
  async function pairInOneMarket(skip: number) {
    const rows = await q<{ id: number; market_id: number }>(
      `select b.id, b.market_id from buildings b
       where exists (select 1 from listings l where l.building_id = b.id and l.status = 'AVAILABLE')
       and b.id <> $1 order by b.market_id, b.id`,
      [Number(fx.buildingId)],
    );
    const byMarket = new Map<number, number[]>();
    for (const r of rows) byMarket.set(r.market_id, [...(byMarket.get(r.market_id) ?? []), r.id]);
    const ids = [...byMarket.values()].sort((a, b) => b.length - a.length)[0];
    expect(ids.length).toBeGreaterThanOrEqual(2);
    return { source: ids[skip * 2], target: ids[skip * 2 + 1] };
  }

  it("refuses every building admin query and mutation to non-admins, on the server", async () => {
    const refused: [ImporterRole, string][] = [
      ["signedOut", "UNAUTHENTICATED"],
      ["client", "FORBIDDEN"],
      ["broker", "FORBIDDEN"],
      ["otherBroker", "FORBIDDEN"],
      ["research", "FORBIDDEN"],
    ];
    const id = fx.buildingId;
    for (const [role, code] of refused) {
      for (const [query, variables] of [
        [SEARCH, {}],
        [BUILDING, { id }],
        [PREVIEW, { s: id, t: "1" }],
        [MERGE, { s: id, t: "1" }],
      ] as const) {
        expect(errorCode(await fx.call(query, variables, role)), `${role} ${query.slice(0, 20)}`).toBe(code);
      }
      // The admin-only building fields: even a broker of the market, who may change the others.
      for (const changes of [{ lat: 40.7 }, { cmsContent: "x" }, { neighborhoodId: "1" }]) {
        expect(errorCode(await fx.call(CHANGE, { id, changes }, role)), role).toBe(code);
      }
    }
    const plain = await fx.call(CHANGE, { id, changes: { floors: 31 } }, "broker");
    expect(data(plain, "userChangeBuilding").importerJobId).toBeTypeOf("string");
  });

  it("searches by address, property name, market and neighbourhood, by address, in capped pages", async () => {
    const [b] = await q<{ address: string; market: string; hood: string }>(
      `select b.address, m.name market, n.name hood from buildings b join markets m on m.id = b.market_id
       join neighborhoods n on n.id = b.neighborhood_id order by b.id limit 1`,
    );
    for (const search of [b.address.slice(0, 8), b.market, b.hood]) {
      const page = data(await fx.call(SEARCH, { search, limit: 50 }, "admin"), "adminBuildings");
      expect(page.rows.length, search).toBeGreaterThan(0);
    }
    await q("update buildings set property_name = 'The Quillfeather Tower' where id = $1", [
      Number(fx.buildingId),
    ]);
    const named = data(await fx.call(SEARCH, { search: "quillfeather" }, "admin"), "adminBuildings");
    expect(named.rows.map((r: Json) => r.building.id)).toEqual([fx.buildingId]);
    expect(named.rows[0].listingCount).toBe(fx.buildingListingCount);
    // `%` is a character, not a pattern.
    expect(data(await fx.call(SEARCH, { search: "%" }, "admin"), "adminBuildings").rows).toEqual([]);

    const first = data(await fx.call(SEARCH, { limit: 5 }, "admin"), "adminBuildings");
    expect(first.rows).toHaveLength(5);
    expect(first.hasMore).toBe(true);
    const second = data(
      await fx.call(SEARCH, { limit: 5, after: first.endCursor }, "admin"),
      "adminBuildings",
    );
    const addresses = [...first.rows, ...second.rows].map((r: Json) => r.building.address as string);
    expect(addresses).toEqual([...addresses].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    expect(new Set([...first.rows, ...second.rows].map((r: Json) => r.building.id)).size).toBe(10);

    // The worst a caller can ask: more than 50, or a long search, is refused before any work.
    for (const variables of [{ limit: 51 }, { search: "x".repeat(101) }, { after: "y".repeat(601) }]) {
      expect(errorCode(await fx.call(SEARCH, variables, "admin"))).toBe("BAD_USER_INPUT");
    }
  });

  it("saves the admin's fields through the importer: place copied to listings, history with the admin source", async () => {
    const id = fx.buildingId;
    const before = data(await fx.call(BUILDING, { id }, "admin"), "adminBuilding");
    const [other] = await q<{ id: number }>(
      "select id from neighborhoods where market_id = $1 and id <> $2 order by id limit 1",
      [Number(before.market.id), Number(before.neighborhood?.id ?? 0)],
    );
    const changes = {
      lat: 40.712345,
      lng: -74.001234,
      neighborhoodId: String(other.id),
      cmsContent: "## About\n\nA fine building.",
      yearBuilt: 1931,
      classification: "A",
    };
    const saved = await fx.call(CHANGE, { id, changes }, "admin");
    const jobs = data(
      await fx.call(JOBS, { ids: [data(saved, "userChangeBuilding").importerJobId] }, "admin"),
      "importerJobs",
    );
    expect(jobs[0].status).toBe("SUCCESS");
    const after = data(await fx.call(BUILDING, { id }, "admin"), "adminBuilding");
    expect(after).toMatchObject({ lat: 40.712345, lng: -74.001234, yearBuilt: 1931 });
    expect(after.neighborhood.id).toBe(String(other.id));
    expect(after.cmsContent.content).toBe(changes.cmsContent);
    const listings = await q<{ lat: number; neighborhood_id: number }>(
      "select lat, neighborhood_id from listings where building_id = $1",
      [Number(id)],
    );
    expect(listings.every((l) => l.lat === 40.712345 && l.neighborhood_id === other.id)).toBe(true);
    const history = data(await fx.call(HISTORY, { id: fx.listingId }, "admin"), "listing").history.changes;
    const change = history.find((c: Json) => c.fields.some((f: Json) => f.field === "building.lat"));
    expect(change.sourceName).toBe("admin");

    // A neighbourhood of another market, and coordinates off the globe, are refused.
    const [foreign] = await q<{ id: number }>("select id from neighborhoods where market_id <> $1 limit 1", [
      Number(before.market.id),
    ]);
    const refused = await fx.call(CHANGE, { id, changes: { neighborhoodId: String(foreign.id) } }, "admin");
    const job = data(
      await fx.call(JOBS, { ids: [data(refused, "userChangeBuilding").importerJobId] }, "admin"),
      "importerJobs",
    )[0];
    expect(job.status).toBe("ERROR");
    expect(job.errors[0].error).toContain("neighbourhood of the building's market");
    expect(errorCode(await fx.call(CHANGE, { id, changes: { lat: 91 } }, "admin"))).toBe("BAD_USER_INPUT");
  });

  it("previews and merges a duplicate in one transaction; its old pages answer 301", async () => {
    const { source, target } = await pairInOneMarket(0);
    // Something of every kind on the duplicate: a contact link, a photo, a leasing-manager link.
    const [contact] = await q<{ id: number }>(
      "insert into building_contacts (display_name) values ('Merge Agent') returning id",
    );
    await q("insert into building_contact_buildings (building_id, contact_id) values ($1, $2)", [
      source,
      contact.id,
    ]);
    await q(
      `insert into image_uploads (attached_to_kind, attached_to_id, status, is_cover, position)
       values ('BUILDING', $1, 'READY', true, 0)`,
      [source],
    );
    const [manager] = await q<{ id: number }>(
      `insert into leasing_managers (first_name, last_name, email) values ('Mo', 'Verr', 'mo@example.com') returning id`,
    );
    await q("insert into leasing_manager_buildings (leasing_manager_id, building_id) values ($1, $2)", [
      manager.id,
      source,
    ]);
    const moving = await q<{ id: number }>(
      "select id from listings where building_id = $1 order by status = 'AVAILABLE' desc, id",
      [source],
    );
    const [counts] = await q<{ contacts: number; photos: number; managers: number }>(
      `select (select count(*)::int from building_contact_buildings where building_id = $1) contacts,
        (select count(*)::int from leasing_manager_buildings where building_id = $1) managers,
        (select count(*)::int from image_uploads where attached_to_kind = 'BUILDING' and attached_to_id = $1) photos`,
      [source],
    );

    const preview = data(
      await fx.call(PREVIEW, { s: String(source), t: String(target) }, "admin"),
      "buildingMergePreview",
    );
    expect(preview.error).toBeNull();
    expect(preview.preview).toMatchObject({
      listings: moving.length,
      contactLinks: counts.contacts,
      photos: counts.photos,
      leasingManagerLinks: counts.managers,
    });

    const oldPage = data(await fx.call(BUILDING, { id: String(source) }, "admin"), "adminBuilding");
    const oldListing = data(await fx.call(HISTORY, { id: String(moving[0].id) }, "admin"), "listing");
    const merged = data(
      await fx.call(MERGE, { s: String(source), t: String(target) }, "admin"),
      "mergeBuildings",
    );
    expect(merged.error).toBeNull();
    expect(merged.building.id).toBe(String(target));

    expect(await q("select id from buildings where id = $1", [source])).toEqual([]);
    const [after] = await q<{
      listings: number;
      contacts: number;
      photos: number;
      managers: number;
      covers: number;
    }>(
      `select (select count(*)::int from listings where building_id = $1 and id = any($2::int[])) listings,
        (select count(*)::int from building_contact_buildings where building_id = $1 and contact_id = $3) contacts,
        (select count(*)::int from image_uploads where attached_to_kind = 'BUILDING' and attached_to_id = $1) photos,
        (select count(*)::int from image_uploads where attached_to_kind = 'BUILDING' and attached_to_id = $1 and is_cover) covers,
        (select count(*)::int from leasing_manager_buildings where building_id = $1 and leasing_manager_id = $4) managers`,
      [target, `{${moving.map((m) => m.id).join(",")}}`, contact.id, manager.id],
    );
    expect(after).toMatchObject({ listings: moving.length, contacts: 1, managers: 1 });
    expect(after.photos).toBeGreaterThanOrEqual(counts.photos);
    expect(after.covers).toBeLessThanOrEqual(1);
    const aliases = await q<{ building_id: number; former_building_id: number }>(
      "select building_id, former_building_id from building_aliases where former_building_id = $1",
      [source],
    );
    expect(aliases).toEqual([{ building_id: target, former_building_id: source }]);
    const moved = data(await fx.call(HISTORY, { id: String(moving[0].id) }, "admin"), "listing");
    expect(moved.building.id).toBe(String(target));
    expect(
      moved.history.changes.some((c: Json) => c.sourceName === "admin" && c.fields[0].field === "building"),
    ).toBe(true);
    const [audit] = await q<{ action: string; subject_id: string }>(
      "select action, subject_id from audit_log where action = 'building.merge' order by id desc limit 1",
    );
    expect(audit).toEqual({ action: "building.merge", subject_id: String(target) });

    // The duplicate's page and its listings' old paths answer 301 to where they went; the new ones work.
    const targetPage = data(await fx.call(BUILDING, { id: String(target) }, "admin"), "adminBuilding");
    const get = (path: string) => fetch(`${server.url}${path}`, { redirect: "manual" });
    const res = await get(oldPage.path);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(targetPage.path);
    const listingRes = await get(oldListing.path);
    expect(listingRes.status).toBe(301);
    expect(listingRes.headers.get("location")).toBe(moved.path);
    expect(moved.path.startsWith(targetPage.path.replace("/buildings/", "/listings/"))).toBe(true);
    expect((await get(moved.path)).status).toBe(200);
  });

  it("refuses merging into itself, across markets or a missing building; a failed merge moves nothing", async () => {
    const { source, target } = await pairInOneMarket(0);
    const [foreign] = await q<{ id: number }>(
      "select id from buildings where market_id <> (select market_id from buildings where id = $1) limit 1",
      [source],
    );
    const cases: [number, number, string][] = [
      [source, source, "SAME_BUILDING"],
      [source, foreign.id, "CROSS_MARKET"],
      [source, 999_999_999, "NOT_FOUND"],
    ];
    for (const [s, t, code] of cases) {
      const vars = { s: String(s), t: String(t) };
      expect(data(await fx.call(PREVIEW, vars, "admin"), "buildingMergePreview").error.code).toBe(code);
      expect(data(await fx.call(MERGE, vars, "admin"), "mergeBuildings").error.code).toBe(code);
    }
    // An alias already holds the duplicate's identity: the merge fails at its last steps, and the
    // listings it had moved by then are back on the duplicate.
    const [src] = await q<{ identity: string; market_id: number }>(
      "select identity, market_id from buildings where id = $1",
      [source],
    );
    await q(
      `insert into building_aliases (building_id, market_id, slug, identity, former_building_id)
       values ($1, $2, 'blocking-alias', $3, 1)`,
      [target, src.market_id, src.identity],
    );
    const before = await q("select id from listings where building_id = $1 order by id", [source]);
    const failed = await fx.call(MERGE, { s: String(source), t: String(target) }, "admin");
    expect(failed.errors).toBeDefined();
    expect(JSON.stringify(failed)).not.toContain("at ");
    expect(await q("select id from listings where building_id = $1 order by id", [source])).toEqual(before);
    expect(await q("select id from buildings where id = $1", [source])).toHaveLength(1);
  });
});
