import { CampaignListQueryDocument } from "../../gql/documents/campaignListQuery";
import type * as G from "../../gql/graphql";

export type CampaignListData = G.CampaignListQueryQuery;
export type CampaignListItem = CampaignListData["campaigns"]["campaigns"][number];
/** What the one-line requirement summary reads (the RequirementSummaryFields fragment). */
export type CampaignRequirements = G.RequirementSummaryFieldsFragment;
export type CampaignListingStage = G.CampaignListingStage;
export type CampaignSort = G.CampaignSort;

/** The signed-in user's campaigns, one page of the tourbook's list. */
export const CampaignListQuery = CampaignListQueryDocument;
