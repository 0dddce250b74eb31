import { describe, expect, it } from "vitest";
import { DEFAULT_SEARCH_PATH } from "../constants";
import {
  buildSearchUrl,
  marketPath,
  offsetForPage,
  pageForOffset,
  parseSearchUrl,
  SEARCH_PAGE_SIZE,
  type SearchUrlInput,
} from "./searchUrl";

function parseUrl(url: string) {
  const [pathname, search = ""] = url.split("?");
  return parseSearchUrl(pathname, search);
}

describe("marketPath", () => {
  it("maps a state and city slug to /{state}/{city-slug}", () => {
    expect(marketPath("NY", "new-york")).toBe("/ny/new-york");
    expect(marketPath("ct", "fairfield-county")).toBe("/ct/fairfield-county");
  });
});

describe("buildSearchUrl", () => {
  const nyc = { state: "ny", citySlug: "new-york" };

  it.each<[SearchUrlInput, string]>([
    [{ ...nyc, neighborhoods: [] }, DEFAULT_SEARCH_PATH],
    [{ ...nyc, neighborhoods: ["soho"] }, "/office-space/ny/new-york/soho"],
    [{ ...nyc, neighborhoods: ["soho", "tribeca"] }, "/office-space/ny/new-york?neighborhoods=soho,tribeca"],
    [{ ...nyc, neighborhoods: [], numEmployees: 25 }, "/office-space/ny/new-york?numEmployees=25"],
    [{ ...nyc, neighborhoods: [], page: 1 }, "/office-space/ny/new-york"],
    [{ ...nyc, neighborhoods: [], page: 3 }, "/office-space/ny/new-york?page_number=3"],
    [{ ...nyc, neighborhoods: [], numEmployees: null, page: 0 }, "/office-space/ny/new-york"],
    [
      {
        propertyType: "retail-space",
        state: "TX",
        citySlug: "houston",
        neighborhoods: ["a", "b"],
        numEmployees: 5,
        page: 2,
      },
      "/retail-space/tx/houston?neighborhoods=a,b&numEmployees=5&page_number=2",
    ],
    [{ ...nyc, neighborhoods: ["hell’s kitchen"] }, "/office-space/ny/new-york/hell%E2%80%99s%20kitchen"],
    [{ ...nyc, neighborhoods: ["soho", "soho"] }, "/office-space/ny/new-york/soho"],
  ])("%j -> %s", (input, expected) => {
    expect(buildSearchUrl(input)).toBe(expected);
  });
});

describe("parseSearchUrl", () => {
  it("reads the path and query", () => {
    expect(
      parseSearchUrl("/industrial-space/IL/chicago/west-loop", "?numEmployees=12&page_number=4"),
    ).toEqual({
      propertyType: "industrial-space",
      state: "il",
      citySlug: "chicago",
      neighborhoods: ["west-loop"],
      numEmployees: 12,
      page: 4,
    });
  });

  it("reads a comma-joined neighbourhood list, encoded or not", () => {
    expect(parseUrl("/office-space/ny/new-york?neighborhoods=soho,tribeca")?.neighborhoods).toEqual([
      "soho",
      "tribeca",
    ]);
    expect(parseUrl("/office-space/ny/new-york?neighborhoods=soho%2Ctribeca%2C")?.neighborhoods).toEqual([
      "soho",
      "tribeca",
    ]);
    expect(parseUrl("/office-space/ny/new-york/soho?neighborhoods=tribeca,soho")?.neighborhoods).toEqual([
      "soho",
      "tribeca",
    ]);
  });

  it("degrades bad numbers to null employees and page 1", () => {
    for (const query of [
      "numEmployees=ten&page_number=0",
      "numEmployees=-3&page_number=-1",
      "numEmployees=&page_number=x",
    ]) {
      expect(parseSearchUrl("/office-space/ny/new-york", query)).toMatchObject({
        numEmployees: null,
        page: 1,
      });
    }
    expect(parseSearchUrl("/office-space/ny/new-york", "numEmployees=1.5")?.numEmployees).toBeNull();
  });

  it("reads /search as the default market", () => {
    expect(parseSearchUrl("/search", "?numEmployees=8")).toEqual({
      propertyType: "office-space",
      state: "ny",
      citySlug: "new-york",
      neighborhoods: [],
      numEmployees: 8,
      page: 1,
    });
  });

  it("returns null for non-search paths", () => {
    for (const path of [
      "/",
      "/ny/new-york/350-fifth-avenue",
      "/office-space/nyc/new-york",
      "/buildings/ny",
      "/about",
    ]) {
      expect(parseSearchUrl(path, "")).toBeNull();
    }
  });
});

describe("round trip", () => {
  it.each<SearchUrlInput>([
    {
      propertyType: "office-space",
      state: "ny",
      citySlug: "new-york",
      neighborhoods: [],
      numEmployees: null,
      page: 1,
    },
    {
      propertyType: "office-space",
      state: "ny",
      citySlug: "new-york",
      neighborhoods: ["soho"],
      numEmployees: 40,
      page: 1,
    },
    {
      propertyType: "retail-space",
      state: "tx",
      citySlug: "houston",
      neighborhoods: ["montrose", "the-heights"],
      numEmployees: null,
      page: 7,
    },
    {
      propertyType: "industrial-space",
      state: "ca",
      citySlug: "los-angeles",
      neighborhoods: ["a&b", "c d", "é"],
      numEmployees: 3,
      page: 2,
    },
  ])("%j", (input) => {
    expect(parseUrl(buildSearchUrl(input))).toEqual(input);
  });
});

describe("pagination", () => {
  it("converts 1-based pages to offsets and back", () => {
    expect(SEARCH_PAGE_SIZE).toBe(12);
    expect(offsetForPage(1, 12)).toBe(0);
    expect(offsetForPage(3, 12)).toBe(24);
    expect(offsetForPage(2)).toBe(12);
    expect(offsetForPage(0, 12)).toBe(0);
    expect(pageForOffset(0)).toBe(1);
    expect(pageForOffset(24, 12)).toBe(3);
    expect(pageForOffset(25, 12)).toBe(3);
  });
});
