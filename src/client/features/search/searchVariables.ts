import { SEARCH_PAGE_SIZE } from "../../../common/routes/searchUrl";
import { MarketDirectoryQuery } from "../../layout/marketDirectoryQuery";
import { type ScreenInput, screenQuery } from "../../system/screenData";
import { FeaturedListingsQuery, type FeaturedListingsQueryVariables } from "./featuredListingsQuery";
import {
  type AvailabilityOption,
  isLandingView,
  readSearchLocation,
  type SearchLocation,
  type SortOption,
} from "./searchLocation";
import { SearchMarketQuery, type SearchMarketQueryVariables } from "./searchMarketQuery";
import type {
  AvailabilityValue,
  ListingSortValue,
  PropertyTypeValue,
  SearchInputVariables,
  SearchQueryVariables,
} from "./searchQuery";
import { SearchQuery } from "./searchQuery";

const PROPERTY_TYPES: Record<SearchLocation["propertyType"], PropertyTypeValue> = {
  "office-space": "OFFICE",
  "retail-space": "RETAIL",
  "industrial-space": "INDUSTRIAL",
};

const AVAILABILITY: Record<AvailabilityOption, AvailabilityValue> = {
  now: "NOW",
  "3-months": "WITHIN_3_MONTHS",
  "6-months": "WITHIN_6_MONTHS",
};

const SORTS: Record<SortOption, ListingSortValue> = {
  recommended: "RECOMMENDED",
  newest: "NEWEST",
  "price-asc": "PRICE_LOW_TO_HIGH",
  "price-desc": "PRICE_HIGH_TO_LOW",
  "size-asc": "SIZE_SMALL_TO_LARGE",
  "size-desc": "SIZE_LARGE_TO_SMALL",
};

/** GraphQL Int is 32-bit; a page number past this is "beyond the end" anyway. */
const MAX_PAGE = 1_000_000;
const MAX_EMPLOYEES = 1_000_000;

export function propertyTypeValue(location: Pick<SearchLocation, "propertyType">): PropertyTypeValue {
  return PROPERTY_TYPES[location.propertyType];
}

/**
 * SearchQuery variables for a URL. Only filters that are set are sent, in a fixed order, so the
 * server's prefetch and the browser's query share one cache entry. The price unit only changes
 * the answer when prices filter or sort it; otherwise the unit is a display choice and toggling
 * it needs no new request.
 */
export function searchVariables(location: SearchLocation): SearchQueryVariables {
  const input: SearchInputVariables = {
    state: location.state,
    citySlug: location.citySlug,
    propertyType: propertyTypeValue(location),
    neighborhoods: location.neighborhoods,
    page: Math.min(location.page, MAX_PAGE),
    limit: SEARCH_PAGE_SIZE,
  };
  if (location.numEmployees !== null && location.numEmployees <= MAX_EMPLOYEES) {
    input.numEmployees = location.numEmployees;
  }
  if (location.minSquareFeet !== null) input.minSquareFeet = location.minSquareFeet;
  if (location.maxSquareFeet !== null) input.maxSquareFeet = location.maxSquareFeet;
  const pricesMatter =
    location.minPrice !== null ||
    location.maxPrice !== null ||
    location.sort === "price-asc" ||
    location.sort === "price-desc";
  if (pricesMatter) input.priceUnit = location.priceUnit;
  if (location.minPrice !== null) input.minPrice = location.minPrice;
  if (location.maxPrice !== null) input.maxPrice = location.maxPrice;
  if (location.leaseType) input.leaseTypes = [location.leaseType];
  if (location.availability) input.availability = AVAILABILITY[location.availability];
  if (location.bounds) input.bounds = { ...location.bounds };
  if (location.sort !== "recommended") input.sort = SORTS[location.sort];
  return { input };
}

export function marketVariables(location: SearchLocation): SearchMarketQueryVariables {
  return { state: location.state, slug: location.citySlug };
}

export function featuredVariables(location: SearchLocation): FeaturedListingsQueryVariables {
  return { state: location.state, city: location.citySlug, propertyType: propertyTypeValue(location) };
}

/**
 * The queries a search page renders with: the server fetches them before rendering and SearchPage
 * reads them through useScreenQueries. Featured listings show on a city's landing view only.
 */
export function searchPageQueries({ params, search }: ScreenInput) {
  const location = readSearchLocation(params, search);
  return {
    search: screenQuery(SearchQuery, searchVariables(location)),
    market: screenQuery(SearchMarketQuery, marketVariables(location)),
    featured: screenQuery(FeaturedListingsQuery, featuredVariables(location), {
      skip: !isLandingView(location),
    }),
    directory: screenQuery(MarketDirectoryQuery),
  };
}
