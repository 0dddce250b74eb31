import { z } from "zod";
import { can } from "../../policies/can";
import { brokerInsightSubject, listingSubject } from "../../policies/subjects";
import { listingPath } from "../../services/listings/listingPaths";
import type { GraphQLContext } from "../context";
import type { Resolvers } from "../generated/resolverTypes";
import { required } from "../required";
import { ruledField } from "../ruledField";
import { parseArgs } from "../validate";
import type { BrokerInsightRow, ListingHistoryRow, ListingRow } from "./listingLoaders";

type Ctx = GraphQLContext;

/** A "Broker only." listing field: the `listing` rule `readPrivate` (brokers and admins), else null. */
function brokerOnly<T>(read: (row: ListingRow, ctx: Ctx) => T | Promise<T>) {
  return ruledField("readPrivate", listingSubject, read);
}

const relatedArgs = z.object({
  limit: z
    .number()
    .int()
    .min(1, "limit must be between 1 and 24.")
    .max(24, "limit must be between 1 and 24.")
    .nullish()
    .transform((v) => v ?? 6),
});

async function place(l: ListingRow, ctx: Ctx) {
  const [directory, building] = await Promise.all([
    ctx.services.marketDirectory.get(),
    ctx.loaders.buildingById.load(l.buildingId),
  ]);
  return { directory, building };
}

function historyOf(rows: ListingHistoryRow[]) {
  const origin = rows.find((r) => r.kind === "ORIGIN");
  return {
    origin: origin ? { sourceName: origin.sourceName, createdAt: origin.changedAt } : null,
    changes: rows
      .filter((r) => r.kind === "CHANGE")
      .map((r) => ({
        sourceName: r.sourceName,
        changedAt: r.changedAt,
        fields: r.fields.map((f) => ({
          field: f.field,
          oldValue: f.oldValue === null || f.oldValue === undefined ? null : String(f.oldValue),
          newValue: f.newValue === null || f.newValue === undefined ? null : String(f.newValue),
        })),
        contacts: r.contacts
          ? {
              created: r.contacts.created.length,
              updated: r.contacts.updated.length,
              deleted: r.contacts.deleted.length,
            }
          : null,
        subleaseContact: r.subleaseContact
          ? String(r.subleaseContact.displayName ?? JSON.stringify(r.subleaseContact))
          : null,
      })),
  };
}

const photosArgs = z.object({
  first: z
    .number()
    .int()
    .min(1, "first must be between 1 and 50.")
    .max(50, "first must be between 1 and 50.")
    .nullish()
    .transform((v) => v ?? null),
});

export const listingFields = {
  Listing: {
    id: (l: ListingRow) => String(l.id),
    viewerCanEdit: (l: ListingRow, _a: unknown, ctx: Ctx) => can(ctx.viewer, "update", listingSubject(l)),
    priceIsEstimated: (l: ListingRow) => l.accuratePsf === null && l.accurateMonthlyPrice === null,
    photos: (l: ListingRow, args: { first?: number | null }, ctx: Ctx) => {
      const { first } = parseArgs(photosArgs, args);
      return first === null
        ? ctx.loaders.photosByListing.load(l.id)
        : ctx.loaders.firstPhotosByListing(first).load(l.id);
    },
    floorPlanCollection: async (l: ListingRow, _a: unknown, ctx: Ctx) => {
      const floorPlans = await ctx.loaders.floorPlansByListing.load(l.id);
      return floorPlans.length > 0 ? { id: String(l.id), floorPlans } : null;
    },
    building: async (l: ListingRow, _a: unknown, ctx: Ctx) =>
      required(await ctx.loaders.buildingById.load(l.buildingId), `listing ${l.id}'s building`),
    neighborhood: async (l: ListingRow, _a: unknown, ctx: Ctx) =>
      l.neighborhoodId === null
        ? null
        : ((await ctx.services.marketDirectory.get()).neighborhoodById.get(l.neighborhoodId) ?? null),
    market: async (l: ListingRow, _a: unknown, ctx: Ctx) =>
      required(
        (await ctx.services.marketDirectory.get()).marketById.get(l.marketId),
        `listing ${l.id}'s market`,
      ),
    path: async (l: ListingRow, _a: unknown, ctx: Ctx) => {
      const { directory, building } = await place(l, ctx);
      const market = directory.marketById.get(l.marketId);
      if (!building || !market) throw new Error(`listing ${l.id} has no building or market`);
      const hood =
        building.neighborhoodId === null
          ? null
          : (directory.neighborhoodById.get(building.neighborhoodId) ?? null);
      return listingPath(l, building, market, hood);
    },
    sameBuildingListings: async (l: ListingRow, args: unknown, ctx: Ctx) => {
      const { limit } = parseArgs(relatedArgs, args);
      return (await ctx.loaders.related("building", limit).load(l.id)).map((r) => r.row);
    },
    nearbyListings: async (l: ListingRow, args: unknown, ctx: Ctx) => {
      const { limit } = parseArgs(relatedArgs, args);
      return (await ctx.loaders.related("neighborhood", limit).load(l.id)).map((r) => r.row);
    },
    privateFloor: brokerOnly((l: ListingRow) => l.privateFloor),
    privateSuite: brokerOnly((l: ListingRow) => l.privateSuite),
    privateDescription: brokerOnly((l: ListingRow) => l.privateDescription),
    brokerNotes: brokerOnly((l: ListingRow) => l.brokerNotes),
    details: brokerOnly((l: ListingRow) => l.details),
    brokerInsights: brokerOnly((l: ListingRow, ctx) => ctx.loaders.brokerInsightsByListing.load(l.id)),
    history: brokerOnly(async (l: ListingRow, ctx) =>
      historyOf(await ctx.loaders.historyByListing.load(l.id)),
    ),
    subleaseContact: brokerOnly((l: ListingRow, ctx) =>
      l.subleaseContactId === null ? null : ctx.loaders.buildingContactById.load(l.subleaseContactId),
    ),
  },
  BrokerInsight: {
    id: (b: BrokerInsightRow) => String(b.id),
    viewerCanEdit: async (b: BrokerInsightRow, _a: unknown, ctx: Ctx) => {
      const listing = await ctx.loaders.listingById.load(b.listingId);
      return listing !== null && can(ctx.viewer, "update", brokerInsightSubject(b, listing.marketId));
    },
    author: (b: BrokerInsightRow) => (b.authorName === null ? null : { displayName: b.authorName }),
  },
  SubleaseContact: {
    id: (c: { id: number }) => String(c.id),
  },
} satisfies Resolvers;
