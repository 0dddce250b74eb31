import { z } from "zod";
import { buildingAdminPolicy, buildingMergePolicy } from "../../policies/buildingAdminPolicy";
import { can } from "../../policies/can";
import { buildingSubject } from "../../policies/subjects";
import {
  BUILDING_SEARCH_MAX,
  buildingCursor,
  readBuildingCursor,
  searchBuildings,
} from "../../services/admin/buildingAdmin";
import { type MergePreview, mergeBuildings, previewBuildingMerge } from "../../services/admin/buildingMerge";
import type { GraphQLContext } from "../context";
import type { Resolvers } from "../generated/resolverTypes";
import { deny, guarded, type SignedInContext } from "../guard";
import { rowId } from "../idArgs";
import { parseArgs } from "../validate";

const searchArgs = z.object({
  search: z.string().trim().max(100, "Search with at most 100 characters.").nullish(),
  limit: z.number().int().min(1).max(BUILDING_SEARCH_MAX).nullish(),
  after: z.string().max(600).nullish(),
});
const pairArgs = z.object({ sourceId: rowId, targetId: rowId });

/** Both buildings must be the admin's to administer (today: any admin; the rule says who). */
function mayMerge(ctx: SignedInContext, preview: Pick<MergePreview, "source" | "target">) {
  for (const b of [preview.source, preview.target]) {
    if (!can(ctx.viewer, "administer", buildingSubject(b))) deny(ctx, "building.administer");
  }
}

/** The building admin's search, editor and merge (issue 13); facts are saved with userChangeBuilding. */
export const buildingAdminResolvers = {
  Query: {
    adminBuildings: guarded(buildingAdminPolicy, async (_p, raw: unknown, ctx: GraphQLContext) => {
      const { search, limit, after } = parseArgs(searchArgs, raw);
      const page = await searchBuildings(ctx.db, {
        search: search ?? "",
        limit: limit ?? 25,
        after: after ? readBuildingCursor(after) : null,
      });
      const last = page.rows.at(-1);
      return {
        rows: page.rows,
        hasMore: page.hasMore,
        endCursor: last && page.hasMore ? buildingCursor(last.building) : null,
      };
    }),
    adminBuilding: guarded(buildingAdminPolicy, async (_p, raw: unknown, ctx: GraphQLContext) => {
      const { id } = parseArgs(z.object({ id: rowId }), raw);
      return (await ctx.loaders.buildingById.load(id)) ?? null;
    }),
    buildingMergePreview: guarded(buildingMergePolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      const { sourceId, targetId } = parseArgs(pairArgs, raw);
      const result = await previewBuildingMerge(ctx.db, sourceId, targetId);
      if (!result.ok) return { preview: null, error: result.error };
      mayMerge(ctx, result.preview);
      const { collisions } = result.preview;
      return {
        preview: {
          ...result.preview,
          ...result.preview.counts,
          collidingListings: collisions.length,
          floorCollisions: collisions.map((c) => ({
            floorAndSuite: c.kept.floorAndSuite,
            removedFloorAndSuite: c.removed.floorAndSuite,
            keptListingId: String(c.kept.id),
            keptStatus: c.kept.status,
            removedListingId: String(c.removed.id),
            removedStatus: c.removed.status,
          })),
        },
        error: null,
      };
    }),
  },
  Mutation: {
    mergeBuildings: guarded(buildingMergePolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      const { sourceId, targetId } = parseArgs(pairArgs, raw);
      const check = await previewBuildingMerge(ctx.db, sourceId, targetId);
      if (!check.ok) return { building: null, error: check.error };
      mayMerge(ctx, check.preview);
      const result = await mergeBuildings(ctx.db, ctx.viewer.user, sourceId, targetId);
      if (!result.ok) return { building: null, error: result.error };
      ctx.loaders.buildingById.clearAll();
      ctx.log.info({ event: "building_merged", actorId: ctx.viewer.user.id, sourceId, targetId });
      return { building: result.target, error: null };
    }),
  },
} satisfies Resolvers;
