/*
 * Fixtures and a harness for the search page tests: a New York market with submarkets, listings,
 * and mocks that answer any SearchQuery from its variables. Not imported by app code.
 */
import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { fireEvent, render, screen } from "@testing-library/react";
import { Provider } from "react-redux";
import { matchRoute } from "../../../common/routes/matchRoute";
import { MarketDirectoryQuery } from "../../layout/marketDirectoryQuery";
import { directoryFixture, LocationProbe, makeTestStore } from "../../layout/testSupport";
import { HeadCollector, HeadContext } from "../../system/head";
import { MemoryRouter, Route, Routes, useLocation } from "../../system/router/router";
import type { ListingCardData } from "../listingCard/listingCardFields";
import { FeaturedListingsQuery } from "./featuredListingsQuery";
import { forgetLastSearchResult, SearchPage } from "./SearchPage";
import { type SearchMarketData, SearchMarketQuery } from "./searchMarketQuery";
import { type SearchInputVariables, SearchQuery, type SearchResultData } from "./searchQuery";

export function testListing(id: string, overrides: Partial<ListingCardData> = {}): ListingCardData {
  return {
    __typename: "Listing",
    id,
    path: `/listings/ny/new-york/10012/soho/${id}-broadway/floor-${id}`,
    address: `${id} Broadway`,
    floorAndSuite: `Floor ${id}`,
    squareFeet: 2500,
    maxOccupancy: 16,
    psf: 60,
    monthlyPrice: 12500,
    priceIsEstimated: false,
    dateAvailable: "2020-01-01",
    leaseType: "DIRECT",
    photos: [
      {
        __typename: "Photo",
        id: `p${id}`,
        thumbnailUrl: `/uploads/${id}-thumb.webp`,
        url: `/uploads/${id}.webp`,
        alt: `Office at ${id} Broadway`,
        width: 480,
        height: 320,
      },
    ],
    building: {
      __typename: "Building",
      id: `b${id}`,
      // Each building at its own spot (about 1 km apart), so map pins never share one cluster.
      lat: 40.72 + (Number.parseInt(id, 10) || 0) * 0.01,
      lng: -74.0,
      propertyName: null,
      address: `${id} Broadway`,
    },
    neighborhood: { __typename: "Neighborhood", id: "n2", name: "SoHo", slug: "soho" },
    ...overrides,
  };
}

function hood(id: string, name: string, slug: string, submarketId: string | null, rent: number) {
  return { __typename: "Neighborhood" as const, id, name, slug, yearlyPricePerFoot: rent, submarketId };
}

export const newYorkMarket: SearchMarketData = {
  __typename: "Market",
  id: "1",
  name: "New York",
  state: "ny",
  slug: "new-york",
  submarkets: [
    { __typename: "Submarket", id: "s1", name: "Manhattan", slug: "manhattan" },
    { __typename: "Submarket", id: "s2", name: "Brooklyn", slug: "brooklyn" },
    { __typename: "Submarket", id: "s3", name: "Queens", slug: "queens" },
  ],
  neighborhoods: [
    hood("n2", "SoHo", "soho", "s1", 85),
    hood("n1", "Chelsea", "chelsea", "s1", 78.5),
    hood("n3", "DUMBO", "dumbo", "s2", 61),
  ],
};

export type SearchFixture = {
  /** Listings matching every search; `totalCount` defaults to their number. */
  listings?: ListingCardData[];
  totalCount?: number;
  /** False: totalCount is a filtered search's cap ("1,000+"). */
  totalCountIsExact?: boolean;
  /** Markets (by city slug) that do not exist. */
  unknownCities?: string[];
  /** The search request fails (a network error). */
  fail?: boolean;
};

