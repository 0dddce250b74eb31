import { z } from "zod";
import { can } from "../../policies/can";
import { listingReviewDecidePolicy, listingReviewReadPolicy } from "../../policies/researchPolicy";
import { listingSubject } from "../../policies/subjects";
import {
  listingReviewPage,
  REVIEW_DECIDE_MAX,
  REVIEW_PAGE_MAX,
  type ReviewEntry,
  reviewListings,
} from "../../services/research/listingReview";
import type { Resolvers } from "../generated/resolverTypes";
import { deny, guarded, type SignedInContext } from "../guard";
import { rowId } from "../idArgs";
import { parseArgs } from "../validate";

const pageArgs = z.object({
  vendorId: rowId.nullish(),
  after: rowId.nullish(),
  limit: z.number().int().min(1).max(REVIEW_PAGE_MAX, `Ask for at most ${REVIEW_PAGE_MAX} a page.`).nullish(),
});
const decideArgs = z.object({
  listingIds: z
    .array(rowId)
    .min(1, "Choose at least one listing.")
    .max(REVIEW_DECIDE_MAX, `Decide on at most ${REVIEW_DECIDE_MAX} listings at once.`),
  decision: z.enum(["PUBLISH", "REJECT"]),
});

/** The review queue (issue 24): research team and admins read it and decide; nobody else. */
export const listingReviewResolvers = {
  Query: {
    listingReview: guarded(listingReviewReadPolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      const args = parseArgs(pageArgs, raw);
      return listingReviewPage(ctx.db, {
        vendorId: args.vendorId ?? null,
        after: args.after ?? null,
        limit: args.limit ?? 25,
      });
    }),
  },
  Mutation: {
    reviewListings: guarded(listingReviewDecidePolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      const { listingIds, decision } = parseArgs(decideArgs, raw);
      const loaded = await ctx.loaders.listingById.loadMany(listingIds);
      for (const listing of loaded) {
        if (listing && !(listing instanceof Error) && !can(ctx.viewer, "review", listingSubject(listing))) {
          deny(ctx, "listing.review");
        }
      }
      const outcome = await reviewListings(ctx.services, ctx.viewer.user, listingIds, decision);
      // The jobs may have ended already (no job runner): later fields of this request read fresh rows.
      ctx.loaders.listingById.clearAll();
      return {
        importerJobIds: outcome.queued.map((q) => String(q.importerJobId)),
        skipped: outcome.skipped.map((s) => ({ listingId: String(s.listingId), reason: s.reason })),
      };
    }),
  },
  ListingReviewEntry: {
    receivedAt: (entry: ReviewEntry) => entry.listing.createdAt,
  },
} satisfies Resolvers;
