import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { importerJobStatusEnum } from "./enums";
import { listings } from "./listings";
import { users } from "./users";

export type ImporterJobError = { error: string };

/**
 * One import or broker save of a listing, run as a background job through named stages.
 * A null status means still running; SUCCESS is the only success.
 */
export const importerJobs = pgTable(
  "importer_jobs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    status: importerJobStatusEnum("status"),
    /** Source of the data: a vendor CSV name, "broker-edit", "research-team"... */
    sourceName: text("source_name"),
    lastStage: text("last_stage"),
    lastStageInput: jsonb("last_stage_input").$type<Record<string, unknown>>(),
    listingIdentity: text("listing_identity"),
    listingId: integer("listing_id").references(() => listings.id, { onDelete: "set null" }),
    errors: jsonb("errors").$type<ImporterJobError[]>().notNull().default([]),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("importer_jobs_listing_idx").on(t.listingId),
    index("importer_jobs_listing_identity_idx").on(t.listingIdentity),
    index("importer_jobs_created_at_idx").on(t.createdAt),
  ],
);
