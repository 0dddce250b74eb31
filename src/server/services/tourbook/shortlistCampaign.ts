import { campaigns } from "../../db/schema/campaigns";
import { users } from "../../db/schema/users";
import { fullName } from "./campaignList";

/** The campaign a survey or tour belongs to, as its readers see it (SurveyCampaign in the API). */
export type ShortlistCampaign = { id: string; uuid: string; displayName: string; brokerName: string | null };

/**
 * The columns a survey's or tour's header reads of its campaign and the campaign's broker; the query
 * joins `campaigns` on the shortlist's campaign and left-joins `users` on the campaign's broker.
 */
export const shortlistCampaignColumns = {
  campaign: { id: campaigns.id, uuid: campaigns.uuid, displayName: campaigns.displayName },
  broker: { firstName: users.firstName, lastName: users.lastName },
};

export function shortlistCampaignOf(row: {
  campaign: { id: number; uuid: string; displayName: string };
  broker: { firstName: string | null; lastName: string | null } | null;
}): { campaignRowId: number; campaign: ShortlistCampaign } {
  return {
    campaignRowId: row.campaign.id,
    campaign: {
      id: String(row.campaign.id),
      uuid: row.campaign.uuid,
      displayName: row.campaign.displayName,
      brokerName: fullName(row.broker),
    },
  };
}
