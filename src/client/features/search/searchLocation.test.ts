import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  defaultSearchLocation,
  isLandingView,
  parseBounds,
  readSearchLocation,
  searchHref,
  withCity,
  withFilters,
  withNeighborhoods,
  withoutFilters,
  withPage,
} from "./searchLocation";

const nyc = { propertyType: "office-space", state: "ny", city: "new-york" };

describe("readSearchLocation", () => {
  it("reads the spec's parameters and the extra filters", () => {
    const location = readSearchLocation(
      { ...nyc, neighborhood: "soho" },
      "?numEmployees=12&page_number=3&min_sf=1000&max_sf=5000&price_unit=monthly&min_price=2000&max_price=9000.5&lease_type=license-agreement&available=3-months&sort=price-desc&bounds=40.8,40.7,-73.9,-74.01",
    );
    expect(location).toEqual({
      propertyType: "office-space",
      state: "ny",
      citySlug: "new-york",
      neighborhoods: ["soho"],
      numEmployees: 12,
      page: 3,
      minSquareFeet: 1000,
      maxSquareFeet: 5000,
      priceUnit: "PER_MONTH",
      minPrice: 2000,
      maxPrice: 9000.5,
      leaseType: "LICENSE_AGREEMENT",
      availability: "3-months",
      sort: "price-desc",
      bounds: { north: 40.8, south: 40.7, east: -73.9, west: -74.01 },
    });
  });

  it("reads /search as the default market", () => {
    expect(readSearchLocation({}, "")).toEqual(defaultSearchLocation());
  });

  it("ignores bad values instead of failing", () => {
    const location = readSearchLocation(
      nyc,
      "?min_sf=abc&max_sf=-5&min_price=0&lease_type=rent&available=soon&sort=cheapest&bounds=1,2,3&price_unit=yearly",
    );
    expect(location).toMatchObject({
      minSquareFeet: null,
      maxSquareFeet: null,
      minPrice: null,
      leaseType: null,
      availability: null,
      sort: "recommended",
      bounds: null,
      priceUnit: "PER_SQUARE_FOOT",
    });
  });

  it("swaps a reversed range", () => {
    expect(readSearchLocation(nyc, "?min_sf=5000&max_sf=1000")).toMatchObject({
      minSquareFeet: 1000,
      maxSquareFeet: 5000,
    });
  });

  it("rejects impossible map rectangles", () => {
    expect(parseBounds("40.7,40.8,-73.9,-74")).toBeNull();
    expect(parseBounds("91,40,-73,-74")).toBeNull();
    expect(parseBounds("40.8,40.7,-74,-73.9")).toBeNull();
    expect(parseBounds("40.8,40.7,-73.9,-74")).toEqual({ north: 40.8, south: 40.7, east: -73.9, west: -74 });
  });
});

describe("searchHref", () => {
  it("follows the spec's rules, then adds the extra filters in a fixed order", () => {
    const base = defaultSearchLocation();
    expect(searchHref(base)).toBe("/office-space/ny/new-york");
    expect(searchHref({ ...base, neighborhoods: ["soho"] })).toBe("/office-space/ny/new-york/soho");
    expect(searchHref({ ...base, neighborhoods: ["soho", "tribeca"], page: 2 })).toBe(
      "/office-space/ny/new-york?neighborhoods=soho,tribeca&page_number=2",
    );
    expect(
      searchHref({
        ...base,
        numEmployees: 8,
        sort: "newest",
        leaseType: "SUBLEASE",
        priceUnit: "PER_MONTH",
        maxPrice: 9000,
        bounds: { north: 40.812345678, south: 40.7, east: -73.9, west: -74 },
      }),
    ).toBe(
      "/office-space/ny/new-york?numEmployees=8&price_unit=monthly&max_price=9000&lease_type=sublease&sort=newest&bounds=40.81235,40.7,-73.9,-74",
    );
  });

  it("round-trips through readSearchLocation", () => {
    const location = readSearchLocation(
      { ...nyc, neighborhood: "soho" },
      "?min_sf=1000&available=now&sort=size-asc&lease_type=direct",
    );
    const [path, query] = searchHref(location).split("?");
    const [, propertyType, state, city, neighborhood] = path.split("/");
    expect(readSearchLocation({ propertyType, state, city, neighborhood }, `?${query}`)).toEqual(location);
  });
});

describe("search changes", () => {
  const deep = readSearchLocation(
    nyc,
    "?neighborhoods=soho,dumbo&numEmployees=4&page_number=5&bounds=40.8,40.7,-73.9,-74",
  );

  it("a new city clears its neighbourhoods, the map area and the page", () => {
    expect(withCity(deep, "tx", "houston")).toMatchObject({
      state: "tx",
      citySlug: "houston",
      neighborhoods: [],
      bounds: null,
      page: 1,
      numEmployees: 4,
    });
  });

  it("neighbourhood and filter changes go back to page 1", () => {
    expect(withNeighborhoods(deep, ["soho"]).page).toBe(1);
    expect(withFilters(deep, { leaseType: "DIRECT" }).page).toBe(1);
    expect(withPage(deep, 7).page).toBe(7);
    expect(withPage(deep, 0).page).toBe(1);
  });

  it("clearing filters keeps the place", () => {
    const cleared = withoutFilters(deep);
    expect(cleared.neighborhoods).toEqual(["soho", "dumbo"]);
    expect(activeFilterCount(cleared)).toBe(0);
  });

  it("knows a landing page: page 1, at most one neighbourhood, no filters", () => {
    expect(isLandingView(readSearchLocation(nyc, ""))).toBe(true);
    expect(isLandingView(readSearchLocation({ ...nyc, neighborhood: "soho" }, "?price_unit=monthly"))).toBe(
      true,
    );
    expect(isLandingView(readSearchLocation(nyc, "?page_number=2"))).toBe(false);
    expect(isLandingView(readSearchLocation(nyc, "?neighborhoods=a,b"))).toBe(false);
    expect(isLandingView(readSearchLocation(nyc, "?numEmployees=3"))).toBe(false);
    expect(isLandingView(readSearchLocation(nyc, "?sort=newest"))).toBe(false);
  });
});
