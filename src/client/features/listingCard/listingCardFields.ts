import type * as G from "../../gql/graphql";

export type ListingCardPhoto = ListingCardData["photos"][number];

/** What a listing card shows; the shape of the `ListingCardFields` fragment. */
export type ListingCardData = G.ListingCardFieldsFragment;

/**
 * Fields of a listing card. Shared: the listing page's nearby lists use it too, so a card renders
 * the same wherever it appears and the cache holds one shape.
 */
