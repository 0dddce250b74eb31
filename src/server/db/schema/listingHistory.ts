import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { listingHistoryKindEnum } from "./enums";
import { importerJobs } from "./importerJobs";
import { listings } from "./listings";
import { users } from "./users";

export type ListingFieldChange = { field: string; oldValue: unknown; newValue: unknown };
export type ListingContactChanges = { created: number[]; updated: number[]; deleted: number[] };

/**
 * One ORIGIN row (where the listing came from) and one CHANGE row per import or edit.
 * Spec shape: origin {sourceName, createdAt}; changes {sourceName, changedAt, fields, contacts, subleaseContact}.
 */
export const listingHistory = pgTable(
  "listing_history",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    kind: listingHistoryKindEnum("kind").notNull(),
    sourceName: text("source_name").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    fields: jsonb("fields").$type<ListingFieldChange[]>().notNull().default([]),
    contacts: jsonb("contacts").$type<ListingContactChanges>(),
    /** Snapshot of the sublease contact as changed, if it was. */
    subleaseContact: jsonb("sublease_contact").$type<Record<string, unknown>>(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    importerJobId: integer("importer_job_id").references(() => importerJobs.id, { onDelete: "set null" }),
  },
  (t) => [
    index("listing_history_listing_idx").on(t.listingId, t.changedAt),
    index("listing_history_importer_job_idx").on(t.importerJobId),
    index("listing_history_user_idx").on(t.userId),
  ],
);
