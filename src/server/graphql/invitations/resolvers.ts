import { GraphQLError } from "graphql";
import { z } from "zod";
import { START_CAMPAIGN_RULES } from "../../../common/tourbook/campaignRules";
import {
  acceptInvitationPolicy,
  publicSurveyPolicy,
  readInvitationPolicy,
  startCampaignPolicy,
} from "../../policies/campaignPolicy";
import { can } from "../../policies/can";
import { listingSubject, TOURBOOK } from "../../policies/subjects";
import { normalizeEmailAddress } from "../../services/accountResult";
import { hitIpRateLimit, hitRateLimit, type RateLimitHit } from "../../services/rateLimit";
import {
  acceptInvitation,
  findInvitation,
  INVITATION_LOOKUP_IP_RULE,
  invitationDestination,
  invitationState,
  invitationSubject,
  type LoadedInvitation,
  maskEmail,
} from "../../services/tourbook/invitations";
import { findPublicSurvey, type PublicSurvey } from "../../services/tourbook/publicSurvey";
import { START_CAMPAIGN_USER_RULE, startCampaign } from "../../services/tourbook/startCampaign";
import { surveyListingsOf } from "../../services/tourbook/surveys";
import { accountDeps } from "../account/sessionCookie";
import type { GraphQLContext } from "../context";
import type { Resolvers } from "../generated/resolverTypes";
import { deny, guarded, type SignedInContext } from "../guard";
import { rowId } from "../idArgs";
import type { ListingRow } from "../listing/listingLoaders";
import { parseArgs } from "../validate";
import { zodRule } from "../zodRule";
import { INVITATION_NOT_FOUND_MESSAGE, refusal, settleAccept } from "./acceptRefusals";
import { joinableInvitation, joinSurvey } from "./joinSurvey";

const idArg = z.string().max(64);

