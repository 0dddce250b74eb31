import { gql, type TypedDocumentNode } from "@apollo/client";
import { LISTING_PAGE_FIELDS, type ListingPageListing } from "../places/placeFields";

export type ListingByPathVariables = {
  state: string;
  city: string;
  zip: string;
  neighborhood: string;
  address: string;
  floorAndSuite: string;
};

export type ListingByPathData = { listingByPath: ListingPageListing | null };

/** The listing at /listings/{state}/{city}/{zip}/{neighborhood}/{address}/{floorAndSuite}. */
export const ListingByPathQuery: TypedDocumentNode<ListingByPathData, ListingByPathVariables> = gql`
  query ListingByPathQuery(
    $state: String!
    $city: String!
    $zip: String!
    $neighborhood: String!
    $address: String!
    $floorAndSuite: String!
  ) {
    listingByPath(
      state: $state
      city: $city
      zip: $zip
      neighborhood: $neighborhood
      address: $address
      floorAndSuite: $floorAndSuite
    ) {
      ...ListingPageFields
    }
  }
  ${LISTING_PAGE_FIELDS}
`;

/**
 * The query variables of the listing route. The screen and the server's prefetch both call this,
 * so the cache entry the server fills is exactly the one the screen reads.
 */
export function listingByPathVariables(params: Record<string, string | undefined>): ListingByPathVariables {
  return {
    state: (params.state ?? "").toLowerCase(),
    city: params.city ?? "",
    zip: params.zip ?? "",
    neighborhood: params.neighborhood ?? "",
    address: params.address ?? "",
    floorAndSuite: params.floorAndSuite ?? "",
  };
}
