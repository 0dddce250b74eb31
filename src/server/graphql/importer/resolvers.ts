import { eq, inArray } from "drizzle-orm";
import { ADMIN_ONLY_BUILDING_FIELDS } from "../../../common/listingFields/fieldRules";
import { buildingContacts } from "../../db/schema/buildings";
import { importerJobs } from "../../db/schema/importerJobs";
import { brokerInsights } from "../../db/schema/listings";
import { can } from "../../policies/can";
import { importerJobsPolicy, importerSavePolicy } from "../../policies/importerPolicy";
import {
  brokerInsightSubject,
  buildingContactSubject,
  buildingSubject,
  importerJobSubject,
  listingSubject,
} from "../../policies/subjects";
import type { GraphQLContext } from "../context";
import type { Resolvers } from "../generated/resolverTypes";
import { deny, guarded, type SignedInContext } from "../guard";
import { parseArgs } from "../validate";
import { buildingChangeArgs, contactArgs, insightArgs, jobIdsArgs, listingChangeArgs } from "./inputs";
import { visibleJobJson } from "./jobStageInput";
import { fieldsBefore, notFound, submitImporterJob as submit } from "./submitImporterJob";

export type ImporterJobRow = typeof importerJobs.$inferSelect;

/** A listing the viewer may change, or the refusal: NOT_FOUND, then FORBIDDEN. */
async function editableListing(ctx: SignedInContext, listingId: number) {
  const listing = await ctx.loaders.listingById.load(listingId);
  if (!listing || !can(ctx.viewer, "read", listingSubject(listing))) throw notFound("listing");
  if (!can(ctx.viewer, "update", listingSubject(listing))) deny(ctx, "listing.update");
  return listing;
}

export const importerResolvers = {
  Query: {
    importerJobs: guarded(importerJobsPolicy, async (_p, args: unknown, ctx: SignedInContext) => {
      const { ids } = parseArgs(jobIdsArgs, args);
      if (ids.length === 0) return [];
      const rows = await ctx.db.select().from(importerJobs).where(inArray(importerJobs.id, ids));
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids
        .map((id) => byId.get(id))
        .filter(
          (r): r is ImporterJobRow => r !== undefined && can(ctx.viewer, "read", importerJobSubject(r)),
        );
    }),
  },
  Mutation: {
    userChangeListing: guarded(importerSavePolicy, async (_p, args: unknown, ctx: SignedInContext) => {
      const { listingId, changes } = parseArgs(listingChangeArgs, args);
      const listing = await editableListing(ctx, listingId);
      return submit(
        ctx,
        {
          recordType: "Listing",
          recordId: listing.id,
          input: { fields: changes },
          listingId: listing.id,
          listingIdentity: listing.identity,
        },
        {
          action: "listing.change",
          subjectKind: "listing",
          subjectId: listing.id,
          before: fieldsBefore(listing, changes),
        },
      );
    }),
    userChangeBuilding: guarded(importerSavePolicy, async (_p, args: unknown, ctx: SignedInContext) => {
      const { buildingId, changes } = parseArgs(buildingChangeArgs, args);
      const building = await ctx.loaders.buildingById.load(buildingId);
      if (!building) throw notFound("building");
      if (!can(ctx.viewer, "update", buildingSubject(building))) deny(ctx, "building.update");
      const adminOnly = Object.keys(changes).some((f) => ADMIN_ONLY_BUILDING_FIELDS.has(f));
      if (adminOnly && !can(ctx.viewer, "administer", buildingSubject(building))) {
        deny(ctx, "building.administer");
      }
      return submit(
        ctx,
        { recordType: "Building", recordId: building.id, input: { fields: changes } },
        {
          action: "building.change",
          subjectKind: "building",
          subjectId: building.id,
          before: fieldsBefore(building, changes),
        },
      );
    }),
    userChangeBrokerInsight: guarded(importerSavePolicy, async (_p, args: unknown, ctx: SignedInContext) => {
      const { listingId, insightId, content } = parseArgs(insightArgs, args);
      const listing = await editableListing(ctx, listingId);
      let before: Record<string, unknown> | undefined;
      if (insightId !== null) {
        const [insight] = await ctx.db.select().from(brokerInsights).where(eq(brokerInsights.id, insightId));
        if (!insight || insight.listingId !== listing.id) throw notFound("insight");
        if (!can(ctx.viewer, "update", brokerInsightSubject(insight, listing.marketId))) {
          deny(ctx, "brokerInsight.update");
        }
        before = { content: insight.content };
      }
      return submit(
        ctx,
        {
          recordType: "BrokerInsight",
          recordId: insightId,
          input: { listingId: listing.id, content },
          listingId: listing.id,
          listingIdentity: listing.identity,
        },
        { action: "brokerInsight.change", subjectKind: "listing", subjectId: listing.id, before },
      );
    }),
    userChangeContact: guarded(importerSavePolicy, async (_p, args: unknown, ctx: SignedInContext) => {
      const { buildingId, contactId, action, changes } = parseArgs(contactArgs, args);
      const building = buildingId === null ? null : await ctx.loaders.buildingById.load(buildingId);
      if (buildingId !== null) {
        if (!building) throw notFound("building");
        if (!can(ctx.viewer, "updateContacts", buildingSubject(building)))
          deny(ctx, "building.updateContacts");
      }
      // The research directory's own actions: a contact with no building yet, one changed wherever
      // it is kept, and linking one to another building (docs/decisions.md, stop 21).
      const directory =
        action === "LINK" ? "link" : building ? null : action === "CREATE" ? "create" : "update";
      if (directory) {
        if (!can(ctx.viewer, directory, buildingContactSubject(contactId)))
          deny(ctx, `buildingContact.${directory}`);
        if (contactId !== null) {
          const [known] = await ctx.db
            .select({ id: buildingContacts.id })
            .from(buildingContacts)
            .where(eq(buildingContacts.id, contactId));
          if (!known) throw notFound("contact");
        }
      }
      const verb = action.toLowerCase();
      return submit(
        ctx,
        {
          recordType: "Contact",
          recordId: contactId,
          input: { buildingId: building?.id ?? null, action: verb, fields: changes },
        },
        { action: `contact.${verb}`, subjectKind: "buildingContact", subjectId: contactId },
      );
    }),
  },
  ImporterJob: {
    id: (j: ImporterJobRow) => String(j.id),
    recordId: (j: ImporterJobRow) => (j.recordId === null ? null : String(j.recordId)),
    lastStageInput: (j: ImporterJobRow, _a: unknown, ctx: GraphQLContext) =>
      visibleJobJson(j, j.lastStageInput, ctx),
    listing: async (j: ImporterJobRow, _a: unknown, ctx: GraphQLContext) => {
      if (j.listingId === null) return null;
      const listing = await ctx.loaders.listingById.load(j.listingId);
      return listing && can(ctx.viewer, "read", listingSubject(listing)) ? listing : null;
    },
  },
} satisfies Resolvers;
