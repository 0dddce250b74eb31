import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { imageAttachmentKindEnum, imageUploadStatusEnum } from "./enums";
import { listings } from "./listings";
import { users } from "./users";

/**
 * Photos attached to a listing or a building. attachedTo is polymorphic (kind + id), so there is
 * no foreign key; services delete a record's uploads with it.
 */
export const imageUploads = pgTable(
  "image_uploads",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    attachedToKind: imageAttachmentKindEnum("attached_to_kind").notNull(),
    attachedToId: integer("attached_to_id").notNull(),
    status: imageUploadStatusEnum("status").notNull().default("PENDING"),
    /** Key inside the storage backend (local disk or S3-compatible). */
    storageKey: text("storage_key"),
    thumbnailKey: text("thumbnail_key"),
    /** The card-sized WebP (storageKey is the full size, thumbnailKey the thumb). */
    cardKey: text("card_key"),
    /** The photo shown first; at most one per listing or building (services keep it so). */
    isCover: boolean("is_cover").notNull().default(false),
    originalFilename: text("original_filename"),
    contentType: text("content_type"),
    byteSize: integer("byte_size"),
    width: integer("width"),
    height: integer("height"),
    position: integer("position").notNull().default(0),
    caption: text("caption"),
    error: text("error"),
    uploadedById: integer("uploaded_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("image_uploads_attached_idx").on(t.attachedToKind, t.attachedToId, t.position),
    index("image_uploads_uploaded_by_idx").on(t.uploadedById),
  ],
);

/** Floor plans of a listing. The listing's floorPlanCollection id is the listing id. */
export const floorPlans = pgTable(
  "floor_plans",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    thumbnailKey: text("thumbnail_key"),
    cardKey: text("card_key"),
    contentType: text("content_type"),
    width: integer("width"),
    height: integer("height"),
    position: integer("position").notNull().default(0),
    caption: text("caption"),
    uploadedById: integer("uploaded_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("floor_plans_listing_idx").on(t.listingId, t.position),
    index("floor_plans_uploaded_by_idx").on(t.uploadedById),
  ],
);
