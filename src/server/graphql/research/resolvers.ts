import { can } from "../../policies/can";
import { researchReadPolicy } from "../../policies/researchPolicy";
import { buildingContactSubject, listingSubject } from "../../policies/subjects";
import {
  buildingsOfContact,
  type ContactRow,
  contactById,
  listingsOfBuilding,
  type ResearchBuildingEntry,
  researchBuildingById,
  searchBuildings,
  searchContacts,
} from "../../services/research/researchDirectory";
import type { GraphQLContext } from "../context";
import type { Resolvers } from "../generated/resolverTypes";
import { guarded, type SignedInContext } from "../guard";
import { parseArgs } from "../validate";
import { buildingPageArgs, contactPageArgs, idArgs, listingsArgs } from "./inputs";

/**
 * The research team's directory (issue 13): building contacts and buildings with their listings'
 * availability. Every root field is research team and admins only (researchReadPolicy); the
 * changes go through the importer's save mutations (userChangeContact, userChangeListing), which
 * audit them and write listing history with source "research-team".
 */
export const researchResolvers = {
  Query: {
    researchContacts: guarded(researchReadPolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      const request = parseArgs(contactPageArgs, raw);
      const page = await searchContacts(ctx.db, request);
      return { contacts: page.rows, page: page.page, hasMore: page.hasMore };
    }),
    researchContact: guarded(researchReadPolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      const { id } = parseArgs(idArgs, raw);
      return can(ctx.viewer, "read", buildingContactSubject(id)) ? contactById(ctx.db, id) : null;
    }),
    researchBuildings: guarded(researchReadPolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      const request = parseArgs(buildingPageArgs, raw);
      const page = await searchBuildings(ctx.db, request);
      return { buildings: page.rows, page: page.page, hasMore: page.hasMore };
    }),
    researchBuilding: guarded(researchReadPolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      const { id } = parseArgs(idArgs, raw);
      return researchBuildingById(ctx.db, id);
    }),
    researchListing: guarded(researchReadPolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      const { id } = parseArgs(idArgs, raw);
      const listing = await ctx.loaders.listingById.load(id);
      // The route's own access check (spec section 6), on the server too.
      return listing && can(ctx.viewer, "editAvailability", listingSubject(listing)) ? listing : null;
    }),
  },
  ResearchBuilding: {
    listings: async (entry: ResearchBuildingEntry, raw: unknown, ctx: GraphQLContext) => {
      const { limit } = parseArgs(listingsArgs, raw);
      const rows = await listingsOfBuilding(ctx.db, entry.building.id, limit);
      return rows.filter((l) => can(ctx.viewer, "read", listingSubject(l)));
    },
  },
  BuildingContact: {
    updatedAt: (c: ContactRow) => c.updatedAt,
    buildings: (c: ContactRow, _a: unknown, ctx: GraphQLContext) =>
      can(ctx.viewer, "read", buildingContactSubject(c.id)) ? buildingsOfContact(ctx.db, c.id) : null,
  },
} satisfies Resolvers;
