import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sizeRangeForTeam } from "../../../common/teamSpace";
import { availableBy } from "../../services/search/searchSql";
import type { Json } from "../../testing/accountClient";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";

const SEARCH = `query Search($input: SearchInput!) {
  search(input: $input) {
    totalCount page pageCount limit offset unknownNeighborhoods averageYearlyPricePerFoot
    sizeRange { min max }
    market { slug }
    neighborhoods { slug }
    listings {
      id propertyType squareFeet psf monthlyPrice priceIsEstimated dateAvailable leaseType
      neighborhood { id slug } building { id lat lng } path
    }
    facets { neighborhood { id slug } count }
    markers { lat lng listingIds building { id } }
  } }`;

const NY = { state: "ny", citySlug: "new-york" };
/** NY's AVAILABLE offices, the base of most expectations. */
const NY_OFFICES = `l.status = 'AVAILABLE' and l.property_type = 'office'
  and l.market_id = (select id from markets where state = 'ny' and slug = 'new-york')`;

describe.each(testBackends())("search on $name", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { listings: 600 });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function post(input: Record<string, unknown>): Promise<{ status: number; body: Json }> {
    const res = await server.graphql({ query: SEARCH, variables: { input } });
    return { status: res.status, body: await res.json() };
  }
  async function search(input: Record<string, unknown>): Promise<Json> {
    const { body } = await post(input);
    expect(body.errors).toBeUndefined();
    return body.data.search;
  }
  async function ids(where: string, order = "l.id"): Promise<string[]> {
    const { rows } = await server.database.query<{ id: number }>(
      `select l.id from listings l where ${where} order by ${order}`,
    );
    return rows.map((r) => String(r.id));
  }
  /** Every page of a search, concatenated. */
  async function allPages(input: Record<string, unknown>, limit = 48): Promise<Json[]> {
    const out: Json[] = [];
    for (let page = 1; ; page++) {
      const result = await search({ ...input, limit, page });
      out.push(...result.listings);
      if (page >= result.pageCount) return out;
    }
  }

  it("finds the market's AVAILABLE offices, 12 a page by default, with counts, facets and markers", async () => {
    const expected = await ids(NY_OFFICES);
    expect(expected.length).toBeGreaterThan(24);
    const result = await search(NY);
    expect(result).toMatchObject({
      totalCount: expected.length,
      page: 1,
      limit: 12,
      offset: 0,
      pageCount: Math.ceil(expected.length / 12),
      unknownNeighborhoods: [],
      neighborhoods: [],
      sizeRange: { min: null, max: null },
      market: { slug: "new-york" },
    });
    expect(result.listings).toHaveLength(12);
    for (const l of result.listings) {
      expect(expected).toContain(l.id);
      expect(l.propertyType).toBe("OFFICE");
      expect(l.path).toMatch(/^\/listings\/ny\/new-york\/\d+\/[a-z0-9-]+\/[0-9][a-z0-9-]*\/[a-z0-9-]+$/);
    }
    // Facets list every neighbourhood of the market and add up to the total.
    const { rows } = await server.database.query<{ n: number }>(
      "select count(*)::int as n from neighborhoods where market_id = (select id from markets where slug = 'new-york')",
    );
    expect(result.facets).toHaveLength(rows[0].n);
    expect(result.facets.reduce((s: number, f: Json) => s + f.count, 0)).toBe(result.totalCount);
    expect(result.averageYearlyPricePerFoot).toBeGreaterThan(0);
    // Markers: one per building of the page, carrying exactly the page's listings.
    const markerIds = result.markers.flatMap((m: Json) => m.listingIds).sort();
    expect(markerIds).toEqual(result.listings.map((l: Json) => l.id).sort());
    for (const m of result.markers) {
      const own = result.listings.filter((l: Json) => m.listingIds.includes(l.id));
      expect(own.every((l: Json) => l.building.id === m.building.id && l.building.lat === m.lat)).toBe(true);
    }
  });

  it("pages through every result once, in the RECOMMENDED order (accurate price first, then newest)", async () => {
    const expected = await ids(NY_OFFICES, "(l.accurate_psf is null), l.created_at desc, l.id desc");
    const seen = await allPages(NY, 7);
    expect(seen.map((l) => l.id)).toEqual(expected);
  });

  it.each([
    ["NEWEST", "l.created_at desc, l.id desc", {}],
    ["PRICE_LOW_TO_HIGH", "l.psf asc nulls last, l.id asc", {}],
    ["PRICE_HIGH_TO_LOW", "l.psf desc nulls last, l.id desc", {}],
    ["PRICE_LOW_TO_HIGH", "l.monthly_price asc nulls last, l.id asc", { priceUnit: "PER_MONTH" }],
    ["SIZE_SMALL_TO_LARGE", "l.square_feet asc, l.id asc", {}],
    ["SIZE_LARGE_TO_SMALL", "l.square_feet desc, l.id desc", {}],
  ])("sorts %s (%s)", async (sort, order, extra) => {
    const expected = await ids(NY_OFFICES, order);
    const seen = await allPages({ ...NY, ...extra, sort });
    expect(seen.map((l) => l.id)).toEqual(expected);
  });

  it("limits to neighbourhoods, ignores unknown slugs and keeps the facets of every neighbourhood", async () => {
    const unfiltered = await search(NY);
    const two = unfiltered.facets
      .filter((f: Json) => f.count > 0)
      .slice(0, 2)
      .map((f: Json) => f.neighborhood);
    const result = await search({
      ...NY,
      neighborhoods: [two[0].slug, "atlantis", two[1].slug.toUpperCase()],
    });
    expect(result.unknownNeighborhoods).toEqual(["atlantis"]);
    expect(result.neighborhoods.map((n: Json) => n.slug).sort()).toEqual([two[0].slug, two[1].slug].sort());
    const expected = await ids(`${NY_OFFICES} and l.neighborhood_id in (${two[0].id}, ${two[1].id})`);
    expect(result.totalCount).toBe(expected.length);
    const selected = result.facets.filter((f: Json) => two.some((n: Json) => n.id === f.neighborhood.id));
    expect(selected.reduce((s: number, f: Json) => s + f.count, 0)).toBe(result.totalCount);
    expect(result.facets).toEqual(unfiltered.facets);
    for (const l of result.listings) expect([two[0].id, two[1].id]).toContain(l.neighborhood.id);

    const onlyUnknown = await search({ ...NY, neighborhoods: ["atlantis"] });
    expect(onlyUnknown.totalCount).toBe(unfiltered.totalCount);
    expect(onlyUnknown.unknownNeighborhoods).toEqual(["atlantis"]);
  });

  it("turns a headcount into the team-size rule's range (48 people: 5,760-9,000 SF); explicit square feet win", async () => {
    const rule = sizeRangeForTeam(48);
    expect(rule).toEqual({ min: 5760, max: 9000 });
    const byHeadcount = await search({ ...NY, numEmployees: 48, limit: 48 });
    expect(byHeadcount.sizeRange).toEqual(rule);
    expect(byHeadcount.totalCount).toBe(
      (await ids(`${NY_OFFICES} and l.square_feet between 5760 and 9000`)).length,
    );
    for (const l of byHeadcount.listings) expect(l.squareFeet).toBeGreaterThanOrEqual(5760);
    for (const l of byHeadcount.listings) expect(l.squareFeet).toBeLessThanOrEqual(9000);

    const explicit = await search({ ...NY, numEmployees: 20, minSquareFeet: 6000 });
    expect(explicit.sizeRange).toEqual({ min: 6000, max: null });
    expect(explicit.totalCount).toBe((await ids(`${NY_OFFICES} and l.square_feet >= 6000`)).length);
  });

  it("filters by price per SF per year or per month", async () => {
    const perSf = await search({ ...NY, minPrice: 50, maxPrice: 90, limit: 48 });
    expect(perSf.totalCount).toBe((await ids(`${NY_OFFICES} and l.psf between 50 and 90`)).length);
    expect(perSf.totalCount).toBeGreaterThan(0);
    for (const l of perSf.listings) expect(l.psf >= 50 && l.psf <= 90).toBe(true);

    const monthly = await search({ ...NY, priceUnit: "PER_MONTH", maxPrice: 20_000, limit: 48 });
    expect(monthly.totalCount).toBe((await ids(`${NY_OFFICES} and l.monthly_price <= 20000`)).length);
    expect(monthly.totalCount).toBeGreaterThan(0);
    for (const l of monthly.listings) expect(l.monthlyPrice).toBeLessThanOrEqual(20_000);
  });

  it("filters by lease type, availability, property type and map bounds", async () => {
    const sublease = await search({ ...NY, leaseTypes: ["SUBLEASE", "LICENSE_AGREEMENT"], limit: 48 });
    expect(sublease.totalCount).toBe(
      (await ids(`${NY_OFFICES} and l.lease_type in ('SUBLEASE', 'LICENSE_AGREEMENT')`)).length,
    );
    for (const l of sublease.listings) expect(l.leaseType).not.toBe("DIRECT");

    const today = availableBy("NOW", new Date())!;
    const now = await search({ ...NY, availability: "NOW", limit: 48 });
    expect(now.totalCount).toBe(
      (await ids(`${NY_OFFICES} and (l.date_available is null or l.date_available <= '${today}')`)).length,
    );
    for (const l of now.listings) expect(l.dateAvailable === null || l.dateAvailable <= today).toBe(true);
    const soon = await search({ ...NY, availability: "WITHIN_6_MONTHS" });
    expect(soon.totalCount).toBeGreaterThanOrEqual(now.totalCount);

    const retail = await search({ ...NY, propertyType: "RETAIL", limit: 48 });
    expect(retail.totalCount).toBe(
      (await ids(NY_OFFICES.replace("l.property_type = 'office'", "l.property_type = 'retail'"))).length,
    );
    for (const l of retail.listings) expect(l.propertyType).toBe("RETAIL");

    const bounds = { north: 40.76, south: 40.7, east: -73.97, west: -74.02 };
    const boxed = await search({ ...NY, bounds, limit: 48 });
    expect(boxed.totalCount).toBe(
      (await ids(`${NY_OFFICES} and l.lat between 40.7 and 40.76 and l.lng between -74.02 and -73.97`))
        .length,
    );
    for (const l of boxed.listings) {
      expect(l.building.lat >= bounds.south && l.building.lat <= bounds.north).toBe(true);
      expect(l.building.lng >= bounds.west && l.building.lng <= bounds.east).toBe(true);
    }
  });

  it("answers a page past the end with no listings and the real totals", async () => {
    const first = await search(NY);
    const far = await search({ ...NY, page: first.pageCount + 3 });
    expect(far.listings).toEqual([]);
    expect(far.markers).toEqual([]);
    expect(far).toMatchObject({
      totalCount: first.totalCount,
      pageCount: first.pageCount,
      page: first.pageCount + 3,
    });
  });

  it("answers null for an unknown market", async () => {
    const { body } = await post({ state: "zz", citySlug: "atlantis" });
    expect(body.errors).toBeUndefined();
    expect(body.data.search).toBeNull();
  });

  it.each([
    [{ page: 0 }, "page must be 1 or more"],
    [{ page: -2 }, "page must be 1 or more"],
    [{ limit: 0 }, "limit must be between 1 and 48"],
    [{ limit: 49 }, "limit must be between 1 and 48"],
    [{ numEmployees: 0 }, "numEmployees must be 1 or more"],
    [{ minSquareFeet: 5000, maxSquareFeet: 1000 }, "minSquareFeet must not be more than maxSquareFeet"],
    [{ minPrice: -1 }, "minPrice cannot be negative"],
    [{ state: "new york" }, "state must be two letters"],
    [{ bounds: { north: 40, south: 41, east: -73, west: -74 } }, "north"],
  ])("refuses %o with BAD_USER_INPUT", async (bad, message) => {
    const { status, body } = await post({ ...NY, ...bad });
    expect(status).toBe(200);
    expect(body.data.search).toBeNull();
    expect(body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(body.errors[0].message).toContain(message);
  });

  it("answers a non-numeric headcount with a GraphQL validation error, not a server error", async () => {
    const asVariable = await post({ ...NY, numEmployees: "twelve" });
    expect(asVariable.status).toBeLessThan(500);
    expect(asVariable.body.errors[0].message).toContain("numEmployees");
    const res = await server.graphql({
      query: `{ search(input: { state: "ny", citySlug: "new-york", numEmployees: "12" }) { totalCount } }`,
    });
    expect(res.status).toBeLessThan(500);
    const literal: Json = await res.json();
    expect(literal.errors[0].message).toMatch(/Int/);
    expect(literal.data ?? null).toBeNull();
  });
});
