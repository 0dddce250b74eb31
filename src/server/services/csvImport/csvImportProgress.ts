import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** Row outcomes the report counts as failed: refused, or given up on. */
export const FAILED_ROW_STATUSES: ReadonlySet<string> = new Set(["ERROR", "DEAD"]);

/**
 * Rows of an import ended: counted in the jobs' own transaction, so the counters are exactly the
 * ended jobs (a job ends once). The last row of a fully received file ends the import.
 */
export async function addCsvRowCounts(
  tx: Db,
  csvImportId: number,
  processed: number,
  failed: number,
): Promise<void> {
  await tx.execute(sql`
    update csv_imports set
      processed_rows = processed_rows + ${processed},
      failed_rows = failed_rows + ${failed},
      status = case when status = 'PROCESSING' and processed_rows + ${processed} >= total_rows
                    then 'DONE'::csv_import_status else status end,
      finished_at = case when status = 'PROCESSING' and processed_rows + ${processed} >= total_rows
                         then now() else finished_at end
    where id = ${csvImportId}`);
}

/**
 * A failed CSV row's job is retried (the importer admin): it is no longer ended, so its import counts
 * it out again, in the retry's transaction, and is processing until the row ends once more.
 */
export async function uncountCsvRow(tx: Db, csvImportId: number): Promise<void> {
  await tx.execute(sql`
    update csv_imports set
      processed_rows = greatest(processed_rows - 1, 0),
      failed_rows = greatest(failed_rows - 1, 0),
      status = case when status = 'DONE' then 'PROCESSING'::csv_import_status else status end,
      finished_at = case when status = 'DONE' then null else finished_at end
    where id = ${csvImportId}`);
}
/** One row's job ended with this status. */
export const countCsvRow = (tx: Db, csvImportId: number, status: string) =>
  addCsvRowCounts(tx, csvImportId, 1, FAILED_ROW_STATUSES.has(status) ? 1 : 0);
