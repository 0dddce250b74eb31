import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/accountClient";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";

/*
 * Issue 25: the home card said "375 listings" for New York and led to 317 office spaces. Each kind
 * of space now has its own count and search page; a count is what its page finds.
 */

const MARKET_TYPES = `{ market(state: "ny", slug: "new-york") {
  listingCount
  propertyTypes { propertyType path listingCount }
} }`;

const SEARCH = `query Search($input: SearchInput!) { search(input: $input) { totalCount } }`;

describe.each(testBackends())("a market's kinds of space on $name", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { listings: 600 });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function gql(query: string, variables?: Record<string, unknown>): Promise<Json> {
    const body = await (await server.graphql({ query, variables })).json();
    expect(body.errors).toBeUndefined();
    return body.data;
  }

  it("counts each kind's listings exactly as its search page finds them", async () => {
    const { market } = await gql(MARKET_TYPES);
    expect(market.propertyTypes.map((t: Json) => [t.propertyType, t.path])).toEqual([
      ["OFFICE", "/office-space/ny/new-york"],
      ["RETAIL", "/retail-space/ny/new-york"],
      ["INDUSTRIAL", "/industrial-space/ny/new-york"],
    ]);
    for (const type of market.propertyTypes) {
      const { search } = await gql(SEARCH, {
        input: { state: "ny", citySlug: "new-york", propertyType: type.propertyType },
      });
      expect(search.totalCount, type.propertyType).toBe(type.listingCount);
      // The seed has some of each kind in New York, so the comparison means something.
      expect(type.listingCount, type.propertyType).toBeGreaterThan(0);
    }
    // The market's own count is every kind's together, and no single search page shows it.
    const sum = market.propertyTypes.reduce((n: number, t: Json) => n + t.listingCount, 0);
    expect(market.listingCount).toBe(sum);
    expect(market.propertyTypes[0].listingCount).toBeLessThan(market.listingCount);
  });

  it("the home page's card for each kind shows the count its search page says it holds", async () => {
    const { market } = await gql(MARKET_TYPES);
    for (const type of market.propertyTypes) {
      const slug = `${type.propertyType.toLowerCase()}-space`;
      const home = await (await fetch(`${server.url}/?type=${slug}`)).text();
      const noun = type.propertyType.toLowerCase();
      const label = `${type.listingCount.toLocaleString("en-US")} ${noun} listing${type.listingCount === 1 ? "" : "s"}`;
      const card = home.match(/<a href="(\/[a-z-]+\/ny\/new-york)"[^>]*class="market-card"[\s\S]*?<\/a>/);
      expect(card?.[1], slug).toBe(type.path);
      expect(card?.[0], slug).toContain(label);

      const page = await (await fetch(`${server.url}${type.path}`)).text();
      const spaces = `${type.listingCount.toLocaleString("en-US")} ${noun} space${type.listingCount === 1 ? "" : "s"}`;
      expect(page, slug).toContain(`Browse ${spaces} for rent in New York`);
    }
  });
});
