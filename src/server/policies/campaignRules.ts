import { isAdmin, isBroker, type Viewer } from "./policy";
import type {
  CampaignSubject,
  InvitationSubject,
  SurveySubject,
  TourbookSubject,
  TourSubject,
} from "./subjects";

/**
 * Tourbook rules: a campaign belongs to its client and its broker; admins have every right of a
 * broker; users who accepted an invitation read. Surveys and tours are the broker's work for the
 * client, so the client and the invitees read and respond, while the broker (or an admin) changes
 * them. A survey or tour inherits its campaign's readers.
 */

const userId = (viewer: Viewer) => viewer.user?.id;

function isClientOf(viewer: Viewer, c: CampaignSubject): boolean {
  const id = userId(viewer);
  return id !== undefined && c.clientId === id;
}

/** The campaign's own broker, or an admin. */
function runs(viewer: Viewer, c: CampaignSubject): boolean {
  const id = userId(viewer);
  return id !== undefined && (c.brokerId === id || isAdmin(viewer));
}

/** Client, broker or admin: the parties who shape the tourbook. */
function isPartyTo(viewer: Viewer, c: CampaignSubject): boolean {
  return isClientOf(viewer, c) || runs(viewer, c);
}

function isMember(viewer: Viewer, c: CampaignSubject): boolean {
  const id = userId(viewer);
  return id !== undefined && c.memberIds.includes(id);
}

function isInvitee(viewer: Viewer, s: { inviteeIds: readonly number[] }): boolean {
  const id = userId(viewer);
  return id !== undefined && s.inviteeIds.includes(id);
}

export const campaignRules = {
  read: (v: Viewer, c: CampaignSubject) => isPartyTo(v, c) || isMember(v, c),
  /** Name and requirements. */
  update: isPartyTo,
  archive: runs,
  addListings: isPartyTo,
  removeListings: isPartyTo,
  invite: isPartyTo,
  createSurvey: runs,
  createTour: runs,
  /** "A client signed in" e-mail to the broker: the campaign's own client, never a broker or admin. */
  notifyBrokerOfLogin: (v: Viewer, c: CampaignSubject) => isClientOf(v, c) && !isBroker(v),
};

/** Surveys and tours share their rules: both are the broker's lists sent to the client. */
const shortlistRules = {
  read: (v: Viewer, s: SurveySubject | TourSubject) => campaignRules.read(v, s.campaign) || isInvitee(v, s),
  update: (v: Viewer, s: SurveySubject | TourSubject) => runs(v, s.campaign),
  addListings: (v: Viewer, s: SurveySubject | TourSubject) => runs(v, s.campaign),
  removeListings: (v: Viewer, s: SurveySubject | TourSubject) => runs(v, s.campaign),
  invite: (v: Viewer, s: SurveySubject | TourSubject) => runs(v, s.campaign),
  /** Feedback (survey comments, tour answers) is the client's voice: the client and invitees. */
  respond: (v: Viewer, s: SurveySubject | TourSubject) => isClientOf(v, s.campaign) || isInvitee(v, s),
};

/**
 * A survey is a draft, the broker's alone, until it is published; then the client reads and answers.
 * Answers are one per respondent (issue 24): everyone's, with their names, are read by the broker
 * (or an admin) who runs the survey (`readAnswers`); the client and each invitee read their own only,
 * so an invitee's word goes to the broker, not to the others invited.
 */
export const surveyRules: {
  [A in keyof typeof shortlistRules | "readAnswers"]: (v: Viewer, s: SurveySubject) => boolean;
} = {
  ...shortlistRules,
  read: (v, s) => shortlistRules.read(v, s) && (s.published || runs(v, s.campaign)),
  respond: (v, s) => s.published && shortlistRules.respond(v, s),
  readAnswers: (v, s) => runs(v, s.campaign),
};

/** A tour likewise: a draft until the broker schedules it; then the client reads it and answers. */
export const tourRules: { [A in keyof typeof shortlistRules]: (v: Viewer, s: TourSubject) => boolean } = {
  ...shortlistRules,
  read: (v, s) => shortlistRules.read(v, s) && (s.scheduled || runs(v, s.campaign)),
  respond: (v, s) => s.scheduled && shortlistRules.respond(v, s),
};

/** Brokers (and admins, who have every broker right) start campaigns for their clients. */
export const tourbookRules = {
  startCampaign: (v: Viewer, _t: TourbookSubject) => isBroker(v),
};

/** Signed in with the address an invitation was sent to, compared trimmed and case-insensitively. */
function hasInvitedAddress(v: Viewer, i: InvitationSubject): boolean {
  return v.user !== null && v.user.email.trim().toLowerCase() === i.email.trim().toLowerCase();
}

/**
 * An invitation is accepted by the person it was sent to (issue 24: an address is proven only by
 * confirming it). Anyone may sign up with any address, so the address alone proves nothing:
 * - `accept`, with the link that was mailed (the invitation's uuid, a secret only that mailbox
 *   received): signed in with the invited address, confirmed or not. Anyone else holding the link
 *   (a forwarded e-mail) is refused.
 * - `acceptByAddress`, without the link (found by the viewer's address, as on a survey's share
 *   page): only when that address is confirmed.
 */
export const invitationRules = {
  accept: hasInvitedAddress,
  acceptByAddress: (v: Viewer, i: InvitationSubject) =>
    hasInvitedAddress(v, i) && v.user?.confirmedAt != null,
};
