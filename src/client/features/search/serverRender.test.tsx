import { ApolloLink } from "@apollo/client";
import { Observable } from "rxjs";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../entry.server";
import { FooterDirectoryQuery } from "../../layout/footerDirectoryQuery";
import { MarketDirectoryQuery } from "../../layout/marketDirectoryQuery";
import { directoryFixture, footerDirectoryFixture } from "../../layout/testSupport";
import type { PageQuery } from "../../system/pageQueries";
import { CurrentUserQuery } from "../account/currentUserQuery";
import { FeaturedListingsQuery } from "./featuredListingsQuery";
import { SearchMarketQuery } from "./searchMarketQuery";
import { type SearchInputVariables, SearchQuery } from "./searchQuery";
import { newYorkMarket, type SearchFixture, searchResultFor, testListing } from "./searchTestSupport";

/*
 * The server prefetches the screen's declared queries (with the query string), then renders once.
 * The link fails every request, so a query the page runs with other variables than it declared
 * shows up in `asked`.
 */
async function render(url: string, fixture: SearchFixture = {}) {
  const asked: string[] = [];
  const link = new ApolloLink((operation) => {
    asked.push(operation.operationName ?? "anonymous");
    return new Observable((observer) =>
      observer.error(new Error(`not prefetched: ${operation.operationName}`)),
    );
  });
  const answer = (query: PageQuery["query"], variables: Record<string, unknown> | undefined): unknown => {
    if (query === CurrentUserQuery) return { currentUser: null };
    if (query === MarketDirectoryQuery) return directoryFixture;
    if (query === FooterDirectoryQuery) return footerDirectoryFixture;
    if (query === SearchQuery)
      return { search: searchResultFor(variables?.input as SearchInputVariables, fixture) };
    if (query === SearchMarketQuery) {
      return { market: fixture.unknownCities?.includes(variables?.slug as string) ? null : newYorkMarket };
    }
    if (query === FeaturedListingsQuery) return { featuredListings: [] };
    return undefined;
  };
  const prefetched: string[] = [];
  const prefetch = async (queries: PageQuery[]) =>
    queries.map(({ query, variables }) => {
      prefetched.push(query === MarketDirectoryQuery ? "directory" : "other");
      return answer(query, variables);
    });
  const result = await renderPage({
    url,
    link,
    prefetch,
    assets: { scripts: [], styles: [], preloads: [] },
    baseUrl: "https://squarely.test",
  });
  return { ...result, html: result.html.replaceAll("<!-- -->", ""), asked, prefetched };
}

describe("search pages rendered on the server", () => {
  it("renders a city page in one pass, with its head and results", async () => {
    const { status, html, asked } = await render("/office-space/ny/new-york", { totalCount: 1520 });
    expect(asked).toEqual([]);
    expect(status).toBe(200);
    expect(html).toContain("<title>Office Space for Rent in New York | Squarely</title>");
    expect(html).toContain('<link rel="canonical" href="https://squarely.test/office-space/ny/new-york">');
    expect(html).toContain('"@type":"ItemList"');
    expect(html).toContain("Office space for rent in New York</h1>");
    expect(html).toContain("1,520 spaces");
    expect(html).toContain(`href="${testListing("1").path}"`);
    expect(html).toContain('href="/office-space/ny/new-york?page_number=2"');
    // The map is a placeholder on the server; Leaflet loads in the browser.
    expect(html).not.toContain("leaflet");
  });

  it("runs and sends the market directory once, though the shell and the screen both declare it", async () => {
    const { html, asked, prefetched } = await render("/office-space/ny/new-york");
    expect(asked).toEqual([]);
    expect(prefetched.filter((q) => q === "directory")).toHaveLength(1);
    const json = /<script type="application\/json" id="__SQ_STATE__">(.*?)<\/script>/.exec(html)?.[1] ?? "{}";
    const state = JSON.parse(json) as { prefetched: { shell: object; screen: object } };
    expect(Object.keys(state.prefetched.shell)).toContain("directory");
    expect(Object.keys(state.prefetched.screen)).not.toContain("directory");
  });

  it("renders the footer's neighbourhood columns from their own prefetched query, sent with the shell's", async () => {
    const { html, asked } = await render("/office-space/ny/new-york");
    expect(asked).toEqual([]);
    expect(html).toContain('href="/office-space/tx/houston/galleria"');
    expect(html).toContain('href="/office-space/ny/new-york/soho"');
    const json = /<script type="application\/json" id="__SQ_STATE__">(.*?)<\/script>/.exec(html)?.[1] ?? "{}";
    const state = JSON.parse(json) as { prefetched: { shell: Record<string, object> } };
    expect(Object.keys(state.prefetched.shell).sort()).toEqual(["currentUser", "directory", "footer"]);
    expect(Object.keys(state.prefetched.shell.directory)).toEqual(["markets"]);
  });

  it("prefetches with the query string, so a filtered page needs no extra request", async () => {
    const { status, html, asked } = await render(
      "/office-space/ny/new-york/soho?numEmployees=10&page_number=2&lease_type=direct&price_unit=monthly",
      { totalCount: 40 },
    );
    expect(asked).toEqual([]);
    expect(status).toBe(200);
    expect(html).toContain("<title>Office Space for Rent in SoHo, New York – Page 2 | Squarely</title>");
    expect(html).toContain(
      '<link rel="canonical" href="https://squarely.test/office-space/ny/new-york/soho">',
    );
    expect(html).toContain("$12,500 /mo");
  });

  it("answers 404 for an unknown market and an unknown path neighbourhood", async () => {
    const market = await render("/office-space/ny/gotham", { unknownCities: ["gotham"] });
    expect(market.asked).toEqual([]);
    expect(market.status).toBe(404);
    expect(market.html).toContain("Market not found");
    const hood = await render("/office-space/ny/new-york/atlantis");
    expect(hood.status).toBe(404);
    expect(hood.html).toContain("Neighbourhood not found");
  });
});
