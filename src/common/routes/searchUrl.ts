import {
  DEFAULT_CITY_SLUG,
  DEFAULT_PROPERTY_TYPE,
  DEFAULT_STATE_SLUG,
  PAGE_SIZE,
  PROPERTY_TYPE_SLUGS,
  type PropertyTypeSlug,
} from "../constants";
import { isEnumValue } from "../enums";
import { matchRoute } from "./matchRoute";

/*
 * Search URL rules of spec section 2: /{propertyType}/{state}/{city}/{neighborhood?}; one
 * neighbourhood goes in the path, several go in `neighborhoods` (comma-joined); `numEmployees` and
 * `page_number` (1-based, left out for page 1) are query parameters.
 */

export const SEARCH_PAGE_SIZE = PAGE_SIZE;

export interface SearchUrlInput {
  propertyType?: PropertyTypeSlug;
  state: string;
  citySlug: string;
  /** Neighbourhood slugs. */
  neighborhoods: readonly string[];
  numEmployees?: number | null;
  page?: number;
}

export interface ParsedSearchUrl {
  propertyType: PropertyTypeSlug;
  /** Lower case. */
  state: string;
  citySlug: string;
  neighborhoods: string[];
  numEmployees: number | null;
  /** 1-based. */
  page: number;
}

/** "/ny/new-york": the market part of a search path (state lower-cased, city slug encoded). */
export function marketPath(state: string, citySlug: string): string {
  return `/${encodeURIComponent(state.toLowerCase())}/${encodeURIComponent(citySlug)}`;
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0;
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values.filter((v) => v !== ""))];
}

export function buildSearchUrl(input: SearchUrlInput): string {
  const neighborhoods = unique(input.neighborhoods);
  let path = `/${input.propertyType ?? DEFAULT_PROPERTY_TYPE}${marketPath(input.state, input.citySlug)}`;
  if (neighborhoods.length === 1) path += `/${encodeURIComponent(neighborhoods[0])}`;
  const query: string[] = [];
  // Commas are left unencoded so the list stays readable in the address bar.
  if (neighborhoods.length > 1)
    query.push(`neighborhoods=${neighborhoods.map(encodeURIComponent).join(",")}`);
  if (isPositiveInteger(input.numEmployees)) query.push(`numEmployees=${input.numEmployees}`);
  if (isPositiveInteger(input.page) && input.page > 1) query.push(`page_number=${input.page}`);
  return query.length ? `${path}?${query.join("&")}` : path;
}

function positiveIntegerParam(raw: string | null): number | null {
  if (raw === null || !/^[0-9]+$/.test(raw)) return null;
  const value = Number(raw);
  return isPositiveInteger(value) ? value : null;
}

/**
 * Inverse of buildSearchUrl. Returns null for a path that is not a search path. The bare /search
 * page carries no location, so it reads as the default market (New York). Bad numbers degrade
 * instead of failing: a non-numeric numEmployees is null and a page below 1 is page 1.
 */
export function parseSearchUrl(pathname: string, search: string): ParsedSearchUrl | null {
  const match = matchRoute(pathname);
  if (match?.route.id !== "search" && match?.route.id !== "searchLanding") return null;
  const { params } = match;
  const query = new URLSearchParams(search);
  const fromQuery = (query.get("neighborhoods") ?? "").split(",").map((n) => n.trim());
  const propertyType = isEnumValue(PROPERTY_TYPE_SLUGS, params.propertyType)
    ? params.propertyType
    : DEFAULT_PROPERTY_TYPE;
  return {
    propertyType,
    state: (params.state ?? DEFAULT_STATE_SLUG).toLowerCase(),
    citySlug: params.city ?? DEFAULT_CITY_SLUG,
    neighborhoods: unique([params.neighborhood ?? "", ...fromQuery]),
    numEmployees: positiveIntegerParam(query.get("numEmployees")),
    page: positiveIntegerParam(query.get("page_number")) ?? 1,
  };
}

/** Search state offset for a 1-based page: (page - 1) * limit; pages below 1 count as page 1. */
export function offsetForPage(page: number, limit: number = SEARCH_PAGE_SIZE): number {
  return Math.max(0, Math.floor(page) - 1) * limit;
}

/** 1-based page holding a given offset. */
export function pageForOffset(offset: number, limit: number = SEARCH_PAGE_SIZE): number {
  return Math.floor(Math.max(0, offset) / limit) + 1;
}
