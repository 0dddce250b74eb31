import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { csvImports } from "./csvImports";
import { importerJobStatusEnum, noteRecordTypeEnum } from "./enums";
import { listings } from "./listings";
import { users } from "./users";
import { vendors } from "./vendors";

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
    /** What the job was asked to apply: a record's changed fields, or a CSV row's cells. */
    recordType: noteRecordTypeEnum("record_type"),
    recordId: integer("record_id"),
    input: jsonb("input").$type<Record<string, unknown>>().notNull().default({}),
    vendorId: integer("vendor_id").references(() => vendors.id, { onDelete: "set null" }),
    csvImportId: integer("csv_import_id").references(() => csvImports.id, { onDelete: "cascade" }),
    /** The row's line in its CSV file (1 is the header), for the per-row report. */
    lineNumber: integer("line_number"),
    /** Runs started; a job that keeps failing is DEAD once its retries are spent. */
    attempts: integer("attempts").notNull().default(0),
    errors: jsonb("errors").$type<ImporterJobError[]>().notNull().default([]),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("importer_jobs_listing_idx").on(t.listingId),
    index("importer_jobs_listing_identity_idx").on(t.listingIdentity),
    index("importer_jobs_created_at_idx").on(t.createdAt),
    index("importer_jobs_status_created_idx").on(t.status, t.createdAt),
    index("importer_jobs_vendor_created_idx").on(t.vendorId, t.createdAt),
    // A CSV row is one job: a re-run upload step after a crash cannot queue a row twice.
    uniqueIndex("importer_jobs_csv_line_key").on(t.csvImportId, t.lineNumber),
    index("importer_jobs_created_by_idx").on(t.createdById),
  ],
);
