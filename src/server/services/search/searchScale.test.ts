import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";
import { insertImporterJob } from "../importer/createImporterJob";
import { runImporterJobInline } from "../importer/runImporterJob";
import { runImporterJobBatch } from "../importer/runImporterJobBatch";
import { createMarketDirectoryCache } from "../marketDirectory";
import { searchArgsSchema } from "./searchInput";
import { matchingConditions, pageIdsQuery, searchListings } from "./searchService";

/**
 * Issue 26: what keeps search fast at a million listings. Each sort's page is read from its own
 * index in order (no Sort node), and listing_counts stays equal to a count of the listings through
 * every kind of write.
 */
describe.each(testBackends())("search at scale on $name", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { listings: 240 });
  });
  afterAll(async () => {
    await server?.close();
  });

  const q = <T>(text: string, values: unknown[] = []) =>
    server.database.query<T>(text, values).then((r) => r.rows);
  const nyId = async () => (await q<{ id: number }>("select id from markets where slug = 'new-york'"))[0].id;
  const params = (input: Record<string, unknown>) =>
    searchArgsSchema.parse({ input: { state: "ny", citySlug: "new-york", ...input } }).input;

  type PlanNode = { "Node Type": string; "Index Name"?: string; Plans?: PlanNode[] };
  const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

  /** The page query's plan with sorting priced out: an index must give the order, or a Sort shows. */
  async function pagePlan(input: Record<string, unknown>): Promise<PlanNode[]> {
    const marketId = await nyId();
    const p = params(input);
    const hoods = await q<{ id: number }>(
      "select id from neighborhoods where market_id = $1 and slug = any($2) order by id",
      [marketId, p.neighborhoods],
    );
    return server.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_sort = off`);
      await tx.execute(sql`set local enable_seqscan = off`);
      const matching = matchingConditions(
        marketId,
        p,
        hoods.map((h) => h.id),
        new Date(),
      );
      const query = pageIdsQuery(tx as Db, matching, p);
      const result = await tx.execute(sql`explain (format json) ${query}`);
      const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
      const plan = Object.values(row)[0];
      const parsed = (typeof plan === "string" ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
      return nodesOf(parsed[0].Plan);
    });
  }

  const SORTS = [
    ["RECOMMENDED", {}, "listings_search_recommended_idx"],
    ["NEWEST", {}, "listings_search_newest_idx"],
    ["PRICE_LOW_TO_HIGH", {}, "listings_search_psf_asc_idx"],
    ["PRICE_HIGH_TO_LOW", {}, "listings_search_psf_desc_idx"],
    ["PRICE_LOW_TO_HIGH", { priceUnit: "PER_MONTH" }, "listings_search_monthly_asc_idx"],
    ["PRICE_HIGH_TO_LOW", { priceUnit: "PER_MONTH" }, "listings_search_monthly_desc_idx"],
    ["SIZE_SMALL_TO_LARGE", {}, "listings_search_size_idx"],
    ["SIZE_LARGE_TO_SMALL", {}, "listings_search_size_idx"],
  ] as const;
  const SHAPES: Record<string, Record<string, unknown>> = {
    "a city": {},
    "a city, deep page": { page: 40 },
    "city and neighbourhoods": { neighborhoods: ["soho", "tribeca"] },
    "city, neighbourhood, size and price": {
      neighborhoods: ["soho"],
      numEmployees: 10,
      minPrice: 30,
      maxPrice: 90,
    },
    "lease type and availability": { leaseTypes: ["SUBLEASE"], availability: "WITHIN_3_MONTHS" },
    retail: { propertyType: "retail" },
  };

  it.each(SORTS)("reads %s %j pages from %s in order, never sorting", async (sort, extra, indexName) => {
    for (const [shape, input] of Object.entries(SHAPES)) {
      const nodes = await pagePlan({ ...input, ...extra, sort });
      const types = nodes.map((n) => n["Node Type"]);
      expect(types, shape).not.toContain("Sort");
      expect(types, shape).not.toContain("Incremental Sort");
      expect(
        nodes.some((n) => n["Node Type"].startsWith("Index") && n["Index Name"] === indexName),
        `${shape}: ${JSON.stringify(nodes.map((n) => [n["Node Type"], n["Index Name"]]))}`,
      ).toBe(true);
    }
  });

  /** listing_counts against a count of the listings themselves. */
  async function expectCountsKept() {
    const kept = await q<{ k: string; n: number }>(
      `select market_id || '/' || property_type || '/' || neighborhood_id as k, n
       from listing_counts where n <> 0 order by k`,
    );
    const counted = await q<{ k: string; n: number }>(
      `select market_id || '/' || property_type || '/' || coalesce(neighborhood_id, 0) as k, count(*)::int as n
       from listings where status = 'AVAILABLE' group by 1 order by k`,
    );
    expect(kept).toEqual(counted);
    expect(counted.length).toBeGreaterThan(0);
  }

  it("keeps listing_counts through the seed, inserts, updates and deletes", async () => {
    await expectCountsKept();
    const [source] = await q<{ id: number }>(
      "select id from listings where status = 'AVAILABLE' and neighborhood_id is not null order by id limit 1",
    );
    // Copies of a listing: one row, then two in one statement (one of them not available).
    const copies = (rows: string) =>
      server.database.exec(
        `insert into listings (identity, building_id, market_id, neighborhood_id, lat, lng, property_type,
           address, floor_and_suite, square_feet, status)
         select l.identity || '/' || v.tag, l.building_id, l.market_id, l.neighborhood_id, l.lat, l.lng,
           l.property_type, l.address, l.floor_and_suite || ' ' || v.tag, l.square_feet, v.status::listing_status
         from listings l cross join (values ${rows}) as v(tag, status) where l.id = ${source.id}`,
      );
    await copies("('zz1', 'AVAILABLE')");
    await copies("('zz2', 'AVAILABLE'), ('zz3', 'VETTING')");
    await expectCountsKept();
    // Status, neighbourhood, property type and market changes; a change of nothing counted.
    await server.database.exec(
      `update listings set status = 'UNAVAILABLE' where identity like '%/zz1';
       update listings set status = 'AVAILABLE' where identity like '%/zz3';
       update listings set neighborhood_id = null where identity like '%/zz2';
       update listings set property_type = 'retail' where identity like '%/zz3';
       update listings set description = 'x' where id in (select id from listings order by id limit 30);`,
    );
    await expectCountsKept();
    await server.database.exec(
      `update listings set market_id = (select id from markets where slug <> 'new-york' order by id limit 1),
         neighborhood_id = null where identity like '%/zz3'`,
    );
    await expectCountsKept();
    await server.database.exec("delete from listings where identity like '%/zz_'");
    await expectCountsKept();
  });

  it("keeps listing_counts through importer jobs, one at a time and in a CSV batch", async () => {
    const building = { address: "1 Market Street", city: "San Francisco", state: "ca", zip: "94105" };
    const job = (fields: Record<string, unknown>) =>
      insertImporterJob(server.database.db, {
        recordType: "Listing",
        recordId: null,
        input: { building: { ...building, propertyName: null }, fields },
        sourceName: "Counts Feed",
        createdById: null,
      });
    const one = await job({ floorAndSuite: "Floor 3", squareFeet: 3200, status: "AVAILABLE" });
    expect(await runImporterJobInline(server.database, one)).toBe("SUCCESS");
    await expectCountsKept();
    const batch = [];
    for (let floor = 4; floor < 10; floor++) {
      batch.push(
        await job({ floorAndSuite: `Floor ${floor}`, squareFeet: 2000 + floor, status: "AVAILABLE" }),
      );
    }
    // An update in the same batch: floor 3 leaves the market's available count.
    batch.push(await job({ floorAndSuite: "Floor 3", squareFeet: 3200, status: "UNAVAILABLE" }));
    const outcomes = await runImporterJobBatch(server.database, batch);
    expect([...outcomes.values()].every((o) => o === "SUCCESS")).toBe(true);
    await expectCountsKept();
  });

  it("answers exact totals from the kept counts and caps a filtered count (totalCountIsExact)", async () => {
    const directory = await createMarketDirectoryCache(server.database).get();
    const all = await searchListings(server.database.db, directory, params({}), new Date(), 5);
    const [{ n }] = await q<{ n: number }>(
      `select count(*)::int n from listings where status = 'AVAILABLE' and property_type = 'office'
       and market_id = $1`,
      [await nyId()],
    );
    expect(all).toMatchObject({ totalCount: n, totalCountIsExact: true });
    expect(n).toBeGreaterThan(5);
    const filtered = await searchListings(
      server.database.db,
      directory,
      params({ minSquareFeet: 1 }),
      new Date(),
      5,
    );
    expect(filtered).toMatchObject({ totalCount: 5, totalCountIsExact: false, pageCount: 1 });
    expect(filtered?.facets).toEqual(all?.facets);
    const none = await searchListings(
      server.database.db,
      directory,
      params({ minSquareFeet: 1_000_000 }),
      new Date(),
      5,
    );
    expect(none).toMatchObject({ totalCount: 0, totalCountIsExact: true, listings: [] });
  });
});
