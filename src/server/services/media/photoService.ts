import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { buildings } from "../../db/schema/buildings";
import { listings } from "../../db/schema/listings";
import { floorPlans, imageUploads } from "../../db/schema/media";
import type { FileStorage } from "../../storage/fileStorage";
import type { ImageType } from "./fileChecks";
import { makeImageVariants, type VariantName } from "./imageVariants";

export type AttachmentKind = "LISTING" | "BUILDING";
export type PhotoTarget = { kind: AttachmentKind; id: number };
export type ImageUploadRow = typeof imageUploads.$inferSelect;
export type FloorPlanRow = typeof floorPlans.$inferSelect;

export type StoreImageInput = {
  bytes: Buffer;
  type: ImageType;
  /** Sanitised; a label only, never part of a key. */
  filename: string;
  uploaderId: number;
};

/** Writes thumb, card and full WebP under fresh random keys; answers the keys and the full size's pixels. */
async function writeVariants(storage: FileStorage, bytes: Buffer) {
  const variants = await makeImageVariants(bytes);
  const stem = `media/${randomUUID()}`;
  const keys: Record<VariantName, string> = {
    thumb: `${stem}/thumb.webp`,
    card: `${stem}/card.webp`,
    full: `${stem}/full.webp`,
  };
  // Each put writes a temporary file and renames it: a key either has its whole file or none.
  await Promise.all(
    (Object.keys(keys) as VariantName[]).map((v) => storage.put(keys[v], variants.files[v], "image/webp")),
  );
  return { keys, width: variants.width, height: variants.height };
}

type Written = Awaited<ReturnType<typeof writeVariants>>;

/**
 * Writes the files, then the row: a row never points at a missing or half-written file, and a
 * failed insert removes the files it would have named.
 */
async function withFiles<T>(storage: FileStorage, bytes: Buffer, insert: (w: Written) => Promise<T>) {
  const written = await writeVariants(storage, bytes);
  try {
    return await insert(written);
  } catch (error) {
    await Promise.all(Object.values(written.keys).map((k) => storage.delete(k)));
    throw error;
  }
}

/** How many photos a record has (`kind` set), or floor plans a listing has (`kind` null). */
export async function countPictures(db: Db, kind: AttachmentKind | null, id: number): Promise<number> {
  const [{ n }] = kind
    ? await db
        .select({ n: sql<number>`count(*)::int` })
        .from(imageUploads)
        .where(and(eq(imageUploads.attachedToKind, kind), eq(imageUploads.attachedToId, id)))
    : await db.select({ n: sql<number>`count(*)::int` }).from(floorPlans).where(eq(floorPlans.listingId, id));
  return Number(n);
}

/** A new photo of a listing or building, READY and last in its order. */
export async function storePhoto(
  db: Db,
  storage: FileStorage,
  target: PhotoTarget,
  input: StoreImageInput,
): Promise<ImageUploadRow> {
  return withFiles(storage, input.bytes, async (written) => {
    const [row] = await db
      .insert(imageUploads)
      .values({
        attachedToKind: target.kind,
        attachedToId: target.id,
        status: "READY",
        storageKey: written.keys.full,
        cardKey: written.keys.card,
        thumbnailKey: written.keys.thumb,
        originalFilename: input.filename,
        contentType: input.type,
        byteSize: input.bytes.length,
        width: written.width,
        height: written.height,
        position: sql`(select coalesce(max(${imageUploads.position}) + 1, 0) from ${imageUploads}
          where ${imageUploads.attachedToKind} = ${target.kind} and ${imageUploads.attachedToId} = ${target.id})`,
        uploadedById: input.uploaderId,
      })
      .returning();
    return row;
  });
}

/** A new floor plan of a listing, last in its order (same file rules as photos). */
export async function storeFloorPlan(
  db: Db,
  storage: FileStorage,
  listingId: number,
  input: StoreImageInput,
): Promise<FloorPlanRow> {
  return withFiles(storage, input.bytes, async (written) => {
    const [row] = await db
      .insert(floorPlans)
      .values({
        listingId,
        storageKey: written.keys.full,
        cardKey: written.keys.card,
        thumbnailKey: written.keys.thumb,
        contentType: input.type,
        width: written.width,
        height: written.height,
        position: sql`(select coalesce(max(${floorPlans.position}) + 1, 0) from ${floorPlans}
          where ${floorPlans.listingId} = ${listingId})`,
        caption: null,
        uploadedById: input.uploaderId,
      })
      .returning();
    return row;
  });
}

/** Every photo of a record (any status), cover first, then in order: what its editors manage. */
export function photosOf(db: Db, target: PhotoTarget): Promise<ImageUploadRow[]> {
  return db
    .select()
    .from(imageUploads)
    .where(and(eq(imageUploads.attachedToKind, target.kind), eq(imageUploads.attachedToId, target.id)))
    .orderBy(asc(imageUploads.position), asc(imageUploads.id));
}

