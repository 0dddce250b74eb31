import { z } from "zod";
import { PROPERTY_TYPES, type PropertyType } from "../../../common/enums";
import { can } from "../../policies/can";
import { featuredAdminPolicy } from "../../policies/featuredPolicy";
import { featuredListSubject } from "../../policies/subjects";
import {
  CANDIDATES_MAX,
  FEATURED_MAX,
  featuredCandidates,
  featuredEntries,
  saveFeaturedListings,
} from "../../services/admin/featuredListings";
import type { Resolvers } from "../generated/resolverTypes";
import { deny, guarded, type SignedInContext } from "../guard";
import { rowId } from "../idArgs";
import { parseArgs } from "../validate";

const listArgs = z.object({ marketId: rowId, propertyType: z.enum(PROPERTY_TYPES) });
const candidateArgs = listArgs.extend({
  search: z
    .string()
    .max(100, "Search with at most 100 characters.")
    .nullish()
    .transform((v) => v ?? ""),
  limit: z
    .number()
    .int()
    .min(1, `limit must be between 1 and ${CANDIDATES_MAX}.`)
    .max(CANDIDATES_MAX, `limit must be between 1 and ${CANDIDATES_MAX}.`)
    .nullish()
    .transform((v) => v ?? 20),
});
const saveArgs = listArgs.extend({
  // The service answers "at most 12" as a payload error; this bound only keeps a stranger's list short.
  listingIds: z.array(rowId).max(100, "Give at most 100 listings."),
});

/** Asks the `featuredList` rule of the market's list, after the admin-only policy. */
function authorize(ctx: SignedInContext, action: "read" | "update", marketId: number, type: PropertyType) {
  if (!can(ctx.viewer, action, featuredListSubject(marketId, type))) deny(ctx, `featuredList.${action}`);
}

async function adminList(ctx: SignedInContext, marketId: number, propertyType: PropertyType) {
  return {
    marketId: String(marketId),
    propertyType,
    entries: await featuredEntries(ctx.db, marketId, propertyType),
    max: FEATURED_MAX,
  };
}

/** /featured-listings-admin (issue 13): admins only, on every root field. */
export const featuredAdminResolvers = {
  Query: {
    adminFeaturedListings: guarded(featuredAdminPolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      const { marketId, propertyType } = parseArgs(listArgs, raw);
      authorize(ctx, "read", marketId, propertyType);
      return adminList(ctx, marketId, propertyType);
    }),
    featuredListingCandidates: guarded(
      featuredAdminPolicy,
      async (_p, raw: unknown, ctx: SignedInContext) => {
        const input = parseArgs(candidateArgs, raw);
        authorize(ctx, "read", input.marketId, input.propertyType);
        return featuredCandidates(ctx.db, input);
      },
    ),
  },
  Mutation: {
    saveFeaturedListings: guarded(featuredAdminPolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      const input = parseArgs(saveArgs, raw);
      authorize(ctx, "update", input.marketId, input.propertyType);
      const result = await saveFeaturedListings(ctx.services.database.db, ctx.viewer.user, input);
      if (!result.ok) return { featured: null, error: result.error };
      return { featured: await adminList(ctx, input.marketId, input.propertyType), error: null };
    }),
  },
} satisfies Resolvers;
