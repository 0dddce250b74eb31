import { signedInAccess } from "./policy";

/**
 * Signed in; the list is scoped to the viewer's own campaigns in its query (campaignRules.read's
 * parties and members), and asking for everyone's is checked against the admin role in the resolver.
 */
export const listCampaignsPolicy = signedInAccess("campaign.list");