/** A SearchResult for any variables, as the server would shape it. */
export function searchResultFor(
  input: SearchInputVariables,
  fixture: SearchFixture = {},
): SearchResultData | null {
  if (fixture.unknownCities?.includes(input.citySlug)) return null;
  const listings = fixture.listings ?? [testListing("1"), testListing("2")];
  const totalCount = fixture.totalCount ?? listings.length;
  const pageCount = Math.ceil(totalCount / input.limit);
  const known = newYorkMarket.neighborhoods;
  const page = input.page;
  const shown = page > pageCount ? [] : listings;
  return {
    __typename: "SearchResult",
    market: {
      __typename: "Market",
      id: "1",
      name: "New York",
      state: "ny",
      slug: input.citySlug,
      position: { __typename: "LatLng", lat: 40.75, lng: -73.98 },
    },
    neighborhoods: known
      .filter((n) => input.neighborhoods.includes(n.slug))
      .map((n) => ({ __typename: "Neighborhood", id: n.id, name: n.name, slug: n.slug })),
    unknownNeighborhoods: input.neighborhoods.filter((slug) => !known.some((n) => n.slug === slug)),
    sizeRange: { __typename: "SizeRange", min: null, max: null },
    totalCount,
    totalCountIsExact: fixture.totalCountIsExact ?? true,
    page,
    pageCount,
    limit: input.limit,
    offset: (page - 1) * input.limit,
    averageYearlyPricePerFoot: 74.5,
    listings: shown,
    facets: known.map((n, i) => ({
      __typename: "NeighborhoodFacet",
      count: 10 + i,
      neighborhood: { __typename: "Neighborhood", id: n.id, slug: n.slug },
    })),
    markers: shown.map((l) => ({
      __typename: "MapMarker",
      lat: l.building.lat,
      lng: l.building.lng,
      listingIds: [l.id],
      building: {
        __typename: "Building",
        id: l.building.id,
        address: l.building.address,
        propertyName: l.building.propertyName,
        path: `/buildings/ny/new-york/10012/soho/${l.id}-broadway`,
      },
    })),
  };
}

/** Every query the search page makes, answered for any variables. */
export function searchMocks(
  fixture: SearchFixture = {},
  seen: SearchInputVariables[] = [],
): MockLink.MockedResponse[] {
  return [
    {
      request: { query: SearchQuery, variables: () => true },
      result: (variables: Record<string, unknown>) => {
        const input = variables.input as SearchInputVariables;
        seen.push(input);
        if (fixture.fail) return { errors: [{ message: "Search is down" }] };
        return { data: { search: searchResultFor(input, fixture) } };
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: SearchMarketQuery, variables: () => true },
      result: (variables: Record<string, unknown>) => ({
        data: { market: fixture.unknownCities?.includes(variables.slug as string) ? null : newYorkMarket },
      }),
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: FeaturedListingsQuery, variables: () => true },
      result: {
        data: {
          featuredListings: [
            {
              ...testListing("9", {
                building: { ...testListing("9").building, propertyName: "The Featured Building" },
              }),
              propertyType: "OFFICE",
            },
          ],
        },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: MarketDirectoryQuery },
      result: { data: directoryFixture },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
}

/** Renders the search screen the way App does: route params from the route table, remounted per path. */
function SearchRoute() {
  const location = useLocation();
  const match = matchRoute(location.pathname);
  if (match?.route.id !== "search" && match?.route.id !== "searchLanding") return null;
  return <SearchPage key={location.pathname} params={match.params} />;
}

export function renderSearch(route: string, fixture: SearchFixture = {}) {
  forgetLastSearchResult();
  const head = new HeadCollector();
  const seen: SearchInputVariables[] = [];
  const store = makeTestStore();
  const result = render(
    <HeadContext.Provider value={head}>
      <Provider store={store}>
        <MockedProvider mocks={searchMocks(fixture, seen)}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route
                path="*"
                element={
                  <>
                    <SearchRoute />
                    <LocationProbe />
                  </>
                }
              />
            </Routes>
          </MemoryRouter>
        </MockedProvider>
      </Provider>
    </HeadContext.Provider>,
  );
  return { ...result, head, store, seen };
}

/** Where the page's router is now (the LocationProbe's text). */
export function location() {
  return screen.getByTestId("location").textContent;
}

/**
 * The page is up with its cards, and the filters are open as a phone user opens them (jsdom has no
 * wide screen): their code comes when the Filters button is touched (SearchFilters.tsx).
 */
export async function ready() {
  await screen.findByRole("heading", { level: 1, name: /space for rent in/ });
  await screen.findAllByRole("article");
  const toggle = screen.getByRole("button", { name: /^Filters/ });
  if (toggle.getAttribute("aria-expanded") !== "true") fireEvent.click(toggle);
  await screen.findByLabelText("Team size");
}
