import { CampaignListingDetailsQueryDocument } from "../../gql/documents/campaignListingDetailsQuery";
import type * as G from "../../gql/graphql";

export type ListingDetailEdge = NonNullable<
  G.CampaignListingDetailsQueryQuery["campaign"]
>["listingsConnection"]["edges"][number];
export type ListingDetail = ListingDetailEdge["node"];

/**
 * A few of a campaign's listings with their full facts: the listing drawer asks for one, the
 * comparison for the selection. Read through the campaign, so its parties see an off-market listing.
 */
export const CampaignListingDetailsQuery = CampaignListingDetailsQueryDocument;
