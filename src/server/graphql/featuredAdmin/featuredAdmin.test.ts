import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/accountClient";
import { type ImporterRole, importerRoles } from "../../testing/importerRoles";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";
import { errorCode } from "../../testing/tourbookRoles";

const ADMIN_LIST = `query A($marketId: ID!, $propertyType: PropertyType!) {
  adminFeaturedListings(marketId: $marketId, propertyType: $propertyType) {
    marketId propertyType max entries { id position available listing { id address status } } } }`;
const CANDIDATES = `query C($marketId: ID!, $propertyType: PropertyType!, $search: String, $limit: Int) {
  featuredListingCandidates(marketId: $marketId, propertyType: $propertyType, search: $search, limit: $limit) {
    id address status propertyType building { propertyName } } }`;
const SAVE = `mutation S($marketId: ID!, $propertyType: PropertyType!, $listingIds: [ID!]!) {
  saveFeaturedListings(marketId: $marketId, propertyType: $propertyType, listingIds: $listingIds) {
    featured { entries { listing { id } available } } error { code message field } } }`;
const PUBLIC = `query P($state: String!, $city: String!, $propertyType: PropertyType) {
  featuredListings(state: $state, city: $city, propertyType: $propertyType, limit: 24) { id } }`;
const AUDIT = `query { auditLog(filter: { action: "featuredListings.save" }, limit: 100) {
  entries { subjectKind subjectId before after actorEmail } } }`;

type Market = { id: number; state: string; slug: string };

