import { eq, inArray } from "drizzle-orm";
import { GraphQLError } from "graphql";
import { z } from "zod";
import { photoCaptionProblem } from "../../../common/media/photoCaptionRules";
import { imageAttachmentKindValues } from "../../db/schema/enums";
import { floorPlans, imageUploads } from "../../db/schema/media";
import { can } from "../../policies/can";
import { signedInAccess } from "../../policies/policy";
import { buildingSubject, listingSubject } from "../../policies/subjects";
import { loadMediaRecord } from "../../services/media/mediaRecords";
import {
  deleteFloorPlan,
  deletePhoto,
  type PhotoChange,
  type PhotoTarget,
  photosOf,
  reorderFloorPlans,
  reorderPhotos,
  setCoverPhoto,
  setPhotoCaption,
} from "../../services/media/photoService";
import type { GraphQLContext } from "../context";
import type { Resolvers } from "../generated/resolverTypes";
import { deny, guarded, type SignedInContext } from "../guard";
import { orderedRowIds, rowId, rowIds } from "../idArgs";
import type { BuildingRow, ImageUploadRow, ListingRow } from "../listing/listingLoaders";
import { parseArgs } from "../validate";
import { zodRule } from "../zodRule";

type Ctx = GraphQLContext;

/** Reading and changing photos: signed in, then the record's `update` rule. */
const mediaPolicy = signedInAccess("media.update");

const target = z.object({ id: rowId, kind: z.enum(imageAttachmentKindValues) });
/** The most pictures one order may name (a record's photos, a listing's floor plans). */
const ORDER_MAX = 200;
const reorderArgs = z.object({ attachedTo: target, photoIds: orderedRowIds("photos", ORDER_MAX) });
const floorPlanOrderArgs = z.object({
  listingId: rowId,
  floorPlanIds: orderedRowIds("floor plans", ORDER_MAX),
});
const photoArgs = z.object({ photoId: rowId });
const captionArgs = photoArgs.extend({
  caption: z
    .string()
    .superRefine(zodRule(photoCaptionProblem))
    .nullish()
    .transform((v) => v?.trim() || null),
});
const floorPlanArgs = z.object({ floorPlanId: rowId });
const uploadsArgs = z.object({ ids: rowIds("uploads", 50) });

/** May the viewer change this record's pictures? False for a record that does not exist. */
async function mayEdit(ctx: Ctx, t: PhotoTarget): Promise<boolean> {
  const record = await loadMediaRecord(ctx.db, t);
  if (!record) return false;
  return t.kind === "LISTING"
    ? can(ctx.viewer, "update", listingSubject({ ...record, status: record.status ?? "" }))
    : can(ctx.viewer, "update", buildingSubject(record));
}

const notFound = () => new GraphQLError("That photo does not exist.", { extensions: { code: "NOT_FOUND" } });

/** The photo, once the viewer is known to edit its record (an unknown id is NOT_FOUND). */
async function editablePhoto(ctx: SignedInContext, photoId: number): Promise<ImageUploadRow> {
  const [photo] = await ctx.db.select().from(imageUploads).where(eq(imageUploads.id, photoId));
  if (!photo) throw notFound();
  if (!(await mayEdit(ctx, { kind: photo.attachedToKind, id: photo.attachedToId })))
    deny(ctx, "media.update");
  return photo;
}

/** A service's answer, or its refusal as BAD_USER_INPUT. */
function answerOf<T>(result: PhotoChange<T>): T {
  if (!result.ok) throw new GraphQLError(result.message, { extensions: { code: "BAD_USER_INPUT" } });
  return result.value;
}

