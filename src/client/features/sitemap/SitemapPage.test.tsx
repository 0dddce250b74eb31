// @vitest-environment jsdom
import type { MockLink } from "@apollo/client/testing";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPage } from "../listing/listingTestSupport";
import { SitemapPage } from "./SitemapPage";
import { type SitemapBuildingsPage, SitemapBuildingsQuery, SitemapStatesQuery } from "./sitemapQueries";

const statesMock: MockLink.MockedResponse = {
  request: { query: SitemapStatesQuery },
  result: {
    data: {
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
              listingCount: 1520,
            },
          ],
        },
        {
          __typename: "SitemapState",
          state: "tx",
          name: "Texas",
          markets: [
            { __typename: "Market", id: "m2", name: "Austin", state: "tx", slug: "austin", listingCount: 1 },
            {
              __typename: "Market",
              id: "m3",
              name: "Houston",
              state: "tx",
              slug: "houston",
              listingCount: 310,
            },
          ],
        },
      ],
    },
  },
};

function buildingsPage(overrides: Partial<SitemapBuildingsPage> = {}): SitemapBuildingsPage {
  return {
    __typename: "SitemapBuildingsPage",
    market: {
      __typename: "Market",
      id: "m1",
      name: "New York",
      state: "ny",
      slug: "new-york",
      path: "/office-space/ny/new-york",
      propertyTypes: [
        {
          __typename: "MarketPropertyType",
          propertyType: "OFFICE",
          path: "/office-space/ny/new-york",
          listingCount: 317,
        },
        {
          __typename: "MarketPropertyType",
          propertyType: "RETAIL",
          path: "/retail-space/ny/new-york",
          listingCount: 40,
        },
        {
          __typename: "MarketPropertyType",
          propertyType: "INDUSTRIAL",
          path: "/industrial-space/ny/new-york",
          listingCount: 1,
        },
      ],
      neighborhoods: [
        { __typename: "Neighborhood", id: "n1", name: "SoHo", slug: "soho" },
        { __typename: "Neighborhood", id: "n2", name: "Chelsea", slug: "chelsea" },
      ],
    },
    neighborhood: null,
    buildings: [
      {
        __typename: "Building",
        id: "b1",
        address: "120 Spring Street",
        propertyName: "The Spring Building",
        path: "/buildings/ny/new-york/10012/soho/120-spring-street",
        neighborhood: { __typename: "Neighborhood", id: "n1", name: "SoHo" },
      },
      {
        __typename: "Building",
        id: "b2",
        address: "200 West 24th Street",
        propertyName: null,
        path: "/buildings/ny/new-york/10011/chelsea/200-west-24th-street",
        neighborhood: { __typename: "Neighborhood", id: "n2", name: "Chelsea" },
      },
    ],
    totalCount: 230,
    page: 1,
    pageCount: 5,
    ...overrides,
  };
}

function buildingsMock(
  variables: { state: string; city: string; neighborhood: string | null; page: number },
  result: SitemapBuildingsPage | null,
): MockLink.MockedResponse {
  return {
    request: { query: SitemapBuildingsQuery, variables },
    result: { data: { sitemapBuildings: result } },
  };
}

const hrefs = (root: HTMLElement) =>
  within(root)
    .getAllByRole("link")
    .map((a) => a.getAttribute("href"));

