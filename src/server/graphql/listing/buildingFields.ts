import { buildingSubject } from "../../policies/subjects";
import { buildingPath } from "../../services/listings/listingPaths";
import type { GraphQLContext } from "../context";
import type { Resolvers } from "../generated/resolverTypes";
import { required } from "../required";
import { ruledField } from "../ruledField";
import type { PhotoRow } from "./listingCards";
import type { BuildingContactRow, BuildingRow, FloorPlanRow } from "./listingLoaders";

type Ctx = GraphQLContext;

export const buildingFields = {
  Building: {
    id: (b: BuildingRow) => String(b.id),
    neighborhood: async (b: BuildingRow, _a: unknown, ctx: Ctx) =>
      b.neighborhoodId === null
        ? null
        : ((await ctx.services.marketDirectory.get()).neighborhoodById.get(b.neighborhoodId) ?? null),
    market: async (b: BuildingRow, _a: unknown, ctx: Ctx) =>
      required(
        (await ctx.services.marketDirectory.get()).marketById.get(b.marketId),
        `building ${b.id}'s market`,
      ),
    cmsContent: (b: BuildingRow) => (b.cmsContent === null ? null : { content: b.cmsContent }),
    photos: (b: BuildingRow, _a: unknown, ctx: Ctx) => ctx.loaders.photosByBuilding.load(b.id),
    path: async (b: BuildingRow, _a: unknown, ctx: Ctx) => {
      const directory = await ctx.services.marketDirectory.get();
      const market = directory.marketById.get(b.marketId);
      if (!market) throw new Error(`building ${b.id} has no market`);
      const hood =
        b.neighborhoodId === null ? null : (directory.neighborhoodById.get(b.neighborhoodId) ?? null);
      return buildingPath(b, market, hood);
    },
    availableListings: (b: BuildingRow, _a: unknown, ctx: Ctx) =>
      ctx.loaders.availableListingsByBuilding.load(b.id),
    privateDescription: ruledField("readPrivate", buildingSubject, (b: BuildingRow) => b.privateDescription),
    contacts: ruledField("readContacts", buildingSubject, (b: BuildingRow, ctx) =>
      ctx.loaders.contactsByBuilding.load(b.id),
    ),
  },
  BuildingContact: {
    id: (c: BuildingContactRow) => String(c.id),
    phoneType: (c: BuildingContactRow) => c.phoneType,
  },
  Photo: {
    id: (p: PhotoRow) => String(p.id),
    url: (p: PhotoRow, _a: unknown, ctx: Ctx) => ctx.services.storage.publicUrl(p.storageKey ?? ""),
    thumbnailUrl: (p: PhotoRow, _a: unknown, ctx: Ctx) =>
      ctx.services.storage.publicUrl(p.thumbnailKey ?? p.storageKey ?? ""),
    cardUrl: (p: PhotoRow, _a: unknown, ctx: Ctx) =>
      ctx.services.storage.publicUrl(p.cardKey ?? p.storageKey ?? ""),
    width: (p: PhotoRow) => p.width ?? 0,
    height: (p: PhotoRow) => p.height ?? 0,
    alt: (p: PhotoRow) => p.caption ?? "Photo of the space",
  },
  FloorPlan: {
    id: (f: FloorPlanRow) => String(f.id),
    url: (f: FloorPlanRow, _a: unknown, ctx: Ctx) => ctx.services.storage.publicUrl(f.storageKey),
    width: (f: FloorPlanRow) => f.width ?? 0,
    height: (f: FloorPlanRow) => f.height ?? 0,
    alt: (f: FloorPlanRow) => f.caption ?? "Floor plan",
  },
} satisfies Resolvers;
