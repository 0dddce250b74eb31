import { describe, expect, it } from "vitest";
import { MarketDirectoryQuery } from "../../layout/marketDirectoryQuery";
import { activeQueries } from "../../system/screenData";
import { FeaturedListingsQuery } from "./featuredListingsQuery";
import { readSearchLocation } from "./searchLocation";
import { SearchMarketQuery } from "./searchMarketQuery";
import { SearchQuery } from "./searchQuery";
import { searchPageQueries, searchVariables } from "./searchVariables";

describe("searchVariables", () => {
  it("sends only what is set", () => {
    const location = readSearchLocation({ propertyType: "retail-space", state: "TX", city: "houston" }, "");
    expect(searchVariables(location)).toEqual({
      input: {
        state: "tx",
        citySlug: "houston",
        propertyType: "RETAIL",
        neighborhoods: [],
        page: 1,
        limit: 12,
      },
    });
  });

  it("maps every filter to SearchInput", () => {
    const location = readSearchLocation(
      { propertyType: "office-space", state: "ny", city: "new-york", neighborhood: "soho" },
      "?neighborhoods=dumbo&numEmployees=10&page_number=2&min_sf=900&max_sf=4000&price_unit=monthly&min_price=5000&lease_type=sublease&available=now&sort=size-desc&bounds=40.8,40.7,-73.9,-74",
    );
    expect(searchVariables(location).input).toEqual({
      state: "ny",
      citySlug: "new-york",
      propertyType: "OFFICE",
      neighborhoods: ["soho", "dumbo"],
      numEmployees: 10,
      minSquareFeet: 900,
      maxSquareFeet: 4000,
      priceUnit: "PER_MONTH",
      minPrice: 5000,
      leaseTypes: ["SUBLEASE"],
      availability: "NOW",
      bounds: { north: 40.8, south: 40.7, east: -73.9, west: -74 },
      sort: "SIZE_LARGE_TO_SMALL",
      page: 2,
      limit: 12,
    });
  });

  it("leaves the price unit out when it only changes how prices read", () => {
    const params = { propertyType: "office-space", state: "ny", city: "new-york" };
    const plain = searchVariables(readSearchLocation(params, ""));
    expect(searchVariables(readSearchLocation(params, "?price_unit=monthly"))).toEqual(plain);
    expect(
      searchVariables(readSearchLocation(params, "?price_unit=monthly&sort=price-asc")).input,
    ).toMatchObject({
      priceUnit: "PER_MONTH",
      sort: "PRICE_LOW_TO_HIGH",
    });
  });

  it("keeps numbers inside GraphQL's Int", () => {
    const location = readSearchLocation(
      { propertyType: "office-space", state: "ny", city: "new-york" },
      "?numEmployees=99999999999&page_number=99999999999",
    );
    const { input } = searchVariables(location);
    expect(input.numEmployees).toBeUndefined();
    expect(input.page).toBeLessThan(2 ** 31);
  });
});

describe("searchPageQueries", () => {
  const params = { propertyType: "office-space", state: "ny", city: "new-york" };

  it("prefetches the search, the market and, on a landing page, featured listings", () => {
    const queries = activeQueries(searchPageQueries, { routeId: "searchLanding", params, search: "" });
    expect(queries.map(([, q]) => q.query)).toEqual([
      SearchQuery,
      SearchMarketQuery,
      FeaturedListingsQuery,
      MarketDirectoryQuery,
    ]);
    expect(queries[1][1].variables).toEqual({ state: "ny", slug: "new-york" });
    expect(queries[2][1].variables).toEqual({ state: "ny", city: "new-york", propertyType: "OFFICE" });
  });

  it("uses the query string exactly as the screen does", () => {
    const search = "?page_number=2&numEmployees=5";
    const queries = activeQueries(searchPageQueries, { routeId: "searchLanding", params, search });
    expect(queries.map(([, q]) => q.query)).toEqual([SearchQuery, SearchMarketQuery, MarketDirectoryQuery]);
    expect(queries[0][1].variables).toEqual(
      searchVariables(readSearchLocation(params, "?page_number=2&numEmployees=5")),
    );
  });
});