export const mediaResolvers = {
  ImageUpload: {
    id: (u) => String(u.id),
    attachedTo: (u) => ({ id: String(u.attachedToId), kind: u.attachedToKind }),
    photo: (u) => (u.status === "READY" && u.storageKey ? u : null),
  },
  Listing: {
    imageUploads: async (l: ListingRow, _a: unknown, ctx: Ctx) =>
      can(ctx.viewer, "update", listingSubject(l)) ? photosOf(ctx.db, { kind: "LISTING", id: l.id }) : null,
    canEditMedia: (l: ListingRow, _a: unknown, ctx: Ctx) => can(ctx.viewer, "update", listingSubject(l)),
    tour3dModelId: (l: ListingRow) => l.tour3dModelId ?? null,
  },
  Building: {
    imageUploads: async (b: BuildingRow, _a: unknown, ctx: Ctx) =>
      can(ctx.viewer, "update", buildingSubject(b)) ? photosOf(ctx.db, { kind: "BUILDING", id: b.id }) : null,
  },
  Query: {
    imageUploads2: guarded(mediaPolicy, async (_p, args: unknown, ctx) => {
      const { ids } = parseArgs(uploadsArgs, args);
      if (ids.length === 0) return [];
      const rows = await ctx.db.select().from(imageUploads).where(inArray(imageUploads.id, ids));
      const allowed = await Promise.all(
        rows.map((r) => mayEdit(ctx, { kind: r.attachedToKind, id: r.attachedToId })),
      );
      const byId = new Map(rows.filter((_r, i) => allowed[i]).map((r) => [r.id, r]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    }),
  },
  Mutation: {
    reorderPhotos: guarded(mediaPolicy, async (_p, args: unknown, ctx) => {
      const { attachedTo, photoIds } = parseArgs(reorderArgs, args);
      if (!(await mayEdit(ctx, attachedTo))) deny(ctx, "media.update");
      return answerOf(await reorderPhotos(ctx.db, attachedTo, photoIds));
    }),
    setCoverPhoto: guarded(mediaPolicy, async (_p, args: unknown, ctx) => {
      const { photoId } = parseArgs(photoArgs, args);
      const photo = await editablePhoto(ctx, photoId);
      if (photo.status !== "READY") {
        throw new GraphQLError("Only a processed photo can be the cover.", {
          extensions: { code: "BAD_USER_INPUT" },
        });
      }
      return setCoverPhoto(ctx.db, photo);
    }),
    setPhotoCaption: guarded(mediaPolicy, async (_p, args: unknown, ctx) => {
      const { photoId, caption } = parseArgs(captionArgs, args);
      await editablePhoto(ctx, photoId);
      return setPhotoCaption(ctx.db, photoId, caption);
    }),
    deletePhoto: guarded(mediaPolicy, async (_p, args: unknown, ctx) => {
      const { photoId } = parseArgs(photoArgs, args);
      const photo = await editablePhoto(ctx, photoId);
      await deletePhoto(ctx.db, ctx.services.storage, photo);
      return photosOf(ctx.db, { kind: photo.attachedToKind, id: photo.attachedToId });
    }),
    reorderFloorPlans: guarded(mediaPolicy, async (_p, args: unknown, ctx) => {
      const { listingId, floorPlanIds } = parseArgs(floorPlanOrderArgs, args);
      if (!(await mayEdit(ctx, { kind: "LISTING", id: listingId }))) deny(ctx, "media.update");
      return answerOf(await reorderFloorPlans(ctx.db, listingId, floorPlanIds));
    }),
    deleteFloorPlan: guarded(mediaPolicy, async (_p, args: unknown, ctx) => {
      const { floorPlanId } = parseArgs(floorPlanArgs, args);
      const [plan] = await ctx.db.select().from(floorPlans).where(eq(floorPlans.id, floorPlanId));
      if (!plan)
        throw new GraphQLError("That floor plan does not exist.", { extensions: { code: "NOT_FOUND" } });
      if (!(await mayEdit(ctx, { kind: "LISTING", id: plan.listingId }))) deny(ctx, "media.update");
      await deleteFloorPlan(ctx.db, ctx.services.storage, plan);
      return String(plan.id);
    }),
  },
} satisfies Resolvers;
