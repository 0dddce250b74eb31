import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { csvImportStatusEnum } from "./enums";
import { users } from "./users";
import { vendors } from "./vendors";

/**
 * One uploaded CSV. Every data row becomes an importer job (importer_jobs.csv_import_id + line_number);
 * the counters drive the live progress bar and the per-row report is read from the jobs.
 */
export const csvImports = pgTable(
  "csv_imports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid("uuid").notNull().defaultRandom(),
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    status: csvImportStatusEnum("status").notNull().default("RECEIVING"),
    /** Data rows read from the file so far (the header is not a row). */
    totalRows: integer("total_rows").notNull().default(0),
    /** Rows whose job has ended (any status). */
    processedRows: integer("processed_rows").notNull().default(0),
    failedRows: integer("failed_rows").notNull().default(0),
    /** Why the file as a whole was refused (bad header, not CSV, too many rows). */
    error: text("error"),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("csv_imports_vendor_idx").on(t.vendorId, t.createdAt),
    uniqueIndex("csv_imports_uuid_key").on(t.uuid),
    index("csv_imports_created_by_idx").on(t.createdById),
  ],
);