/** Locks the record's row so two cover or order changes of one record run one after the other. */
async function lockRecord(tx: Db, target: PhotoTarget) {
  const table = target.kind === "LISTING" ? listings : buildings;
  await tx.select({ id: table.id }).from(table).where(eq(table.id, target.id)).for("update");
}

export type PhotoChange<T> = { ok: true; value: T } | { ok: false; message: string };

/** Refused when `ids` is not exactly `known`, each once. */
const ORDER_REFUSED = {
  photos: "List every photo of this record exactly once.",
  floorPlans: "List every floor plan of this listing exactly once.",
} as const;

function isEveryOnce(ids: number[], known: { id: number }[]): boolean {
  const set = new Set(known.map((k) => k.id));
  return ids.length === set.size && new Set(ids).size === ids.length && ids.every((id) => set.has(id));
}

/** `position` as the row's place in `ids` (0 first); `ids` are checked integers. */
const placeIn = (ids: number[], id: typeof imageUploads.id | typeof floorPlans.id) =>
  sql`array_position(${sql.raw(`array[${ids.map(Number).join(",")}]::int[]`)}, ${id}) - 1`;

/** Puts the record's photos in the given order; the ids must be exactly its photos. */
export async function reorderPhotos(
  db: Db,
  target: PhotoTarget,
  ids: number[],
): Promise<PhotoChange<ImageUploadRow[]>> {
  return db.transaction(async (tx) => {
    await lockRecord(tx, target);
    if (!isEveryOnce(ids, await photosOf(tx, target))) return { ok: false, message: ORDER_REFUSED.photos };
    await tx
      .update(imageUploads)
      .set({ position: placeIn(ids, imageUploads.id), updatedAt: new Date() })
      .where(inArray(imageUploads.id, ids));
    return { ok: true, value: await photosOf(tx, target) };
  });
}

/** A listing's floor plans in order: what every reader shows and its editors reorder. */
export function floorPlansOf(db: Db, listingId: number): Promise<FloorPlanRow[]> {
  return db
    .select()
    .from(floorPlans)
    .where(eq(floorPlans.listingId, listingId))
    .orderBy(asc(floorPlans.position), asc(floorPlans.id));
}

/** Puts a listing's floor plans in the given order; the ids must be exactly its floor plans. */
export async function reorderFloorPlans(
  db: Db,
  listingId: number,
  ids: number[],
): Promise<PhotoChange<FloorPlanRow[]>> {
  return db.transaction(async (tx) => {
    await lockRecord(tx, { kind: "LISTING", id: listingId });
    if (!isEveryOnce(ids, await floorPlansOf(tx, listingId))) {
      return { ok: false, message: ORDER_REFUSED.floorPlans };
    }
    await tx
      .update(floorPlans)
      .set({ position: placeIn(ids, floorPlans.id) })
      .where(inArray(floorPlans.id, ids));
    return { ok: true, value: await floorPlansOf(tx, listingId) };
  });
}

/** Makes one photo its record's cover, and no other (at most one cover per record). */
export async function setCoverPhoto(db: Db, photo: ImageUploadRow): Promise<ImageUploadRow[]> {
  const target = { kind: photo.attachedToKind, id: photo.attachedToId };
  return db.transaction(async (tx) => {
    await lockRecord(tx, target);
    await tx
      .update(imageUploads)
      .set({ isCover: sql`${imageUploads.id} = ${photo.id}`, updatedAt: new Date() })
      .where(
        and(
          eq(imageUploads.attachedToKind, target.kind),
          eq(imageUploads.attachedToId, target.id),
          sql`(${imageUploads.isCover} or ${imageUploads.id} = ${photo.id})`,
        ),
      );
    return photosOf(tx, target);
  });
}

export async function setPhotoCaption(
  db: Db,
  photoId: number,
  caption: string | null,
): Promise<ImageUploadRow> {
  const [row] = await db
    .update(imageUploads)
    .set({ caption, updatedAt: new Date() })
    .where(eq(imageUploads.id, photoId))
    .returning();
  return row;
}

/** Deletes the row, then its files (a reader never meets a row whose files are gone). */
export async function deletePhoto(db: Db, storage: FileStorage, photo: ImageUploadRow): Promise<void> {
  await db.delete(imageUploads).where(eq(imageUploads.id, photo.id));
  await removeFiles(storage, [photo.storageKey, photo.cardKey, photo.thumbnailKey]);
}

export async function deleteFloorPlan(db: Db, storage: FileStorage, plan: FloorPlanRow): Promise<void> {
  await db.delete(floorPlans).where(eq(floorPlans.id, plan.id));
  await removeFiles(storage, [plan.storageKey, plan.cardKey, plan.thumbnailKey]);
}

/** Only keys this service wrote (media/...): the seed's shared demo pictures are used by many rows. */
async function removeFiles(storage: FileStorage, keys: (string | null)[]) {
  await Promise.all(
    keys.filter((k): k is string => k?.startsWith("media/") === true).map((k) => storage.delete(k)),
  );
}