function rateLimited(hit: RateLimitHit, what: string): GraphQLError {
  const minutes = Math.max(1, Math.ceil((hit.retryAt.getTime() - Date.now()) / 60_000));
  return new GraphQLError(
    `Too many ${what} from your ${what.includes("campaign") ? "account" : "address"}; try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
    { extensions: { code: "RATE_LIMITED", retryAfterSeconds: minutes * 60 } },
  );
}

/** Every lookup of an invitation by its uuid counts against the client's address. */
async function lookUp(ctx: GraphQLContext, id: string): Promise<LoadedInvitation | null> {
  const hit = await hitIpRateLimit(ctx.db, INVITATION_LOOKUP_IP_RULE, ctx.ip);
  if (hit.limited) {
    ctx.log.warn({ event: "invitation_lookup_limited", count: hit.count });
    throw rateLimited(hit, "invitation look-ups");
  }
  return findInvitation(ctx.db, id);
}

/** May the viewer open the invitation's destination in the tourbook already? */
async function viewerReadsTarget(ctx: GraphQLContext, i: LoadedInvitation): Promise<boolean> {
  if (!ctx.viewer.user) return false;
  if (i.kind === "SURVEY" && i.surveyRowId !== null) {
    const s = await ctx.loaders.surveySubject.load(i.surveyRowId);
    return s !== null && can(ctx.viewer, "read", s);
  }
  if (i.kind === "TOUR" && i.tourRowId !== null) {
    const t = await ctx.loaders.tourSubject.load(i.tourRowId);
    return t !== null && can(ctx.viewer, "read", t);
  }
  const c = await ctx.loaders.campaignSubject.load(i.campaignRowId);
  return c !== null && can(ctx.viewer, "read", c);
}

const optionalLine = (rule: (v: string) => string | null) =>
  z
    .string()
    .max(1000)
    .nullish()
    .transform((v) => v ?? "")
    .superRefine(zodRule(rule))
    .transform((v) => v.trim() || null);

const startArgs = z.object({
  input: z.object({
    clientEmail: z
      .string()
      .max(300)
      .superRefine(zodRule(START_CAMPAIGN_RULES.clientEmail))
      .transform(normalizeEmailAddress),
    firstName: z
      .string()
      .max(1000)
      .superRefine(zodRule(START_CAMPAIGN_RULES.firstName))
      .transform((v) => v.trim()),
    lastName: z
      .string()
      .max(1000)
      .superRefine(zodRule(START_CAMPAIGN_RULES.lastName))
      .transform((v) => v.trim()),
    companyName: optionalLine(START_CAMPAIGN_RULES.companyName),
    name: optionalLine(START_CAMPAIGN_RULES.name),
    marketId: rowId.nullish().transform((v) => v ?? null),
  }),
});

export const invitationResolvers = {
  Invitation: {
    id: (i: LoadedInvitation) => i.uuid,
    state: (i: LoadedInvitation) => invitationState(i),
    maskedEmail: (i: LoadedInvitation) => maskEmail(i.email),
    emailMatchesViewer: (i: LoadedInvitation, _a: unknown, ctx: GraphQLContext) =>
      ctx.viewer.user ? can(ctx.viewer, "accept", invitationSubject(i)) : null,
    destination: async (i: LoadedInvitation, _a: unknown, ctx: GraphQLContext) =>
      (await viewerReadsTarget(ctx, i)) ? invitationDestination(i) : null,
    prefill: (i: LoadedInvitation, _a: unknown, ctx: GraphQLContext) =>
      !ctx.viewer.user && invitationState(i) === "PENDING"
        ? { email: i.email, firstName: i.firstName, lastName: i.lastName }
        : null,
  },
  PublicSurvey: {
    id: (s: PublicSurvey) => s.uuid,
    // Only what the viewer may read of each listing: a visitor sees the available ones, and the
    // Listing type keeps its private fields behind their own rule.
    listings: async (s: PublicSurvey, _a: unknown, ctx: GraphQLContext) => {
      const entries = await surveyListingsOf(ctx.db, s.rowId);
      const listings = await ctx.loaders.listingById.loadMany(entries.map((e) => e.listingId));
      return listings.filter(
        (l): l is ListingRow =>
          l !== null && !(l instanceof Error) && can(ctx.viewer, "read", listingSubject(l)),
      );
    },
    viewerPath: async (s: PublicSurvey, _a: unknown, ctx: GraphQLContext) => {
      if (!ctx.viewer.user) return null;
      const subject = await ctx.loaders.surveySubject.load(s.rowId);
      return subject && can(ctx.viewer, "read", subject) ? `/tourbook/surveys/${s.uuid}` : null;
    },
    // Whether joinSurvey would accept: never the invitation's id, which is the mailed secret.
    viewerCanJoin: async (s: PublicSurvey, _a: unknown, ctx: GraphQLContext) =>
      (await joinableInvitation(ctx, s)) !== null,
  },
  Query: {
    invitation: guarded(readInvitationPolicy, async (_p, args, ctx: GraphQLContext) => {
      const { id } = parseArgs(z.object({ id: idArg }), args);
      return lookUp(ctx, id);
    }),
    publicSurvey: guarded(publicSurveyPolicy, async (_p, args, ctx: GraphQLContext) => {
      const { uuid } = parseArgs(z.object({ uuid: idArg }), args);
      return findPublicSurvey(ctx.db, uuid);
    }),
  },
  Mutation: {
    acceptInvitation: guarded(acceptInvitationPolicy, async (_p, args, ctx: SignedInContext) => {
      const { id } = parseArgs(z.object({ id: idArg }), args);
      const invitation = await lookUp(ctx, id);
      if (!invitation) {
        throw refusal("INVITATION_NOT_FOUND", INVITATION_NOT_FOUND_MESSAGE);
      }
      if (!can(ctx.viewer, "accept", invitationSubject(invitation))) {
        ctx.log.warn({ policy: "invitation.accept", userId: ctx.viewer.user.id }, "authorization denied");
        throw refusal(
          "WRONG_ACCOUNT",
          `This invitation was sent to ${maskEmail(invitation.email)}. Sign out, then sign in or create an account with that address to accept it.`,
        );
      }
      const outcome = await acceptInvitation(ctx.db, invitation.rowId, ctx.viewer.user.id);
      settleAccept(ctx, outcome, invitation.rowId);
      return { destination: invitationDestination(invitation) };
    }),
    joinSurvey,
    startCampaign: guarded(startCampaignPolicy, async (_p, args, ctx: SignedInContext) => {
      if (!can(ctx.viewer, "startCampaign", TOURBOOK)) deny(ctx, "campaign.start");
      const { input } = parseArgs(startArgs, args);
      const hit = await hitRateLimit(ctx.db, START_CAMPAIGN_USER_RULE, String(ctx.viewer.user.id));
      if (hit.limited) throw rateLimited(hit, "new campaigns");
      const outcome = await startCampaign(accountDeps(ctx), ctx.viewer.user, input);
      if (!outcome.ok) {
        throw refusal(
          "BAD_USER_INPUT",
          outcome.reason === "internalClient"
            ? "That address belongs to a broker or admin account, which cannot be a campaign's client."
            : "Choose a market from the list.",
        );
      }
      ctx.loaders.summaryByUser.clearAll();
      return {
        campaignId: String(outcome.campaignRowId),
        path: `/tourbook/campaigns/${outcome.uuid}`,
        invitationSent: outcome.invitationSent,
      };
    }),
  },
} satisfies Resolvers;
