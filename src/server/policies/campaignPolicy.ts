import { publicAccess, signedInAccess } from "./policy";

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

/** Signed in; the survey's `read` rule (a draft: its broker or an admin) is checked once loaded. */
export const readSurveyPolicy = signedInAccess("survey.read");

/** Signed in; the campaign's `createSurvey` rule (its broker or an admin) is checked once loaded. */
export const createSurveyPolicy = signedInAccess("survey.create");

/** Signed in; the survey's `update` rule (its campaign's broker or an admin) is checked once loaded. */
export const publishSurveyPolicy = signedInAccess("survey.publish");

/** Signed in; the survey's `respond` rule (the client or an invitee, once published) is checked once loaded. */
export const answerSurveyPolicy = signedInAccess("survey.answer");

/** Signed in; only the campaign's own client's visit is announced (`notifyBrokerOfLogin`'s party). */
export const surveyVisitEmailPolicy = signedInAccess("survey.visitEmail");

/** Signed in; the tour's `read` rule (a draft: its broker or an admin) is checked once loaded. */
export const readTourPolicy = signedInAccess("tour.read");

/** Signed in; the campaign's `createTour` rule (its broker or an admin) is checked once loaded. */
export const createTourPolicy = signedInAccess("tour.create");

/** Signed in; the tour's `update` rule (its campaign's broker or an admin) is checked once loaded. */
export const updateTourPolicy = signedInAccess("tour.update");

/** Signed in; the tour's `update` rule (its campaign's broker or an admin) is checked once loaded. */
export const scheduleTourPolicy = signedInAccess("tour.schedule");
/** Signed in; the tour's `update` rule is checked once loaded, as for scheduling. */
export const cancelTourPolicy = signedInAccess("tour.cancel");
/**
 * Everyone: an invitation's page is opened by people who have no account yet. Only by its uuid, and
 * the lookups of one address are rate-limited (services/tourbook/invitations.ts), so nobody
 * enumerates; what it answers names no ids and no listing data.
 */
export const readInvitationPolicy = publicAccess("invitation.read");

/**
 * Signed in; the invitation's `accept` rule (signed in with the invited address) is checked once
 * loaded. The id is the invitation's uuid, the secret mailed to that address: holding it is the
 * proof an unconfirmed address lacks (issue 24).
 */
export const acceptInvitationPolicy = signedInAccess("invitation.accept");

/**
 * Signed in; the invitation's `acceptByAddress` rule (the invited address, confirmed) is checked once
 * the viewer's own pending invitation to the survey is found (issue 24).
 */
export const joinSurveyPolicy = signedInAccess("survey.join");

/** Everyone: a published survey's shareable page, by uuid, with public listing fields only. */
export const publicSurveyPolicy = publicAccess("survey.readPublic");

/** Signed in; the tourbook's `startCampaign` rule (brokers and admins) is checked in the resolver. */
export const startCampaignPolicy = signedInAccess("campaign.start");
