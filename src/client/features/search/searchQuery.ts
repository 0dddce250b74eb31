import { gql, type TypedDocumentNode } from "@apollo/client";
import type { LeaseType, PriceUnit } from "../../../common/enums";
import { type ListingCardData, ListingCardFields } from "../listingCard/listingCardFields";

export type PropertyTypeValue = "OFFICE" | "RETAIL" | "INDUSTRIAL";
export type AvailabilityValue = "NOW" | "WITHIN_3_MONTHS" | "WITHIN_6_MONTHS" | "ANY";
export type ListingSortValue =
  | "RECOMMENDED"
  | "NEWEST"
  | "PRICE_LOW_TO_HIGH"
  | "PRICE_HIGH_TO_LOW"
  | "SIZE_SMALL_TO_LARGE"
  | "SIZE_LARGE_TO_SMALL";

/** SearchInput of the schema. Optional fields are left out, not sent as null, so keys stay stable. */
export type SearchInputVariables = {
  state: string;
  citySlug: string;
  propertyType: PropertyTypeValue;
  neighborhoods: string[];
  numEmployees?: number;
  minSquareFeet?: number;
  maxSquareFeet?: number;
  priceUnit?: PriceUnit;
  minPrice?: number;
  maxPrice?: number;
  leaseTypes?: LeaseType[];
  availability?: AvailabilityValue;
  bounds?: { north: number; south: number; east: number; west: number };
  sort?: ListingSortValue;
  page: number;
  limit: number;
};

export type SearchQueryVariables = { input: SearchInputVariables };

export type SearchNeighborhood = { __typename?: "Neighborhood"; id: string; name: string; slug: string };

export type SearchMarker = {
  __typename?: "MapMarker";
  lat: number;
  lng: number;
  listingIds: string[];
  building: {
    __typename?: "Building";
    id: string;
    address: string;
    propertyName: string | null;
    path: string;
  };
};

export type SearchResultData = {
  __typename?: "SearchResult";
  market: {
    __typename?: "Market";
    id: string;
    name: string;
    state: string;
    slug: string;
    position: { __typename?: "LatLng"; lat: number; lng: number };
  };
  neighborhoods: SearchNeighborhood[];
  unknownNeighborhoods: string[];
  sizeRange: { __typename?: "SizeRange"; min: number | null; max: number | null };
  totalCount: number;
  page: number;
  pageCount: number;
  limit: number;
  offset: number;
  averageYearlyPricePerFoot: number | null;
  listings: ListingCardData[];
  facets: {
    __typename?: "NeighborhoodFacet";
    count: number;
    neighborhood: { __typename?: "Neighborhood"; id: string; slug: string };
  }[];
  markers: SearchMarker[];
};

export type SearchQueryData = { search: SearchResultData | null };

/** One page of a market's available listings, with facet counts and map markers. */
export const SearchQuery: TypedDocumentNode<SearchQueryData, SearchQueryVariables> = gql`
  query SearchQuery($input: SearchInput!) {
    search(input: $input) {
      market {
        id
        name
        state
        slug
        position {
          lat
          lng
        }
      }
      neighborhoods {
        id
        name
        slug
      }
      unknownNeighborhoods
      sizeRange {
        min
        max
      }
      totalCount
      page
      pageCount
      limit
      offset
      averageYearlyPricePerFoot
      listings {
        ...ListingCardFields
      }
      facets {
        count
        neighborhood {
          id
          slug
        }
      }
      markers {
        lat
        lng
        listingIds
        building {
          id
          address
          propertyName
          path
        }
      }
    }
  }
  ${ListingCardFields}
`;
