import { and, asc, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Database, Db } from "../../db/client";
import { importerJobs } from "../../db/schema/importerJobs";
import { addCsvRowCounts, FAILED_ROW_STATUSES } from "../csvImport/csvImportProgress";
import type { BuildingCache } from "./buildingResolve";
import type { JobRow } from "./listingStages";
import { isListingUpsert, runListingUpsertBatch } from "./listingUpsertBatch";
import { IMPORTER_MAX_ATTEMPTS, markDeadIn, type RunOptions, type RunOutcome } from "./runImporterJob";
import { runStages } from "./stages";
import { type StageResult, StageTrail } from "./stageTrail";

type Ended = { id: number; csvImportId: number | null; result: StageResult; trail: StageTrail };

/**
 * Runs several jobs (a CSV import's next rows) in one transaction. Each job is still all or nothing:
 * the batch runs first as one transaction, and if any row throws, it is rolled back whole and run
 * again with a savepoint per row (one that throws then rolls back to its savepoint alone); each job
 * runs once (the rows are locked and a job that ended is skipped), and its change, history, status
 * and its import's counters commit together. What a single run does per job is done once per batch
 * here (lock the rows, write the statuses, count the rows), and the batch pays for one commit. A
 * batch of listing upserts (a CSV import's rows) runs set-wise in its first run (listingUpsertBatch.ts:
 * a few statements for the whole batch instead of three a row); its run with savepoints runs row by
 * row, as every other batch does. The attempts are counted first, in their
 * own statement, as for a single run. A job that throws stays running for the next pass, or is DEAD
 * once its attempts are spent. A failure of the batch itself (the database gone) is thrown.
 */
export async function runImporterJobBatch(
  database: Database,
  jobIds: readonly number[],
  options: RunOptions = {},
): Promise<Map<number, RunOutcome>> {
  const maxAttempts = options.maxAttempts ?? IMPORTER_MAX_ATTEMPTS;
  if (jobIds.length === 0) return new Map();
  const claimed = await database.db
    .update(importerJobs)
    .set({ attempts: sql`${importerJobs.attempts} + 1`, updatedAt: new Date() })
    .where(and(inArray(importerJobs.id, [...jobIds]), isNull(importerJobs.status)))
    .returning({ id: importerJobs.id, attempts: importerJobs.attempts });
  const attemptsOf = new Map(claimed.map((c) => [c.id, c.attempts]));
  if (claimed.length === 0) return new Map(jobIds.map((id) => [id, "ended"]));

  try {
    // First without savepoints (a row that throws is rare: refusals are results, not errors)...
    return await database.db.transaction((tx) =>
      runBatchIn(tx, jobIds, attemptsOf, maxAttempts, options, false),
    );
  } catch (err) {
    if (!(err instanceof RowThrew)) throw err;
    // ...and when one did, the batch again with a savepoint per row, so the others still land.
    return database.db.transaction((tx) => runBatchIn(tx, jobIds, attemptsOf, maxAttempts, options, true));
  }
}

/** A row of a batch run without savepoints threw: the batch is rolled back and run with them. */
class RowThrew extends Error {}

async function runBatchIn(
  tx: Db,
  jobIds: readonly number[],
  attemptsOf: Map<number, number>,
  maxAttempts: number,
  options: RunOptions,
  savepoints: boolean,
): Promise<Map<number, RunOutcome>> {
  const outcomes = new Map<number, RunOutcome>();
  const rows = await tx
    .select()
    .from(importerJobs)
    .where(inArray(importerJobs.id, [...attemptsOf.keys()]))
    .orderBy(asc(importerJobs.id))
    .for("update");
  const byId = new Map(rows.map((r) => [r.id, r]));
  const buildings: BuildingCache = { buildings: new Map(), places: options.places, feeds: new Map() };
  const ended: Ended[] = [];
  const runnable: JobRow[] = [];
  for (const jobId of jobIds) {
    const attempts = attemptsOf.get(jobId);
    const job = byId.get(jobId);
    if (attempts === undefined || !job || job.status !== null) outcomes.set(jobId, "ended");
    else if (attempts > maxAttempts) outcomes.set(jobId, await markDeadIn(tx, jobId, null));
    else runnable.push(job);
  }
  const end = (job: JobRow, result: StageResult, trail: StageTrail) => {
    ended.push({ id: job.id, csvImportId: job.csvImportId, result, trail });
    outcomes.set(job.id, result.status);
  };
  if (!savepoints && runnable.every(isListingUpsert)) {
    // A CSV import's rows: set-wise, a few statements for the whole batch (listingUpsertBatch.ts).
    const trails = runnable.map(() => new StageTrail());
    try {
      const results = await runListingUpsertBatch(tx, runnable, trails, options.failMidApply, buildings);
      for (const [i, job] of runnable.entries()) end(job, results[i], trails[i]);
    } catch (err) {
      throw new RowThrew("a row threw", { cause: err });
    }
  } else {
    for (const job of runnable) {
      const trail = new StageTrail();
      try {
        const result = savepoints
          ? await tx.transaction((savepoint) =>
              runStages(savepoint, job, trail, options.failMidApply, buildings),
            )
          : await runStages(tx, job, trail, options.failMidApply, buildings);
        end(job, result, trail);
      } catch (err) {
        if (!savepoints) throw new RowThrew("a row threw", { cause: err });
        const attempts = attemptsOf.get(job.id) ?? maxAttempts;
        if (attempts >= maxAttempts) outcomes.set(job.id, await markDeadIn(tx, job.id, trail));
      }
    }
  }
  await writeStatuses(tx, ended);
  await countRows(tx, ended);
  // In the batch's order (a row that threw and may run again has none).
  return new Map(jobIds.flatMap((id) => (outcomes.has(id) ? [[id, outcomes.get(id) as RunOutcome]] : [])));
}

/** Every ended job's status, errors, last stage and listing, in one statement. */
async function writeStatuses(tx: Db, ended: Ended[]): Promise<void> {
  if (ended.length === 0) return;
  const values: SQL[] = ended.map(
    ({ id, result, trail }) =>
      sql`(${id}::int, ${result.status}::importer_job_status, ${JSON.stringify(result.errors)}::jsonb,
           ${trail.stage}::text, ${trail.input === null ? null : JSON.stringify(trail.input)}::jsonb,
           ${result.listingId ?? null}::int, ${result.listingIdentity ?? null}::text)`,
  );
  await tx.execute(sql`
    update importer_jobs j set
      status = v.status, errors = v.errors, last_stage = v.stage, last_stage_input = v.input,
      listing_id = coalesce(v.listing_id, j.listing_id),
      listing_identity = coalesce(v.identity, j.listing_identity), updated_at = now()
    from (values ${sql.join(values, sql`, `)}) as v(id, status, errors, stage, input, listing_id, identity)
    where j.id = v.id`);
}

/** The ended rows counted in their imports (the last row of a received file ends its import). */
async function countRows(tx: Db, ended: Ended[]): Promise<void> {
  const counts = new Map<number, { processed: number; failed: number }>();
  for (const e of ended) {
    if (e.csvImportId === null) continue;
    const c = counts.get(e.csvImportId) ?? { processed: 0, failed: 0 };
    c.processed++;
    if (FAILED_ROW_STATUSES.has(e.result.status)) c.failed++;
    counts.set(e.csvImportId, c);
  }
  for (const [csvImportId, c] of counts) await addCsvRowCounts(tx, csvImportId, c.processed, c.failed);
}
