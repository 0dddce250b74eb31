import {
  CampaignMarketsQueryDocument,
  StartCampaignMutationDocument,
} from "../../gql/documents/startCampaignMutation";

/** A broker starts a campaign for a client, or invites them to it by e-mail. */
export const StartCampaignMutation = StartCampaignMutationDocument;
/** The markets a new campaign can be in. */
export const CampaignMarketsQuery = CampaignMarketsQueryDocument;
