import { GraphQLError } from "graphql";
import {
  completeOnboardingPolicy,
  onboardingProfileReadPolicy,
  onboardingProfileSavePolicy,
} from "../../policies/onboardingPolicy";
import type { AccountError } from "../../services/accountResult";
import { completeOnboarding } from "../../services/onboarding/completeOnboardingService";
import {
  draftProfile,
  readableProfile,
  saveProfile,
} from "../../services/onboarding/onboardingProfileService";
import { type ProfileRow, storedBudget } from "../../services/onboarding/profileValues";
import { parseAccountInput } from "../account/inputs";
import { claimOncePerRequest } from "../account/requestLimits";
import { accountDeps, startViewerSession } from "../account/sessionCookie";
import type { GraphQLContext } from "../context";
import type { Resolvers } from "../generated/resolverTypes";
import { guarded } from "../guard";
import { parseArgs } from "../validate";
import { completeOnboardingArgs, profileQueryArgs, saveProfileArgs } from "./inputs";

type Ctx = GraphQLContext;

/** Another person's profile: FORBIDDEN, like a denied policy, logged with who asked. */
function forbidden(ctx: Ctx, policy: string): never {
  ctx.log.warn({ policy, userId: ctx.viewer.user?.id ?? null }, "authorization denied");
  throw new GraphQLError("You are not permitted to do this.", { extensions: { code: "FORBIDDEN" } });
}

const failedSave = (error: AccountError) => ({ profile: null, error });
const failedCompletion = (error: AccountError) => ({
  currentUser: null,
  campaign: null,
  profile: null,
  error,
});

export const onboardingResolvers = {
  Query: {
    onboardingProfile: guarded(onboardingProfileReadPolicy, async (_p, raw: unknown, ctx: Ctx) => {
      const { onboardingId } = parseArgs(profileQueryArgs, raw);
      // Without an id, the draft the cookie names (issue 14: the steps without scripts).
      if (onboardingId === null) return draftProfile(ctx.db, ctx.viewer.user, ctx.draftOnboardingId);
      return readableProfile(ctx.db, ctx.viewer.user, onboardingId);
    }),
  },
  Mutation: {
    saveOnboardingProfile: guarded(onboardingProfileSavePolicy, async (_p, raw: unknown, ctx: Ctx) => {
      const parsed = parseAccountInput(saveProfileArgs, raw);
      if (!parsed.ok) return failedSave(parsed.error);
      const directory = await ctx.services.marketDirectory.get();
      const result = await saveProfile(accountDeps(ctx), directory, ctx.viewer.user, parsed.data.input);
      if (!result.ok && result.error.code === "FORBIDDEN") forbidden(ctx, onboardingProfileSavePolicy.name);
      return result.ok ? { profile: result.value, error: null } : failedSave(result.error);
    }),

    completeOnboarding: guarded(completeOnboardingPolicy, async (_p, raw: unknown, ctx: Ctx) => {
      // A visitor's completion signs a new account in: it counts as the request's one sign-in.
      if (!ctx.viewer.user) claimOncePerRequest(ctx, "signIn");
      const parsed = parseAccountInput(completeOnboardingArgs, raw);
      if (!parsed.ok) return failedCompletion(parsed.error);
      const { profile, password } = parsed.data.input;
      const directory = await ctx.services.marketDirectory.get();
      const result = await completeOnboarding(
        accountDeps(ctx),
        directory,
        ctx.viewer.user,
        profile,
        { password, phone: profile.phone },
        ctx.viewer.sessionIdHash,
      );
      if (!result.ok) {
        if (result.error.code === "FORBIDDEN") forbidden(ctx, completeOnboardingPolicy.name);
        return failedCompletion(result.error);
      }
      const done = result.value;
      if (done.session) startViewerSession(ctx, done.user, done.session);
      // The answer's currentUser must show the new campaign, not a loader's earlier read.
      ctx.loaders.summaryByUser.clear(done.user.id);
      return {
        currentUser: done.user,
        profile: done.profile,
        campaign: {
          id: String(done.campaign.id),
          uuid: done.campaign.uuid,
          displayName: done.campaign.displayName,
          brokerName: done.broker ? `${done.broker.firstName} ${done.broker.lastName}`.trim() : null,
          created: done.created,
        },
        error: null,
      };
    }),
  },
  OnboardingProfile: {
    market: async (p: ProfileRow, _a: unknown, ctx: Ctx) =>
      p.marketId === null
        ? null
        : ((await ctx.services.marketDirectory.get()).marketById.get(p.marketId) ?? null),
    neighborhoods: async (p: ProfileRow, _a: unknown, ctx: Ctx) => {
      const directory = await ctx.services.marketDirectory.get();
      return p.neighborhoodIds.flatMap((id) => directory.neighborhoodById.get(id) ?? []);
    },
    budgetPsf: (p: ProfileRow) => storedBudget(p).budgetPsf,
    budgetMonthly: (p: ProfileRow) => storedBudget(p).budgetMonthly,
  },
} satisfies Resolvers;
