import { signedInAccess } from "./policy";

/**
 * Signed in; the list is scoped to the viewer's own campaigns in its query (campaignRules.read's
 * parties and members), and asking for everyone's is checked against the admin role in the resolver.
 */
export const listCampaignsPolicy = signedInAccess("campaign.list");

/** Signed in; the campaign's own `read` rule is checked once it is loaded (null when it refuses). */
export const readCampaignPolicy = signedInAccess("campaign.read");

/** Signed in; the campaign's `update` rule (its client, broker or an admin) is checked once it is loaded. */
export const moveCampaignListingsPolicy = signedInAccess("campaign.moveListings");

/** Signed in; each entry's campaign, survey or tour `removeListings` rule is checked once loaded. */
export const removeListingsPolicy = signedInAccess("campaign.removeListings");
