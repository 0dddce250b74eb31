import { z } from "zod";
import { can } from "../../policies/can";
import { brokerInsightSubject, listingSubject } from "../../policies/subjects";
import { publicListingIdentity } from "../../services/listings/listingIdentity";
import { listingPath } from "../../services/listings/listingPaths";
import type { MarketDirectory } from "../../services/marketDirectory";
import type { GraphQLContext } from "../context";
import type { Resolvers } from "../generated/resolverTypes";
import { required } from "../required";
import { ruledField } from "../ruledField";
import { parseArgs } from "../validate";
import { type BuildingCardRow, cardExtrasOf } from "./listingCards";
import type { BrokerInsightRow, BuildingRow, ListingHistoryRow, ListingRow } from "./listingLoaders";

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

async function loadBuilding(l: ListingRow, ctx: Ctx) {
  return required(await ctx.loaders.buildingById.load(l.buildingId), `listing ${l.id}'s building`);
}

async function neighborhoodOf(id: number, ctx: Ctx) {
  return (await ctx.services.marketDirectory.get()).neighborhoodById.get(id) ?? null;
}

async function marketOf(l: ListingRow, ctx: Ctx) {
  return required(
    (await ctx.services.marketDirectory.get()).marketById.get(l.marketId),
    `listing ${l.id}'s market`,
  );
}

function pathOf(l: ListingRow, building: BuildingCardRow, directory: MarketDirectory) {
  const market = directory.marketById.get(l.marketId);
  if (!market) throw new Error(`listing ${l.id} has no building or market`);
  const hood =
    building.neighborhoodId === null
      ? null
      : (directory.neighborhoodById.get(building.neighborhoodId) ?? null);
  return listingPath(l, building, market, hood);
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
    identity: (l: ListingRow) => publicListingIdentity(l),
    viewerCanEdit: (l: ListingRow, _a: unknown, ctx: Ctx) => can(ctx.viewer, "update", listingSubject(l)),
    priceIsEstimated: (l: ListingRow) => l.accuratePsf === null && l.accurateMonthlyPrice === null,
    photos: (l: ListingRow, args: { first?: number | null }, ctx: Ctx) => {
      // A campaign card's first photo came with its row (1 is a valid `first`: nothing to check).
      if (args.first === 1) {
        const extras = cardExtrasOf(l);
        if (extras) return extras.firstPhotos;
      }
      const { first } = parseArgs(photosArgs, args);
      return first === null
        ? ctx.loaders.photosByListing.load(l.id)
        : ctx.loaders.firstPhotosByListing(first).load(l.id);
    },
    floorPlanCollection: async (l: ListingRow, _a: unknown, ctx: Ctx) => {
      const floorPlans = await ctx.loaders.floorPlansByListing.load(l.id);
      return floorPlans.length > 0 ? { id: String(l.id), floorPlans } : null;
    },
    // A campaign card's row carries its building's card row (read only for card fields of Building).
    building: (l: ListingRow, _a: unknown, ctx: Ctx) =>
      (cardExtrasOf(l)?.building as BuildingRow | undefined) ?? loadBuilding(l, ctx),
    neighborhood: (l: ListingRow, _a: unknown, ctx: Ctx) => {
      if (l.neighborhoodId === null) return null;
      const extras = cardExtrasOf(l);
      if (extras) return extras.directory.neighborhoodById.get(l.neighborhoodId) ?? null;
      return neighborhoodOf(l.neighborhoodId, ctx);
    },
    market: (l: ListingRow, _a: unknown, ctx: Ctx) => {
      const extras = cardExtrasOf(l);
      if (extras) return required(extras.directory.marketById.get(l.marketId), `listing ${l.id}'s market`);
      return marketOf(l, ctx);
    },
    path: (l: ListingRow, _a: unknown, ctx: Ctx) => {
      const extras = cardExtrasOf(l);
      if (extras) return pathOf(l, extras.building, extras.directory);
      return place(l, ctx).then(({ directory, building }) => {
        if (!building) throw new Error(`listing ${l.id} has no building or market`);
        return pathOf(l, building, directory);
      });
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
