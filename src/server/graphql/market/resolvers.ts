import { PROPERTY_TYPES, type PropertyType } from "../../../common/enums";
import { buildSearchUrl } from "../../../common/routes/searchUrl";
import { marketReadPolicy } from "../../policies/marketPolicy";
import type { MarketRow, NeighborhoodRow, SubmarketRow } from "../../services/marketDirectory";
import type { GraphQLContext } from "../context";
import type { Resolvers } from "../generated/resolverTypes";
import { guarded } from "../guard";

type Ctx = GraphQLContext;

type MarketPropertyTypeRow = { propertyType: PropertyType; path: string; listingCount: number };

export const marketResolvers = {
  Query: {
    markets: guarded(
      marketReadPolicy,
      async (_p, _a, ctx: Ctx) => (await ctx.services.marketDirectory.get()).markets,
    ),
    market: guarded(marketReadPolicy, async (_p, args: { state: string; slug: string }, ctx: Ctx) => {
      const dir = await ctx.services.marketDirectory.get();
      const state = args.state.toLowerCase();
      return dir.markets.find((m) => m.state === state && m.slug === args.slug.toLowerCase()) ?? null;
    }),
  },
  Market: {
    id: (m: MarketRow) => String(m.id),
    position: (m: MarketRow) => ({ lat: m.lat, lng: m.lng }),
    path: (m: MarketRow) => buildSearchUrl({ state: m.state, citySlug: m.slug, neighborhoods: [] }),
    listingCount: async (m: MarketRow, _a: unknown, ctx: Ctx) =>
      (await ctx.services.marketDirectory.get()).availableListingsByMarket.get(m.id) ?? 0,
    propertyTypes: async (m: MarketRow, _a: unknown, ctx: Ctx): Promise<MarketPropertyTypeRow[]> => {
      const counts = (await ctx.services.marketDirectory.get()).availableListingsByMarketAndType.get(m.id);
      return PROPERTY_TYPES.map((propertyType) => ({
        propertyType,
        path: buildSearchUrl({
          propertyType: `${propertyType}-space`,
          state: m.state,
          citySlug: m.slug,
          neighborhoods: [],
        }),
        listingCount: counts?.get(propertyType) ?? 0,
      }));
    },
    submarkets: async (m: MarketRow, _a: unknown, ctx: Ctx) =>
      (await ctx.services.marketDirectory.get()).submarketsByMarket.get(m.id) ?? [],
    neighborhoods: async (m: MarketRow, _a: unknown, ctx: Ctx) =>
      (await ctx.services.marketDirectory.get()).neighborhoodsByMarket.get(m.id) ?? [],
  },
  Submarket: {
    id: (s: SubmarketRow) => String(s.id),
    neighborhoods: async (s: SubmarketRow, _a: unknown, ctx: Ctx) =>
      (await ctx.services.marketDirectory.get()).neighborhoodsBySubmarket.get(s.id) ?? [],
  },
  Neighborhood: {
    id: (n: NeighborhoodRow) => String(n.id),
    submarketId: (n: NeighborhoodRow) => (n.submarketId === null ? null : String(n.submarketId)),
    position: (n: NeighborhoodRow) => ({ lat: n.lat, lng: n.lng }),
    path: async (n: NeighborhoodRow, _a: unknown, ctx: Ctx) => {
      const market = (await ctx.services.marketDirectory.get()).markets.find((m) => m.id === n.marketId);
      return market
        ? buildSearchUrl({ state: market.state, citySlug: market.slug, neighborhoods: [n.slug] })
        : "/";
    },
  },
} satisfies Resolvers;
