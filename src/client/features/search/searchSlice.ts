import { DEFAULT_CITY, PAGE_SIZE } from "../../../common/constants";
import { registerSlice } from "../../system/store/registry";
import { createSlice, type PayloadAction } from "../../system/store/toolkit";

export interface SearchState {
  cityName: string;
  neighborhoods: string[];
  numEmployees: number | null;
  offset: number;
  limit: number;
  /** False until the first update, so start-up code can tell a seeded search from the default. */
  updated: boolean;
}

export type SearchUpdate = Partial<Omit<SearchState, "updated">>;

/** What a search URL carries: the path's city and neighbourhoods, numEmployees and page_number. */
export interface SearchFromUrl {
  cityName?: string;
  neighborhoods?: string[];
  numEmployees?: number | null;
  /** 1-based page_number; missing or invalid means page 1. */
  page?: number | null;
  limit?: number;
}

export const initialSearchState: SearchState = {
  cityName: DEFAULT_CITY,
  neighborhoods: [],
  numEmployees: null,
  offset: 0,
  limit: PAGE_SIZE,
  updated: false,
};

/** offset = (page - 1) × limit, with pages counted from 1. */
export function offsetForPage(page: number | null | undefined, limit: number): number {
  const safePage = page && Number.isFinite(page) && page >= 1 ? Math.floor(page) : 1;
  return (safePage - 1) * limit;
}

export function pageForOffset(offset: number, limit: number): number {
  return Math.floor(offset / limit) + 1;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

const searchSlice = createSlice({
  name: "search",
  initialState: initialSearchState,
  reducers: {
    updateSearch(state, action: PayloadAction<SearchUpdate>) {
      const update = action.payload;
      const cityChanged = update.cityName !== undefined && update.cityName !== state.cityName;
      const neighborhoodsChanged =
        update.neighborhoods !== undefined && !sameList(update.neighborhoods, state.neighborhoods);
      const employeesChanged =
        update.numEmployees !== undefined && update.numEmployees !== state.numEmployees;

      const next: SearchState = { ...state, ...update, updated: true };
      // Neighbourhoods belong to a city: a new city without its own list starts with none.
      if (cityChanged && update.neighborhoods === undefined) next.neighborhoods = [];
      // A different result set starts at its first page unless the caller chose an offset.
      if ((cityChanged || neighborhoodsChanged || employeesChanged) && update.offset === undefined) {
        next.offset = 0;
      }
      return next;
    },
    setSearchFromUrl(_state, action: PayloadAction<SearchFromUrl>) {
      const { cityName, neighborhoods, numEmployees, page, limit } = action.payload;
      const pageSize = limit ?? initialSearchState.limit;
      return {
        cityName: cityName ?? initialSearchState.cityName,
        neighborhoods: neighborhoods ?? [],
        numEmployees: numEmployees ?? null,
        offset: offsetForPage(page, pageSize),
        limit: pageSize,
        updated: true,
      };
    },
    setPage(state, action: PayloadAction<number>) {
      return { ...state, offset: offsetForPage(action.payload, state.limit), updated: true };
    },
  },
});

export const { updateSearch, setSearchFromUrl, setPage } = searchSlice.actions;
export const searchReducer = searchSlice.reducer;

declare module "../../system/store/registry" {
  interface SliceStates {
    search: SearchState;
  }
}

registerSlice("search", searchReducer);

type WithSearch = { search: SearchState };

export const selectSearch = (state: WithSearch): SearchState => state.search;
export const selectSearchPage = (state: WithSearch): number =>
  pageForOffset(state.search.offset, state.search.limit);
