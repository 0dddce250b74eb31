import { and, eq, isNull, sql } from "drizzle-orm";
import { announceCatalogueChange } from "../../changes/catalogue";
import type { Database, Db } from "../../db/client";
import { importerJobs } from "../../db/schema/importerJobs";
import { countCsvRow } from "../csvImport/csvImportProgress";
import type { JobRow } from "./listingStages";
import { runStages } from "./stages";
import { type StageResult, StageTrail } from "./stageTrail";
import type { ZipPlaces } from "./zipPlace";

/** Runs a job may take: the first and two retries (pg-boss's retryLimit is this minus one). */
export const IMPORTER_MAX_ATTEMPTS = 3;
export const DEAD_MESSAGE = `The change could not be applied after ${IMPORTER_MAX_ATTEMPTS} attempts.`;

export type RunOutcome = "SUCCESS" | "ERROR" | "DUPLICATE" | "DEAD" | "ended";

export type RunOptions = {
  maxAttempts?: number;
  /** Tests only: called in the apply stage after the record is written and before its history, so a throw proves nothing is half-applied. */
  failMidApply?: () => void;
  /** The ZIPs a caller running many batches (a CSV run) placed already (zipPlace.ts). */
  places?: ZipPlaces;
};

/**
 * One run of an importer job. The attempt is counted first, in its own statement, so a run that
 * dies (process killed, database gone) still counts. Then one transaction locks the job row, skips
 * a job that has already ended (a retry of one that did commit), runs the stages and writes the
 * change, its history and the job's status together: all of the change or none, never twice.
 * An unexpected failure is thrown for pg-boss to retry; on the last attempt the job is DEAD instead.
 */
export async function runImporterJob(
  database: Database,
  jobId: number,
  options: RunOptions = {},
): Promise<RunOutcome> {
  const maxAttempts = options.maxAttempts ?? IMPORTER_MAX_ATTEMPTS;
  const [claimed] = await database.db
    .update(importerJobs)
    .set({ attempts: sql`${importerJobs.attempts} + 1`, updatedAt: new Date() })
    .where(and(eq(importerJobs.id, jobId), isNull(importerJobs.status)))
    .returning({ attempts: importerJobs.attempts });
  if (!claimed) return "ended";
  if (claimed.attempts > maxAttempts) return markDead(database, jobId, null);

  const trail = new StageTrail();
  try {
    return await database.db.transaction((tx) =>
      applyClaimedJob(database, tx, jobId, trail, options.failMidApply),
    );
  } catch (err) {
    if (claimed.attempts >= maxAttempts) return markDead(database, jobId, trail);
    throw err;
  }
}

/**
 * The transaction of one run: locks the job row, skips a job that already ended, runs the stages
 * and writes the change, its history, the job's status and (for a CSV row) its import's counters.
 * A change to a listing or a building is announced to every process as part of the transaction.
 */
async function applyClaimedJob(
  database: Database,
  tx: Db,
  jobId: number,
  trail: StageTrail,
  failMidApply?: () => void,
): Promise<RunOutcome> {
  const [job] = await tx.select().from(importerJobs).where(eq(importerJobs.id, jobId)).for("update");
  if (!job || job.status !== null) return "ended";
  const result = await runStages(tx, job, trail, failMidApply);
  await tx
    .update(importerJobs)
    .set({
      status: result.status,
      errors: result.errors,
      lastStage: trail.stage,
      lastStageInput: trail.input,
      listingId: result.listingId ?? job.listingId,
      listingIdentity: result.listingIdentity ?? job.listingIdentity,
      recordId: result.recordId ?? job.recordId,
      updatedAt: new Date(),
    })
    .where(eq(importerJobs.id, jobId));
  if (job.csvImportId !== null) await countCsvRow(tx, job.csvImportId, result.status);
  const change = catalogueChangeOf(job, result);
  if (change) await announceCatalogueChange(database, change, tx);
  return result.status;
}

/**
 * What public pages show of a job's change: a listing's or a building's (a broker's insight and a
 * building's contacts are for brokers and research only, never on a cached page).
 */
export function catalogueChangeOf(job: JobRow, result: StageResult) {
  if (result.status !== "SUCCESS") return null;
  if (job.recordType === "Listing") {
    const id = result.listingId ?? job.listingId;
    return { kind: "listing" as const, ...(id ? { ids: [id] } : {}) };
  }
  if (job.recordType === "Building") {
    return { kind: "building" as const, ...(job.recordId ? { ids: [job.recordId] } : {}) };
  }
  return null;
}

async function markDead(database: Database, jobId: number, trail: StageTrail | null): Promise<RunOutcome> {
  return database.db.transaction((tx) => markDeadIn(tx, jobId, trail));
}

export async function markDeadIn(tx: Db, jobId: number, trail: StageTrail | null): Promise<RunOutcome> {
  const [ended] = await tx
    .update(importerJobs)
    .set({
      status: "DEAD",
      errors: [{ error: DEAD_MESSAGE }],
      ...(trail?.stage ? { lastStage: trail.stage, lastStageInput: trail.input } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(importerJobs.id, jobId), isNull(importerJobs.status)))
    .returning({ csvImportId: importerJobs.csvImportId });
  if (ended?.csvImportId) await countCsvRow(tx, ended.csvImportId, "DEAD");
  return "DEAD";
}

/** Tests of the job itself: runs it here, retrying at once until it ends (requests queue it: AppServices.jobs). */
export async function runImporterJobInline(
  database: Database,
  jobId: number,
  options: RunOptions = {},
): Promise<RunOutcome> {
  const maxAttempts = options.maxAttempts ?? IMPORTER_MAX_ATTEMPTS;
  let lastError: unknown;
  // One more than the attempts: the last failed run marks the job DEAD instead of throwing.
  for (let run = 0; run <= maxAttempts; run++) {
    try {
      return await runImporterJob(database, jobId, options);
    } catch (err) {
      lastError = err;
    }
  }
  throw lastError;
}
