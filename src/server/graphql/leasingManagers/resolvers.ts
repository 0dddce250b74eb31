import { z } from "zod";
import {
  LEASING_MANAGER_BUILDINGS_MAX,
  LEASING_MANAGER_RULES,
  LEASING_MANAGER_SEARCH_MAX,
  type LeasingManagerValues,
} from "../../../common/leasingManagers/leasingManagerRules";
import { can } from "../../policies/can";
import { leasingManagerAccess } from "../../policies/leasingManagerRules";
import { LEASING_MANAGERS, leasingManagerSubject } from "../../policies/subjects";
import { searchBuildings } from "../../services/admin/buildingAdmin";
import {
  buildingsOfLeasingManager,
  createLeasingManager,
  type LeasingManagerResult,
  type LeasingManagerRow,
  leasingManagerById,
  searchLeasingManagers,
  setLeasingManagerBuilding,
  updateLeasingManager,
} from "../../services/leasingManagers/leasingManagers";
import type { GraphQLContext } from "../context";
import type { Resolvers } from "../generated/resolverTypes";
import { deny, guarded, type SignedInContext } from "../guard";
import { rowId } from "../idArgs";
import { parseArgs } from "../validate";
import { zodRule } from "../zodRule";

const readPolicy = leasingManagerAccess("leasingManager.read");
const writePolicy = leasingManagerAccess("leasingManager.write");

const field = (name: keyof LeasingManagerValues) =>
  z
    .string()
    .nullish()
    .transform((v) => v ?? "")
    .superRefine(zodRule(LEASING_MANAGER_RULES[name]));
const inputArgs = z.object({
  firstName: field("firstName"),
  lastName: field("lastName"),
  email: field("email"),
  phone: field("phone"),
  companyName: field("companyName"),
  marketId: field("marketId"),
});
const search = z
  .string()
  .trim()
  .max(LEASING_MANAGER_SEARCH_MAX, `Search with at most ${LEASING_MANAGER_SEARCH_MAX} characters.`);

const payload = (result: LeasingManagerResult) =>
  result.ok ? { leasingManager: result.manager, error: null } : { leasingManager: null, error: result.error };

/** The input's market must be one of the directory's; an unknown one is refused beside its field. */
async function unknownMarket(ctx: GraphQLContext, marketId: string) {
  if (!marketId) return null;
  const directory = await ctx.services.marketDirectory.get();
  return directory.marketById.has(Number(marketId))
    ? null
    : {
        leasingManager: null,
        error: { code: "INVALID_INPUT", message: "Choose a market.", field: "marketId" },
      };
}

/** /leasing-managers (issue 13): brokers, research and admins; everyone else is refused on the server. */
export const leasingManagerResolvers = {
  LeasingManager: {
    id: (m: LeasingManagerRow) => String(m.id),
    displayName: (m: LeasingManagerRow) => `${m.firstName} ${m.lastName}`.trim(),
    market: async (m: LeasingManagerRow, _a: unknown, ctx: GraphQLContext) =>
      m.marketId === null
        ? null
        : ((await ctx.services.marketDirectory.get()).marketById.get(m.marketId) ?? null),
    buildings: async (m: LeasingManagerRow, args: unknown, ctx: GraphQLContext) => {
      if (!can(ctx.viewer, "read", leasingManagerSubject(m))) return [];
      const { limit } = parseArgs(
        z.object({ limit: z.number().int().min(1).max(LEASING_MANAGER_BUILDINGS_MAX).nullish() }),
        args,
      );
      return buildingsOfLeasingManager(ctx.db, m.id, limit ?? LEASING_MANAGER_BUILDINGS_MAX);
    },
  },
  Query: {
    leasingManagers: guarded(readPolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      const args = parseArgs(
        z.object({
          search: search.nullish(),
          limit: z.number().int().min(1).max(50).nullish(),
          offset: z
            .number()
            .int()
            .min(0)
            .max(5000, "Narrow the search instead of paging this far.")
            .nullish(),
        }),
        raw,
      );
      const page = await searchLeasingManagers(ctx.db, {
        search: args.search ?? "",
        limit: args.limit ?? 25,
        offset: args.offset ?? 0,
      });
      return { managers: page.rows, hasMore: page.hasMore };
    }),
    leasingManager: guarded(readPolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      const { id } = parseArgs(z.object({ id: rowId }), raw);
      const manager = await leasingManagerById(ctx.db, id);
      if (manager && !can(ctx.viewer, "read", leasingManagerSubject(manager)))
        deny(ctx, "leasingManager.read");
      return manager;
    }),
    leasingManagerBuildingChoices: guarded(readPolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      const args = parseArgs(
        z.object({
          search: search.min(2, "Type at least 2 characters."),
          limit: z.number().int().min(1).max(20).nullish(),
        }),
        raw,
      );
      const page = await searchBuildings(ctx.db, {
        search: args.search,
        limit: args.limit ?? 10,
        after: null,
      });
      return page.rows.map((r) => r.building);
    }),
  },
  Mutation: {
    createLeasingManager: guarded(writePolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      const { input } = parseArgs(z.object({ input: inputArgs }), raw);
      if (!can(ctx.viewer, "create", LEASING_MANAGERS)) deny(ctx, "leasingManager.create");
      const refused = await unknownMarket(ctx, input.marketId);
      if (refused) return refused;
      return payload(await createLeasingManager(ctx.db, ctx.viewer.user, input));
    }),
    updateLeasingManager: guarded(writePolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      const { id, input } = parseArgs(z.object({ id: rowId, input: inputArgs }), raw);
      if (!can(ctx.viewer, "update", leasingManagerSubject({ id }))) deny(ctx, "leasingManager.update");
      const refused = await unknownMarket(ctx, input.marketId);
      if (refused) return refused;
      return payload(await updateLeasingManager(ctx.db, ctx.viewer.user, id, input));
    }),
    setLeasingManagerBuilding: guarded(writePolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      const args = parseArgs(z.object({ id: rowId, buildingId: rowId, linked: z.boolean() }), raw);
      if (!can(ctx.viewer, "linkBuildings", leasingManagerSubject(args)))
        deny(ctx, "leasingManager.linkBuildings");
      return payload(await setLeasingManagerBuilding(ctx.db, ctx.viewer.user, args));
    }),
  },
} satisfies Resolvers;
