import { DEFAULT_CITY_SLUG, DEFAULT_STATE_SLUG, type PropertyTypeSlug } from "../../../common/constants";
import { isEnumValue, LEASE_TYPES, type LeaseType, type PriceUnit } from "../../../common/enums";
import { buildSearchUrl, type ParsedSearchUrl, parseSearchUrl } from "../../../common/routes/searchUrl";
import type { MapBounds } from "../map/mapTypes";

/*
 * Everything a search page URL says. The spec's parameters (path neighbourhood, `neighborhoods`,
 * `numEmployees`, `page_number`) are read by parseSearchUrl; the filters the spec does not name
 * travel in extra query parameters (docs/decisions.md, issue 4):
 *
 *   min_sf, max_sf        size in square feet (whole numbers)
 *   price_unit=monthly    prices per month; absent means per SF per year
 *   min_price, max_price  price bounds in the chosen unit (dollars)
 *   lease_type            direct | sublease | license-agreement
 *   available             now | 3-months | 6-months
 *   sort                  newest | price-asc | price-desc | size-asc | size-desc (absent: recommended)
 *   bounds                n,s,e,w of a map rectangle ("Search this area")
 *
 * Bad values are ignored rather than refused, like the spec's own parameters.
 */

export const AVAILABILITY_OPTIONS = ["now", "3-months", "6-months"] as const;
export type AvailabilityOption = (typeof AVAILABILITY_OPTIONS)[number];

export const SORT_OPTIONS = [
  "recommended",
  "newest",
  "price-asc",
  "price-desc",
  "size-asc",
  "size-desc",
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export interface SearchLocation extends ParsedSearchUrl {
  minSquareFeet: number | null;
  maxSquareFeet: number | null;
  priceUnit: PriceUnit;
  minPrice: number | null;
  maxPrice: number | null;
  leaseType: LeaseType | null;
  availability: AvailabilityOption | null;
  sort: SortOption;
  bounds: MapBounds | null;
}

/** The filters beyond the location (city and neighbourhoods) and the page. */
export type SearchFilters = Pick<
  SearchLocation,
  | "numEmployees"
  | "minSquareFeet"
  | "maxSquareFeet"
  | "priceUnit"
  | "minPrice"
  | "maxPrice"
  | "leaseType"
  | "availability"
  | "sort"
  | "bounds"
>;

export const NO_FILTERS: SearchFilters = {
  numEmployees: null,
  minSquareFeet: null,
  maxSquareFeet: null,
  priceUnit: "PER_SQUARE_FOOT",
  minPrice: null,
  maxPrice: null,
  leaseType: null,
  availability: null,
  sort: "recommended",
  bounds: null,
};

/** Largest value any numeric filter accepts; GraphQL Int is 32-bit. */
const MAX_FILTER_VALUE = 1_000_000_000;

function positiveNumber(raw: string | null, integer: boolean): number | null {
  if (raw === null || !/^[0-9]+(\.[0-9]+)?$/.test(raw.trim())) return null;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > MAX_FILTER_VALUE) return null;
  return integer ? Math.round(value) : Math.round(value * 100) / 100;
}

/** Orders a min/max pair so a reversed range still means what the person wanted. */
function ordered(min: number | null, max: number | null): [number | null, number | null] {
  return min !== null && max !== null && min > max ? [max, min] : [min, max];
}

function leaseTypeParam(raw: string | null): LeaseType | null {
  const value = (raw ?? "").toUpperCase().replace(/-/g, "_");
  return isEnumValue(LEASE_TYPES, value) ? value : null;
}

export function leaseTypeSlug(leaseType: LeaseType): string {
  return leaseType.toLowerCase().replace(/_/g, "-");
}

export function parseBounds(raw: string | null): MapBounds | null {
  if (!raw) return null;
  const parts = raw.split(",").map((p) => Number(p));
  if (parts.length !== 4 || parts.some((p) => !Number.isFinite(p))) return null;
  const [north, south, east, west] = parts;
  if (north > 90 || south < -90 || north <= south) return null;
  if (Math.abs(east) > 180 || Math.abs(west) > 180 || east <= west) return null;
  return { north, south, east, west };
}

/** About a metre of precision: enough for a map rectangle, short in the address bar. */
function coordinate(value: number): string {
  return String(Math.round(value * 1e5) / 1e5);
}

export function formatBounds(bounds: MapBounds): string {
  return [bounds.north, bounds.south, bounds.east, bounds.west].map(coordinate).join(",");
}

/**
 * Reads a search page from its route parameters and query string. The screen and its server
 * prefetch (screens.tsx) both call this, so they ask for exactly the same variables.
 */
