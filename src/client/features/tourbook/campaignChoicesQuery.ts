import { CampaignChoicesQueryDocument } from "../../gql/documents/campaignChoicesQuery";

/** The viewer's campaigns to add a selection to. */
export const CampaignChoicesQuery = CampaignChoicesQueryDocument;
