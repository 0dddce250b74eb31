import { GraphQLError } from "graphql";
import { z } from "zod";
import { PROPERTY_TYPES } from "../../../common/enums";
import { can } from "../../policies/can";
import { listingAddPolicy, listingReadPolicy } from "../../policies/listingPolicy";
import { readsEveryListing } from "../../policies/placeRules";
import { listingSubject } from "../../policies/subjects";
import { addListings } from "../../services/listings/addListingsService";
import {
  findBuildingByPath,
  findBuildingByShortPath,
  findFeaturedListings,
  findListingByPath,
} from "../../services/listings/listingLookup";
import { tourSummary } from "../../services/tourbook/campaignShortlists";
import { stopChangeNotices } from "../../services/tourbook/tourNotices";
import { accountDeps } from "../account/sessionCookie";
import type { GraphQLContext } from "../context";
import { apiEnum } from "../enumValues";
import type { Resolvers } from "../generated/resolverTypes";
import { guarded, type SignedInContext } from "../guard";
import { rowIds } from "../idArgs";
import { parseArgs } from "../validate";

type Ctx = GraphQLContext;

const segment = z.string().trim().min(1, "is required.").max(200, "is too long.");

const listingArgs = z.object({ id: z.string() });
const buildingPathArgs = z.object({
  state: segment,
  city: segment,
  zip: segment,
  neighborhood: segment,
  address: segment,
});
const listingPathArgs = buildingPathArgs.extend({ floorAndSuite: segment });
const shortPathArgs = z.object({ state: segment, city: segment, address: segment });
const featuredArgs = z.object({
  state: segment,
  city: segment,
  propertyType: z.enum(PROPERTY_TYPES).nullish(),
  limit: z
    .number()
    .int()
    .min(1, "limit must be between 1 and 24.")
    .max(24, "limit must be between 1 and 24.")
    .nullish()
    .transform((v) => v ?? 6),
});
const addListingsArgs = z
  .object({
    listingIds: rowIds("listings", 200).refine((v) => v.length > 0, "Choose at least one listing."),
    campaignIds: rowIds("campaigns", 50),
    surveyIds: rowIds("surveys", 50),
    tourIds: rowIds("tours", 50),
  })
  .refine((a) => a.campaignIds.length + a.surveyIds.length + a.tourIds.length > 0, {
    message: "Choose at least one campaign, survey or tour.",
    path: ["campaignIds"],
  });

export const listingResolvers = {
  // The API spells property types in capitals (OFFICE); resolvers see the stored office.
  PropertyType: apiEnum(PROPERTY_TYPES),
  Query: {
    listing: guarded(listingReadPolicy, async (_p, args: unknown, ctx: Ctx) => {
      const { id: raw } = parseArgs(listingArgs, args);
      // An id that is not a number cannot name a listing: null, like any unknown id.
      if (!/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) return null;
      const listing = await ctx.loaders.listingById.load(Number(raw));
      return listing && can(ctx.viewer, "read", listingSubject(listing)) ? listing : null;
    }),
    listingByPath: guarded(listingReadPolicy, async (_p, args: unknown, ctx: Ctx) => {
      const input = parseArgs(listingPathArgs, args);
      const directory = await ctx.services.marketDirectory.get();
      // The page's fields read the listing and its building through the loaders: no second read.
      const listing = await findListingByPath(ctx.db, directory, input, readsEveryListing(ctx.viewer), (b) =>
        ctx.loaders.buildingById.prime(b.id, b),
      );
      if (listing) ctx.loaders.listingById.prime(listing.id, listing);
      return listing;
    }),
    buildingByPath: guarded(listingReadPolicy, async (_p, args: unknown, ctx: Ctx) => {
      const input = parseArgs(buildingPathArgs, args);
      const building = await findBuildingByPath(ctx.db, await ctx.services.marketDirectory.get(), input);
      if (building) ctx.loaders.buildingById.prime(building.id, building);
      return building;
    }),
    buildingByShortPath: guarded(listingReadPolicy, async (_p, args: unknown, ctx: Ctx) => {
      const input = parseArgs(shortPathArgs, args);
      return findBuildingByShortPath(ctx.db, await ctx.services.marketDirectory.get(), input);
    }),
    featuredListings: guarded(listingReadPolicy, async (_p, args: unknown, ctx: Ctx) => {
      const input = parseArgs(featuredArgs, args);
      const directory = await ctx.services.marketDirectory.get();
      const propertyType = input.propertyType ?? null;
      return findFeaturedListings(ctx.db, directory, input.state, input.city, input.limit, propertyType);
    }),
  },
  Mutation: {
    addListings: guarded(listingAddPolicy, async (_p, args: unknown, ctx: SignedInContext) => {
      const input = parseArgs(addListingsArgs, args);
      const notices = stopChangeNotices(accountDeps(ctx), ctx.viewer.user.id);
      const result = await addListings(ctx.db, ctx.viewer, input, ctx.loaders, notices.announce);
      notices.deliver();
      if (!result.ok) {
        if (result.code === "FORBIDDEN") {
          ctx.log.warn({ policy: "listing.add", userId: ctx.viewer.user.id }, "authorization denied");
        }
        throw new GraphQLError(result.message, { extensions: { code: result.code } });
      }
      ctx.loaders.summaryByUser.clearAll();
      return {
        updatedCampaigns: result.campaigns.map((c) => ({ ...c, id: String(c.id) })),
        updatedSurveys: result.surveys.map((s) => ({ ...s, id: String(s.id) })),
        updatedTours: result.tours.map(tourSummary),
      };
    }),
  },
} satisfies Resolvers;
