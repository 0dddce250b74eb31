import { ApolloLink } from "@apollo/client";
import type { DocumentNode } from "graphql";
import { Observable } from "rxjs";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../entry.server";
import { FooterDirectoryQuery } from "../../layout/footerDirectoryQuery";
import { MarketDirectoryQuery } from "../../layout/marketDirectoryQuery";
import { directoryFixture, footerDirectoryFixture } from "../../layout/testSupport";
import type { PageQuery } from "../../system/pageQueries";
import { CurrentUserQuery } from "../account/currentUserQuery";
import { BuildingByPathQuery } from "../building/buildingQueries";
import { SitemapStatesQuery } from "../sitemap/sitemapQueries";
import { ListingByPathQuery } from "./listingByPathQuery";
import { building, makeListing, market, photo, soho } from "./listingTestSupport";

/*
 * The server prefetches each screen's declared queries, then renders once. These tests play the
 * server's part with fixtures and a link that fails any request: a query the screen runs with
 * other variables than it declared would reach the link and show up in `asked`.
 */

const answers = new Map<DocumentNode, (variables: Record<string, unknown> | undefined) => unknown>([
  [CurrentUserQuery, () => ({ currentUser: null })],
  [MarketDirectoryQuery, () => directoryFixture],
  [FooterDirectoryQuery, () => footerDirectoryFixture],
  [ListingByPathQuery, () => ({ listingByPath: makeListing() })],
  [
    BuildingByPathQuery,
    () => ({
      buildingByPath: {
        ...building,
        description: null,
        neighborhood: soho,
        market,
        photos: [photo("bp1", "Facade")],
        availableListings: [],
      },
    }),
  ],
  [
    SitemapStatesQuery,
    () => ({
      sitemapStates: [
        {
          __typename: "SitemapState",
          state: "ny",
          name: "New York",
          markets: [
            {
              __typename: "Market",
              id: "m1",
              name: "New York",
              state: "ny",
              slug: "new-york",
              listingCount: 3,
            },
          ],
        },
      ],
    }),
  ],
]);

async function render(url: string) {
  const asked: string[] = [];
  const link = new ApolloLink((operation) => {
    asked.push(operation.operationName ?? "anonymous");
    return new Observable((observer) =>
      observer.error(new Error(`not prefetched: ${operation.operationName}`)),
    );
  });
  const prefetch = async (queries: PageQuery[]) =>
    queries.map(({ query, variables }) => answers.get(query)?.(variables));
  const result = await renderPage({
    url,
    link,
    prefetch,
    assets: { scripts: [], styles: [], preloads: [] },
    baseUrl: "https://squarely.test",
  });
  return { ...result, html: result.html.replaceAll("<!-- -->", ""), asked };
}

describe("server rendering with prefetched data", () => {
  it("renders a listing page in one pass with its head", async () => {
    const { status, html, asked } = await render(
      "/listings/ny/new-york/10012/soho/120-spring-street/floor-3",
    );
    expect(asked).toEqual([]);
    expect(status).toBe(200);
    expect(html).toContain(
      "<title>120 Spring Street, Floor 3 – 4,500 SF office for rent in SoHo | Squarely</title>",
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://squarely.test/listings/ny/new-york/10012/soho/120-spring-street/floor-3">',
    );
    expect(html).toContain('"@type":"RealEstateListing"');
    expect(html).toContain('<h1 class="listing-page__title">120 Spring Street, Floor 3</h1>');
    // No broker-only field is asked for or serialised for a visitor.
    expect(html).not.toContain("brokerNotes");
    expect(html).not.toContain("privateDescription");
  });

  it("renders a building page in one pass", async () => {
    const { status, html, asked } = await render("/buildings/ny/new-york/10012/soho/120-spring-street");
    expect(asked).toEqual([]);
    expect(status).toBe(200);
    expect(html).toContain("No spaces available in this building right now.");
    expect(html).toContain('"@type":"Place"');
  });

  it("renders the buildings directory", async () => {
    const { status, html, asked } = await render("/buildings/");
    expect(asked).toEqual([]);
    expect(status).toBe(200);
    expect(html).toContain('href="/buildings/ny"');
  });

  it("answers 404 for a directory URL no page answers", async () => {
    const { status, asked } = await render("/buildings/ny/new-york/soho/0");
    expect(asked).toEqual([]);
    expect(status).toBe(404);
  });
});
