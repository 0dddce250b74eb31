import {
  CampaignPageQueryDocument,
  MoveCampaignListingsMutationDocument,
  RemoveCampaignListingsMutationDocument,
} from "../../gql/documents/campaignPageQuery";
import type * as G from "../../gql/graphql";

export type CampaignPageData = NonNullable<G.CampaignPageQueryQuery["campaign"]>;

/**
 * A campaign's page: its parties, requirements, surveys and tours (spec: LoadCampaignSettings by id or
 * uuid). Its listings and their stages come beside it (CampaignListingCardsQuery).
 */
export const CampaignPageQuery = CampaignPageQueryDocument;

/** Moves listings of a campaign to a stage; answers each campaign listing's stage (the cache updates each edge by its id). */
export const MoveCampaignListingsMutation = MoveCampaignListingsMutationDocument;

/** Removes campaign (and survey or tour) listings, all or none; FORCE_REQUIRED when surveys or tours list them. */
export const RemoveCampaignListingsMutation = RemoveCampaignListingsMutationDocument;
