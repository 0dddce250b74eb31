import { describe, expect, it } from "vitest";
import {
  initialSearchState,
  offsetForPage,
  type SearchState,
  searchReducer,
  selectSearchPage,
  setPage,
  setSearchFromUrl,
  updateSearch,
} from "./searchSlice";

const defaults = searchReducer(undefined, { type: "@@init" });
const paged: SearchState = { ...defaults, neighborhoods: ["SoHo"], numEmployees: 20, offset: 24 };

describe("searchSlice (spec sections 3 and 4: search state)", () => {
  it("defaults: New York, no neighbourhoods, numEmployees null, offset 0, limit 12, not updated", () => {
    expect(defaults).toEqual({
      cityName: "New York",
      neighborhoods: [],
      numEmployees: null,
      offset: 0,
      limit: 12,
      updated: false,
    });
  });

  it("an update merges new values and marks the state updated", () => {
    const state = searchReducer(defaults, updateSearch({ limit: 24 }));
    expect(state).toEqual({ ...defaults, limit: 24, updated: true });
  });

  it("a city change with no neighborhoods supplied clears the neighborhoods", () => {
    const state = searchReducer(paged, updateSearch({ cityName: "Houston" }));
    expect(state.neighborhoods).toEqual([]);
  });

  it("a city change with neighborhoods supplied keeps those neighborhoods", () => {
    const state = searchReducer(paged, updateSearch({ cityName: "Houston", neighborhoods: ["Midtown"] }));
    expect(state.neighborhoods).toEqual(["Midtown"]);
  });

  it("the same city again keeps the neighborhoods and the offset", () => {
    const state = searchReducer(paged, updateSearch({ cityName: "New York" }));
    expect(state).toMatchObject({ neighborhoods: ["SoHo"], offset: 24 });
  });

  it("a city change without an explicit offset resets offset to 0", () => {
    expect(searchReducer(paged, updateSearch({ cityName: "Houston" })).offset).toBe(0);
  });

  it("a neighborhoods change without an explicit offset resets offset to 0", () => {
    expect(searchReducer(paged, updateSearch({ neighborhoods: ["Tribeca"] })).offset).toBe(0);
  });

  it("a numEmployees change without an explicit offset resets offset to 0", () => {
    expect(searchReducer(paged, updateSearch({ numEmployees: 50 })).offset).toBe(0);
  });

  it("an explicit offset wins over the reset", () => {
    expect(searchReducer(paged, updateSearch({ numEmployees: 50, offset: 36 })).offset).toBe(36);
  });

  it("changes to other fields keep the offset", () => {
    expect(searchReducer(paged, updateSearch({ limit: 12 })).offset).toBe(24);
  });

  it("a location change to a search URL rebuilds the state from the URL", () => {
    const state = searchReducer(
      paged,
      setSearchFromUrl({
        cityName: "Houston",
        neighborhoods: ["Midtown", "Uptown"],
        numEmployees: 8,
        page: 3,
      }),
    );
    expect(state).toEqual({
      cityName: "Houston",
      neighborhoods: ["Midtown", "Uptown"],
      numEmployees: 8,
      offset: 24,
      limit: 12,
      updated: true,
    });
  });

  it("a bare search URL rebuilds the default search (nothing carried over)", () => {
    const state = searchReducer(paged, setSearchFromUrl({}));
    expect(state).toEqual({ ...initialSearchState, updated: true });
  });

  it("offset = (page-1)*limit", () => {
    expect(searchReducer(defaults, setPage(1)).offset).toBe(0);
    expect(searchReducer(defaults, setPage(4)).offset).toBe(36);
    expect(searchReducer({ ...defaults, limit: 20 }, setPage(2)).offset).toBe(20);
    expect(selectSearchPage({ search: searchReducer(defaults, setPage(4)) })).toBe(4);
  });

  it("page numbers are 1-based: a page below 1 or not a number is page 1", () => {
    expect(offsetForPage(0, 12)).toBe(0);
    expect(offsetForPage(-3, 12)).toBe(0);
    expect(offsetForPage(Number.NaN, 12)).toBe(0);
    expect(offsetForPage(null, 12)).toBe(0);
  });
});
