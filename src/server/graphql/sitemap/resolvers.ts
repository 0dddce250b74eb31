import { z } from "zod";
import { listingReadPolicy } from "../../policies/listingPolicy";
import { sitemapBuildings, sitemapStates } from "../../services/sitemap/buildingsDirectory";
import type { GraphQLContext } from "../context";
import type { Resolvers } from "../generated/resolverTypes";
import { guarded } from "../guard";
import { parseArgs } from "../validate";

type Ctx = GraphQLContext;

const segment = z.string().trim().min(1, "is required.").max(200, "is too long.");
const buildingsArgs = z.object({
  state: segment,
  city: segment,
  neighborhood: segment.nullish().transform((v) => v ?? null),
  page: z
    .number()
    .int()
    .min(1, "page must be 1 or more (pages are numbered from 1).")
    .max(100_000, "page must be at most 100,000.")
    .nullish()
    .transform((v) => v ?? 1),
});

export const sitemapResolvers = {
  Query: {
    sitemapStates: guarded(listingReadPolicy, async (_p, _a, ctx: Ctx) =>
      sitemapStates(await ctx.services.marketDirectory.get()),
    ),
    sitemapBuildings: guarded(listingReadPolicy, async (_p, args: unknown, ctx: Ctx) =>
      sitemapBuildings(ctx.db, await ctx.services.marketDirectory.get(), parseArgs(buildingsArgs, args)),
    ),
  },
} satisfies Resolvers;
