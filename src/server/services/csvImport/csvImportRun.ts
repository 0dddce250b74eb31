import { and, asc, eq, isNull, lt, sql } from "drizzle-orm";
import { throttledCatalogueAnnouncer } from "../../changes/catalogue";
import type { Database } from "../../db/client";
import { csvImports } from "../../db/schema/csvImports";
import { importerJobs } from "../../db/schema/importerJobs";
import { type JobQueue, queueCsvImport } from "../../jobs/jobQueue";
import { runImporterJobBatch } from "../importer/runImporterJobBatch";
import type { ZipPlaces } from "../importer/zipPlace";
import { analyzeGrownTables } from "./plannerStats";
import { refuseCsvImport } from "./refuseCsvImport";

/** Rows one run takes before handing the rest to a new run (each pg-boss job stays short). */
export const CSV_RUN_CHUNK = 1000;

/** Rows run in one transaction (runImporterJobBatch): one commit per batch, not per row. */
export const CSV_RUN_BATCH = 50;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs the next rows of an import that have not ended, in line order, CSV_RUN_BATCH at a time
 * (runImporterJobBatch: each row all or nothing, and once). Safe to run twice at once or after a
 * crash: a row that ended is skipped, and one whose run died is taken again. Between batches the
 * event loop gets a turn, so on PGlite (one connection, queries in this thread) the progress polls
 * and pages are answered while an import runs. Batches that changed listings are announced to
 * every process after their commits, at most twice a second, and the last of them before the run
 * ends. Answers whether rows remain.
 */
export async function runCsvImportRows(
  database: Database,
  csvImportId: number,
  limit = CSV_RUN_CHUNK,
): Promise<{ ran: number; more: boolean }> {
  const pending = () =>
    database.db
      .select({ id: importerJobs.id })
      .from(importerJobs)
      .where(and(eq(importerJobs.csvImportId, csvImportId), isNull(importerJobs.status)))
      .orderBy(asc(importerJobs.lineNumber));
  const rows = await pending().limit(limit);
  // Each run adds up to CSV_RUN_CHUNK listings: plans made for smaller tables are replaced first.
  if (rows.length > 0) await analyzeGrownTables(database);
  const places: ZipPlaces = new Map();
  const announcer = throttledCatalogueAnnouncer(database, "listing");
  let committed = 0;
  let lastError: unknown;
  for (let i = 0; i < rows.length; i += CSV_RUN_BATCH) {
    try {
      const outcomes = await runImporterJobBatch(
        database,
        rows.slice(i, i + CSV_RUN_BATCH).map((r) => r.id),
        { places },
      );
      committed++;
      if ([...outcomes.values()].includes("SUCCESS")) announcer.call();
    } catch (err) {
      // The batch itself failed (database gone): its rows stay running for a later pass.
      lastError = err;
    }
    await yieldToEventLoop();
  }
  await announcer.flush();
  // Not one batch committed: fail the run, so pg-boss retries it later instead of at once.
  if (rows.length > 0 && committed === 0) throw lastError;
  const left = await pending().limit(1);
  return { ran: rows.length, more: left.length > 0 };
}

/**
 * Starts processing a fully received import: its first run goes to the job queue (the `csv-import`
 * queue, jobs/csvImportJobs.ts), never run in the request. A failed enqueue is left to the sweep.
 */
export async function dispatchCsvImport(jobs: JobQueue, csvImportId: number): Promise<void> {
  try {
    await queueCsvImport(jobs, csvImportId);
  } catch {
    // The sweep (sweepCsvImports) starts imports that never got a run.
  }
}

/** An import whose rows have all ended is DONE (normally the last row's job says so itself). */
export async function finishIfDone(database: Database, csvImportId: number): Promise<void> {
  await database.db
    .update(csvImports)
    .set({ status: "DONE", finishedAt: new Date() })
    .where(
      and(
        eq(csvImports.id, csvImportId),
        eq(csvImports.status, "PROCESSING"),
        sql`${csvImports.processedRows} >= ${csvImports.totalRows}`,
      ),
    );
}

/** An upload still RECEIVING after this long lost its request (the process stopped mid-file). */
const RECEIVING_STALE_MS = 15 * 60_000;
/** A PROCESSING import none of whose rows moved for this long has no live run. */
const PROCESSING_STALE_MS = 60_000;
export const INTERRUPTED_UPLOAD_MESSAGE = "The upload stopped before the end of the file. Upload it again.";

/**
 * Imports with no live run: PROCESSING ones whose rows stopped moving (or all of them, at start-up:
 * `all`) are started again; uploads whose request died mid-file are refused as a whole (their rows
 * were never acknowledged to the uploader, so none of them is applied). Answers the imports started.
 */
export async function sweepCsvImports(
  database: Database,
  enqueue: (csvImportId: number) => Promise<void>,
  options: { all?: boolean } = {},
): Promise<number> {
  const db = database.db;
  const receivingBefore = new Date(Date.now() - RECEIVING_STALE_MS);
  const dead = await db
    .select({ id: csvImports.id })
    .from(csvImports)
    .where(and(eq(csvImports.status, "RECEIVING"), lt(csvImports.createdAt, receivingBefore)))
    .limit(100);
  for (const { id } of dead) await refuseCsvImport(database, id, INTERRUPTED_UPLOAD_MESSAGE);
  const stale = new Date(Date.now() - (options.all ? 0 : PROCESSING_STALE_MS));
  const waiting = await database.query<{ id: number }>(
    `select c.id from csv_imports c
     where c.status = 'PROCESSING'
       and not exists (select 1 from importer_jobs j
                       where j.csv_import_id = c.id and j.updated_at > $1)
     order by c.id limit 100`,
    [stale.toISOString()],
  );
  for (const { id } of waiting.rows) {
    await finishIfDone(database, id);
    await enqueue(id);
  }
  return waiting.rows.length;
}
