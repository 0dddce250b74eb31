import { listingReadPolicy } from "../../policies/listingPolicy";
import { searchArgsSchema } from "../../services/search/searchInput";
import { type MapMarkerData, type SearchOutcome, searchListings } from "../../services/search/searchService";
import type { GraphQLContext } from "../context";
import type { Resolvers } from "../generated/resolverTypes";
import { guarded } from "../guard";
import { required } from "../required";
import { parseArgs } from "../validate";

type Ctx = GraphQLContext;

export const searchResolvers = {
  Query: {
    search: guarded(listingReadPolicy, async (_p, args: unknown, ctx: Ctx): Promise<SearchOutcome | null> => {
      const { input } = parseArgs(searchArgsSchema, args);
      const directory = await ctx.services.marketDirectory.get();
      const outcome = await searchListings(ctx.db, directory, input);
      // Later fields (building, photos...) ask the loader for these rows: no second read.
      for (const row of outcome?.listings ?? []) ctx.loaders.listingById.prime(row.id, row);
      return outcome;
    }),
  },
  MapMarker: {
    building: async (m: MapMarkerData, _a: unknown, ctx: Ctx) =>
      required(await ctx.loaders.buildingById.load(m.buildingId), `map marker building ${m.buildingId}`),
    listingIds: (m: MapMarkerData) => m.listingIds.map(String),
  },
} satisfies Resolvers;
