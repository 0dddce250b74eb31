import { GraphQLError } from "graphql";
import { can } from "../../policies/can";
import { researchReadPolicy, researchWritePolicy } from "../../policies/researchPolicy";
import { buildingContactSubject, buildingSubject, listingSubject } from "../../policies/subjects";
import {
  buildingsOfContact,
  type ContactRow,
  contactById,
  keepsBuilding,
  listingsOfBuilding,
  type ResearchBuildingEntry,
  researchBuildingById,
  searchBuildings,
  searchContacts,
} from "../../services/research/researchDirectory";
import type { GraphQLContext } from "../context";
import type { Resolvers } from "../generated/resolverTypes";
import { deny, guarded, type SignedInContext } from "../guard";
import { notFound, submitImporterJob } from "../importer/submitImporterJob";
import { parseArgs } from "../validate";
import { addListingArgs, buildingPageArgs, contactPageArgs, idArgs, listingsArgs } from "./inputs";

/**
 * The research team's directory (issue 13): building contacts and buildings with their listings'
 * availability. Every root field is research team and admins only (researchReadPolicy); the
 * changes go through the importer's save mutations (userChangeContact, userChangeListing), which
 * audit them and write listing history with source "research-team"; so does the one change of its
 * own, researchAddListing (a Listing job with no record id: the listing-creation contract).
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
  Mutation: {
    researchAddListing: guarded(researchWritePolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      const { contactId, buildingId, fields } = parseArgs(addListingArgs, raw);
      if (!can(ctx.viewer, "read", buildingContactSubject(contactId))) deny(ctx, "buildingContact.read");
      if (!(await contactById(ctx.db, contactId))) throw notFound("contact");
      const building = await ctx.loaders.buildingById.load(buildingId);
      if (!building) throw notFound("building");
      if (!can(ctx.viewer, "addListing", buildingSubject(building))) deny(ctx, "building.addListing");
      // The page's path names the contact who told the team of the space: it must be one of theirs.
      if (!(await keepsBuilding(ctx.db, contactId, building.id))) {
        throw new GraphQLError("This building is not one of this contact's buildings.", {
          extensions: { code: "NOT_FOUND" },
        });
      }
      return submitImporterJob(
        ctx,
        // createOnly: an existing listing at that floor and suite is DUPLICATE, never changed by an "add".
        {
          recordType: "Listing",
          recordId: null,
          input: { building: { buildingId: building.id }, fields, createOnly: true },
        },
        { action: "listing.create", subjectKind: "building", subjectId: building.id, details: { contactId } },
      );
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
