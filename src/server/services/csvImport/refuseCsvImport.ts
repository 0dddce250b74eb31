import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { csvImports } from "../../db/schema/csvImports";
import { importerJobs } from "../../db/schema/importerJobs";

/**
 * Received rows deleted per statement while a refused upload is undone. Each statement is short
 * (the rows by csv_import_id's index, listing_history's importer_job_id by its own), and the event
 * loop gets a turn between them, so on PGlite (one connection, queries in this thread) /health and
 * pages keep answering while 100,000 rows go.
 */
export const CSV_UNDO_CHUNK = 500;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Refuses a whole upload: deletes every row it stored (set-wise, CSV_UNDO_CHUNK at a time), then
 * marks it FAILED with the reason, the last chunk and the status in one transaction. Only while the
 * import is RECEIVING: no row of it was ever run (rows run once the whole file is in), and a process
 * that stops half-way leaves it RECEIVING, so the sweep (sweepCsvImports) finishes the job.
 * Answers whether this call marked it FAILED.
 */
export async function refuseCsvImport(
  database: Database,
  csvImportId: number,
  reason: string,
): Promise<boolean> {
  const db = database.db;
  const receiving = and(eq(csvImports.id, csvImportId), eq(csvImports.status, "RECEIVING"));
  const nextChunk = sql`(select ${importerJobs.id} from ${importerJobs}
    where ${importerJobs.csvImportId} = ${csvImportId} limit ${CSV_UNDO_CHUNK})`;
  for (;;) {
    const [still] = await db.select({ id: csvImports.id }).from(csvImports).where(receiving);
    if (!still) return false;
    const deleted = await db
      .delete(importerJobs)
      .where(inArray(importerJobs.id, nextChunk))
      .returning({ id: importerJobs.id });
    if (deleted.length < CSV_UNDO_CHUNK) break;
    await yieldToEventLoop();
  }
  return db.transaction(async (tx) => {
    await tx.delete(importerJobs).where(eq(importerJobs.csvImportId, csvImportId));
    const failed = await tx
      .update(csvImports)
      .set({ status: "FAILED", error: reason, totalRows: 0, finishedAt: new Date() })
      .where(receiving)
      .returning({ id: csvImports.id });
    return failed.length > 0;
  });
}