/** Issue 13's featured listings admin: who may use it, the order it saves, and what the public pages show. */
describe.each(testBackends())("the featured listings admin on $name", (backend) => {
  let server: TestServer;
  let fx: Awaited<ReturnType<typeof importerRoles>>;
  let market: Market;
  /** AVAILABLE office listings of the market, by id. */
  let offices: string[];

  beforeAll(async () => {
    server = await startTestServer(backend, { listings: 200 });
    fx = await importerRoles(server);
    [market] = await q<Market>(
      `select m.id, m.state, m.slug from markets m join listings l on l.market_id = m.id
       where l.status = 'AVAILABLE' and l.property_type = 'office'
       group by m.id order by count(*) desc, m.id limit 1`,
    );
    offices = (
      await q<{ id: number }>(
        "select id from listings where market_id = $1 and status = 'AVAILABLE' and property_type = 'office' order by id limit 14",
        [market.id],
      )
    ).map((r) => String(r.id));
    expect(offices.length).toBeGreaterThanOrEqual(14);
  });
  afterAll(async () => {
    await server?.close();
  });

  const q = <T>(sql: string, values: unknown[] = []) =>
    server.database.query<T>(sql, values).then((r) => r.rows);
  const data = (body: Json) => body.data as Json;
  const admin = (query: string, variables: Record<string, unknown> = {}) =>
    fx.call(query, variables, "admin");
  const ids = (v: Record<string, unknown>) => ({ marketId: String(market.id), propertyType: "OFFICE", ...v });
  const save = async (listingIds: string[], propertyType = "OFFICE") =>
    data(await admin(SAVE, ids({ listingIds, propertyType }))).saveFeaturedListings as Json;
  /** What the city's office landing page gets, through the public query. */
  const publicOrder = async (propertyType = "OFFICE") =>
    (
      data(await fx.call(PUBLIC, { state: market.state, city: market.slug, propertyType }, "signedOut"))
        .featuredListings as { id: string }[]
    ).map((l) => l.id);
  const adminEntries = async () =>
    (data(await admin(ADMIN_LIST, ids({}))).adminFeaturedListings as Json).entries as {
      available: boolean;
      listing: { id: string };
    }[];

  it("refuses both queries and the save to visitors, clients, brokers and research, on the server", async () => {
    const refused: [ImporterRole, string][] = [
      ["signedOut", "UNAUTHENTICATED"],
      ["client", "FORBIDDEN"],
      ["broker", "FORBIDDEN"],
      ["otherBroker", "FORBIDDEN"],
      ["research", "FORBIDDEN"],
    ];
    const before = await publicOrder();
    for (const [role, code] of refused) {
      for (const [query, variables] of [
        [ADMIN_LIST, ids({})],
        [CANDIDATES, ids({})],
        [SAVE, ids({ listingIds: [offices[0]] })],
      ] as const) {
        const body = await fx.call(query, variables, role);
        expect(errorCode(body), `${role} ${query.slice(0, 20)}`).toBe(code);
        expect(body.data).toBeNull();
      }
    }
    expect(await publicOrder()).toEqual(before);
  });

  it("saves an order that the city's landing page shows, reorders it, and audits each save", async () => {
    const first = [offices[2], offices[0], offices[1]];
    const saved = await save(first);
    expect(saved.error).toBeNull();
    expect(
      ((saved.featured as Json).entries as { listing: { id: string } }[]).map((e) => e.listing.id),
    ).toEqual(first);
    expect(await publicOrder()).toEqual(first);

    const second = [offices[1], offices[3], offices[2]];
    expect((await save(second)).error).toBeNull();
    expect(await publicOrder()).toEqual(second);
    expect((await adminEntries()).map((e) => e.listing.id)).toEqual(second);

    const entries = (data(await admin(AUDIT)).auditLog as { entries: Json[] }).entries;
    expect(entries[0]).toEqual({
      subjectKind: "market",
      subjectId: String(market.id),
      actorEmail: "admin@squarely.test",
      before: { propertyType: "office", listingIds: first.map(Number) },
      after: { propertyType: "office", listingIds: second.map(Number) },
    });
  });

  it("keeps the other property types' featured listings as they were", async () => {
    const [retail] = await q<{ id: number }>(
      "select id from listings where market_id = $1 and status = 'AVAILABLE' and property_type = 'retail' limit 1",
      [market.id],
    );
    if (!retail) {
      await q("update listings set property_type = 'retail' where id = $1", [Number(offices[13])]);
    }
    const retailId = retail ? String(retail.id) : offices[13];
    expect((await save([retailId], "RETAIL")).error).toBeNull();
    expect((await save([offices[4], offices[5]])).error).toBeNull();
    expect(await publicOrder("RETAIL")).toEqual([retailId]);
    expect(await publicOrder()).toEqual([offices[4], offices[5]]);
    expect((await save([], "RETAIL")).error).toBeNull();
    expect(await publicOrder("RETAIL")).toEqual([]);
  });

  it("refuses a duplicate, too many, another market's, another type's or an unavailable listing, changing nothing", async () => {
    expect((await save([offices[6], offices[7]])).error).toBeNull();
    const [elsewhere] = await q<{ id: number }>(
      "select id from listings where market_id <> $1 and status = 'AVAILABLE' limit 1",
      [market.id],
    );
    const [vetting] = await q<{ id: number; address: string }>(
      "select id, address from listings where market_id = $1 and status <> 'AVAILABLE' and property_type = 'office' limit 1",
      [market.id],
    );
    const cases: [string[], string][] = [
      [[offices[6], offices[6]], "A listing can be featured only once."],
      [offices.slice(0, 13), "Feature at most 12 listings of a type in a market."],
      [[offices[6], String(elsewhere.id)], "is not an office listing of this market."],
      [["2000000000"], "Listing 2000000000 does not exist."],
    ];
    if (vetting)
      cases.push([[String(vetting.id)], `${vetting.address} is not available, so it cannot be featured.`]);
    for (const [listingIds, message] of cases) {
      const answer = await save(listingIds);
      expect(answer.featured).toBeNull();
      expect((answer.error as { message: string }).message).toContain(message);
      expect(answer.error).toMatchObject({ field: "listingIds" });
    }
    expect(await publicOrder()).toEqual([offices[6], offices[7]]);
    expect(errorCode(await admin(SAVE, ids({ listingIds: ["x"] })))).toBe("BAD_USER_INPUT");
    const unknownMarket = await admin(SAVE, ids({ marketId: "2000000000", listingIds: [] }));
    expect((data(unknownMarket).saveFeaturedListings as Json).error).toMatchObject({ code: "NOT_FOUND" });
  });

  it("drops a listing that stops being available from the public page and flags it for the admin", async () => {
    expect((await save([offices[8], offices[9], offices[10]])).error).toBeNull();
    await q("update listings set status = 'LEASE_OUT' where id = $1", [Number(offices[9])]);
    expect(await publicOrder()).toEqual([offices[8], offices[10]]);
    expect((await adminEntries()).map((e) => [e.listing.id, e.available])).toEqual([
      [offices[8], true],
      [offices[9], false],
      [offices[10], true],
    ]);
    // Saving the rest of the order again keeps it (it is already featured); removing it drops it.
    expect((await save([offices[10], offices[9], offices[8]])).error).toBeNull();
    expect(await publicOrder()).toEqual([offices[10], offices[8]]);
    expect((await save([offices[10], offices[8]])).error).toBeNull();
    expect((await adminEntries()).map((e) => e.listing.id)).toEqual([offices[10], offices[8]]);
  });

  it("searches available listings of the market and type by address or building name, capped", async () => {
    const [sample] = await q<{ id: number; address: string; property_name: string | null }>(
      `select l.id, l.address, b.property_name from listings l join buildings b on b.id = l.building_id
       where l.id = $1`,
      [Number(offices[11])],
    );
    const search = async (text: string | null, limit?: number) =>
      data(await admin(CANDIDATES, ids({ search: text, limit }))).featuredListingCandidates as {
        id: string;
        address: string;
        status: string;
        propertyType: string;
      }[];
    const byAddress = await search(sample.address.slice(0, 8).toUpperCase());
    expect(byAddress.map((l) => l.id)).toContain(offices[11]);
    expect(byAddress.every((l) => l.status === "AVAILABLE" && l.propertyType === "OFFICE")).toBe(true);
    if (sample.property_name) {
      expect((await search(sample.property_name)).map((l) => l.id)).toContain(offices[11]);
    }
    expect(await search("%")).toEqual([]);
    expect(await search(null, 5)).toHaveLength(5);
    expect(errorCode(await admin(CANDIDATES, ids({ limit: 51 })))).toBe("BAD_USER_INPUT");
    expect(errorCode(await admin(CANDIDATES, ids({ search: "x".repeat(101) })))).toBe("BAD_USER_INPUT");
  });
});