describe("SitemapPage", () => {
  afterEach(cleanup);

  it("lists the states, each linking to its page", async () => {
    const { head } = renderPage(<SitemapPage params={{}} />, { mocks: [statesMock] });
    expect(await screen.findByRole("heading", { level: 1, name: "Office buildings by state" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "New York" }).getAttribute("href")).toBe("/buildings/ny");
    expect(screen.getByRole("link", { name: "Texas" }).getAttribute("href")).toBe("/buildings/tx");
    expect(head.data.canonicalPath).toBe("/buildings");
  });

  it("drills into a state's markets", async () => {
    const { head } = renderPage(<SitemapPage params={{ state: "tx" }} />, { mocks: [statesMock] });
    expect(await screen.findByRole("heading", { level: 1, name: "Office buildings in Texas" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Austin" }).getAttribute("href")).toBe("/buildings/tx/austin");
    expect(screen.getByRole("link", { name: "Houston" }).getAttribute("href")).toBe("/buildings/tx/houston");
    expect(head.data.title).toBe("Office buildings in Texas");
  });

  it("answers 404 for an unknown state", async () => {
    const { head } = renderPage(<SitemapPage params={{ state: "zz" }} />, { mocks: [statesMock] });
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
    expect(head.status).toBe(404);
  });

  it("shows a market's neighbourhoods, its buildings and numbered pages", async () => {
    const { head } = renderPage(<SitemapPage params={{ state: "ny", city: "new-york" }} />, {
      mocks: [buildingsMock({ state: "ny", city: "new-york", neighborhood: null, page: 1 }, buildingsPage())],
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Office buildings in New York" }),
    ).toBeTruthy();
    const buildings = screen.getByRole("region", { name: /^Buildings/ });
    expect(
      within(buildings).getByRole("link", { name: "The Spring Building, 120 Spring Street" }),
    ).toBeTruthy();
    expect(hrefs(buildings)).toContain("/buildings/ny/new-york/10011/chelsea/200-west-24th-street");
    const pages = within(screen.getByRole("navigation", { name: "Pages of results" }));
    expect(pages.getByRole("link", { name: "Page 2" }).getAttribute("href")).toBe("/buildings/ny/new-york/2");
    expect(pages.getByRole("link", { name: "Page 5" }).getAttribute("href")).toBe("/buildings/ny/new-york/5");
    const hoods = screen.getByRole("region", { name: "Neighbourhoods in New York" });
    expect(hrefs(hoods)).toEqual(["/buildings/ny/new-york/soho", "/buildings/ny/new-york/chelsea"]);
    expect(head.data.title).toBe("Office buildings in New York");
    expect(head.data.canonicalPath).toBe("/buildings/ny/new-york");
  });

  it("links to each kind of space's search of the market with the listings that page shows", async () => {
    renderPage(<SitemapPage params={{ state: "ny", city: "new-york" }} />, {
      mocks: [buildingsMock({ state: "ny", city: "new-york", neighborhood: null, page: 1 }, buildingsPage())],
    });
    const spaces = await screen.findByRole("navigation", { name: "Search spaces in New York" });
    expect(hrefs(spaces)).toEqual([
      "/office-space/ny/new-york",
      "/retail-space/ny/new-york",
      "/industrial-space/ny/new-york",
    ]);
    expect(spaces.textContent).toContain("Office space (317 office listings)");
    expect(spaces.textContent).toContain("Retail space (40 retail listings)");
    expect(spaces.textContent).toContain("Industrial space (1 industrial listing)");
  });

  it("shows a neighbourhood's page of buildings", async () => {
    const variables = { state: "ny", city: "new-york", neighborhood: "soho", page: 2 };
    const result = buildingsPage({
      neighborhood: {
        __typename: "Neighborhood",
        id: "n1",
        name: "SoHo",
        slug: "soho",
        path: "/office-space/ny/new-york/soho",
      },
      page: 2,
      pageCount: 2,
      totalCount: 60,
    });
    const { head } = renderPage(
      <SitemapPage params={{ state: "ny", city: "new-york", neighborhood: "soho", page: "2" }} />,
      { mocks: [buildingsMock(variables, result)] },
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "Office buildings in SoHo, New York – page 2" }),
    ).toBeTruthy();
    // Each kind's search of the neighbourhood, without a count (none is known per neighbourhood).
    const spaces = screen.getByRole("navigation", { name: "Search spaces in SoHo" });
    expect(hrefs(spaces)).toEqual([
      "/office-space/ny/new-york/soho",
      "/retail-space/ny/new-york/soho",
      "/industrial-space/ny/new-york/soho",
    ]);
    expect(spaces.textContent).not.toMatch(/listing/);
    expect(hrefs(screen.getByRole("navigation", { name: "Breadcrumb" }))).toEqual([
      "/buildings",
      "/buildings/ny",
      "/buildings/ny/new-york",
    ]);
    const pages = within(screen.getByRole("navigation", { name: "Pages of results" }));
    expect(pages.getByRole("link", { name: "Page 1" }).getAttribute("href")).toBe(
      "/buildings/ny/new-york/soho",
    );
    expect(head.data.canonicalPath).toBe("/buildings/ny/new-york/soho/2");
    expect(hrefs(screen.getByRole("region", { name: "Other neighbourhoods in New York" }))).toEqual([
      "/buildings/ny/new-york/chelsea",
    ]);
  });

  it("answers 404 for an unknown market and for a page past the end", async () => {
    const unknown = renderPage(<SitemapPage params={{ state: "ny", city: "gotham" }} />, {
      mocks: [buildingsMock({ state: "ny", city: "gotham", neighborhood: null, page: 1 }, null)],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
    expect(unknown.head.status).toBe(404);
    cleanup();

    const beyond = renderPage(<SitemapPage params={{ state: "ny", city: "new-york", neighborhood: "9" }} />, {
      mocks: [
        buildingsMock(
          { state: "ny", city: "new-york", neighborhood: null, page: 9 },
          buildingsPage({ buildings: [], page: 9 }),
        ),
      ],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
    expect(beyond.head.status).toBe(404);
  });
});