export function readSearchLocation(
  params: Record<string, string | undefined>,
  search: string,
): SearchLocation {
  const query = new URLSearchParams(search);
  const parsed =
    parseSearchUrl(routePath(params), search) ?? (parseSearchUrl("/search", search) as ParsedSearchUrl);
  const [minSquareFeet, maxSquareFeet] = ordered(
    positiveNumber(query.get("min_sf"), true),
    positiveNumber(query.get("max_sf"), true),
  );
  const [minPrice, maxPrice] = ordered(
    positiveNumber(query.get("min_price"), false),
    positiveNumber(query.get("max_price"), false),
  );
  const availability = query.get("available");
  const sort = query.get("sort");
  return {
    ...parsed,
    minSquareFeet,
    maxSquareFeet,
    priceUnit: query.get("price_unit") === "monthly" ? "PER_MONTH" : "PER_SQUARE_FOOT",
    minPrice,
    maxPrice,
    leaseType: leaseTypeParam(query.get("lease_type")),
    availability: isEnumValue(AVAILABILITY_OPTIONS, availability) ? availability : null,
    sort: isEnumValue(SORT_OPTIONS, sort) ? sort : "recommended",
    bounds: parseBounds(query.get("bounds")),
  };
}

/** The path a route match came from (the /search page carries no parameters). */
function routePath(params: Record<string, string | undefined>): string {
  const { propertyType, state, city, neighborhood } = params;
  if (!propertyType || !state || !city) return "/search";
  const segments = [propertyType, state, city, ...(neighborhood ? [neighborhood] : [])];
  return `/${segments.map(encodeURIComponent).join("/")}`;
}

/** The URL of a search: the spec's rules first, then the extra filter parameters in a fixed order. */
export function searchHref(location: SearchLocation): string {
  const base = buildSearchUrl(location);
  const extra: string[] = [];
  const add = (name: string, value: string | number | null) => {
    if (value !== null) extra.push(`${name}=${encodeURIComponent(String(value))}`);
  };
  add("min_sf", location.minSquareFeet);
  add("max_sf", location.maxSquareFeet);
  if (location.priceUnit === "PER_MONTH") add("price_unit", "monthly");
  add("min_price", location.minPrice);
  add("max_price", location.maxPrice);
  add("lease_type", location.leaseType && leaseTypeSlug(location.leaseType));
  add("available", location.availability);
  if (location.sort !== "recommended") add("sort", location.sort);
  // Commas stay readable, as in the spec's neighborhoods list.
  if (location.bounds) extra.push(`bounds=${formatBounds(location.bounds)}`);
  if (!extra.length) return base;
  return `${base}${base.includes("?") ? "&" : "?"}${extra.join("&")}`;
}

/** How many filters narrow the search, beyond city and neighbourhoods (the price unit is not one). */
export function activeFilterCount(location: SearchFilters): number {
  return [
    location.numEmployees !== null,
    location.minSquareFeet !== null || location.maxSquareFeet !== null,
    location.minPrice !== null || location.maxPrice !== null,
    location.leaseType !== null,
    location.availability !== null,
    location.bounds !== null,
  ].filter(Boolean).length;
}

/**
 * A city or neighbourhood page as first entered: page 1, at most the path's neighbourhood, no
 * filters and the default order. Those pages show the market overview.
 */
export function isLandingView(location: SearchLocation): boolean {
  return (
    location.page === 1 &&
    location.neighborhoods.length <= 1 &&
    activeFilterCount(location) === 0 &&
    location.sort === "recommended"
  );
}

/** A new set of neighbourhoods: the result set changes, so back to page 1. */
export function withNeighborhoods(
  location: SearchLocation,
  neighborhoods: readonly string[],
): SearchLocation {
  return { ...location, neighborhoods: [...neighborhoods], page: 1 };
}

/**
 * Another market: its neighbourhoods and any map rectangle belong to the old city and go; the
 * other filters carry over (spec section 4).
 */
export function withCity(location: SearchLocation, state: string, citySlug: string): SearchLocation {
  return { ...location, state, citySlug, neighborhoods: [], bounds: null, page: 1 };
}

/**
 * The same search for another kind of space (its path slug leads the URL). Every filter still
 * applies, as office, retail and industrial listings share them all (place, neighbourhoods, team
 * size, size, price, lease type, availability, order, map area); the result set changes, so page 1.
 */
export function withPropertyType(location: SearchLocation, propertyType: PropertyTypeSlug): SearchLocation {
  return { ...location, propertyType, page: 1 };
}

/** Changed filters always start again at page 1. */
export function withFilters(location: SearchLocation, filters: Partial<SearchFilters>): SearchLocation {
  return { ...location, ...filters, page: 1 };
}

export function withPage(location: SearchLocation, page: number): SearchLocation {
  return { ...location, page: Math.max(1, Math.floor(page)) };
}

/** Same city and neighbourhoods with every other filter removed (keeps the property type). */
export function withoutFilters(location: SearchLocation): SearchLocation {
  return { ...location, ...NO_FILTERS, priceUnit: location.priceUnit, page: 1 };
}

export function defaultSearchLocation(propertyType: PropertyTypeSlug = "office-space"): SearchLocation {
  return {
    propertyType,
    state: DEFAULT_STATE_SLUG,
    citySlug: DEFAULT_CITY_SLUG,
    neighborhoods: [],
    page: 1,
    ...NO_FILTERS,
  };
}
