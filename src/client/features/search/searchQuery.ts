import { SearchQueryDocument } from "../../gql/documents/searchQuery";
import type * as G from "../../gql/graphql";

export type PropertyTypeValue = G.PropertyType;
export type AvailabilityValue = G.Availability;
export type ListingSortValue = G.ListingSort;

/** SearchInput of the schema. Optional fields are left out, not sent as null, so keys stay stable. */
export type SearchInputVariables = G.SearchInput & { neighborhoods: string[]; page: number; limit: number };

export type SearchQueryVariables = G.SearchQueryQueryVariables;

export type SearchNeighborhood = SearchResultData["neighborhoods"][number];

export type SearchMarker = SearchResultData["markers"][number];

export type SearchResultData = NonNullable<SearchQueryData["search"]>;

export type SearchQueryData = G.SearchQueryQuery;

/** One page of a market's available listings, with facet counts and map markers. */
export const SearchQuery = SearchQueryDocument;
