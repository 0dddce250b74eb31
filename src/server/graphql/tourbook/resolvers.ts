import { z } from "zod";
import { campaignListingStageValues } from "../../db/schema/enums";
import { listCampaignsPolicy } from "../../policies/campaignPolicy";
import { isAdmin } from "../../policies/policy";
import { listCampaigns } from "../../services/tourbook/campaignList";
import type { Resolvers } from "../generated/resolverTypes";
import { deny, guarded, type SignedInContext } from "../guard";
import { parseArgs } from "../validate";

export const CAMPAIGN_LIST_MAX = 50;
const SEARCH_MAX = 100;

const campaignListArgs = z.object({
  input: z
    .object({
      search: z
        .string()
        .max(SEARCH_MAX, `Use at most ${SEARCH_MAX} characters.`)
        .nullish()
        .transform((v) => v?.trim() || null),
      stage: z
        .enum(campaignListingStageValues)
        .nullish()
        .transform((v) => v ?? null),
      sort: z
        .enum(["LAST_ACTIVITY", "NAME", "CREATED"])
        .nullish()
        .transform((v) => v ?? "LAST_ACTIVITY"),
      everyone: z
        .boolean()
        .nullish()
        .transform((v) => v ?? false),
      offset: z
        .number()
        .int()
        .min(0)
        .max(100_000)
        .nullish()
        .transform((v) => v ?? 0),
      limit: z
        .number()
        .int()
        .min(1, "limit must be 1 to 50")
        .max(CAMPAIGN_LIST_MAX, "limit must be 1 to 50")
        .nullish()
        .transform((v) => v ?? 20),
    })
    .nullish()
    .transform(
      (v) =>
        v ?? {
          search: null,
          stage: null,
          sort: "LAST_ACTIVITY" as const,
          everyone: false,
          offset: 0,
          limit: 20,
        },
    ),
});

export const tourbookResolvers = {
  Query: {
    campaigns: guarded(listCampaignsPolicy, async (_p, args, ctx: SignedInContext) => {
      const { input } = parseArgs(campaignListArgs, args);
      if (input.everyone && !isAdmin(ctx.viewer)) deny(ctx, "campaign.listEveryone");
      return listCampaigns(ctx.services.database.db, ctx.viewer.user.id, input);
    }),
  },
} satisfies Resolvers;
