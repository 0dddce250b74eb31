import { FeaturedListingsQueryDocument } from "../../gql/documents/featuredListingsQuery";
import type * as G from "../../gql/graphql";

export type FeaturedListing = FeaturedListingsQueryData["featuredListings"][number];
export type FeaturedListingsQueryData = G.FeaturedListingsQueryQuery;
export type FeaturedListingsQueryVariables = G.FeaturedListingsQueryQueryVariables;

/** Featured listings of a market, for its landing page. */
export const FeaturedListingsQuery = FeaturedListingsQueryDocument;
