import { ListingByPathQueryDocument } from "../../gql/documents/listingByPathQuery";
import type * as G from "../../gql/graphql";

export type ListingByPathVariables = G.ListingByPathQueryQueryVariables;

export type ListingByPathData = G.ListingByPathQueryQuery;

/** The listing at /listings/{state}/{city}/{zip}/{neighborhood}/{address}/{floorAndSuite}. */
export const ListingByPathQuery = ListingByPathQueryDocument;

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
