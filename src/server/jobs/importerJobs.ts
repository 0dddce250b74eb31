import { and, asc, isNull, lt } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Database } from "../db/client";
import { importerJobs } from "../db/schema/importerJobs";
import { IMPORTER_MAX_ATTEMPTS, runImporterJob } from "../services/importer/runImporterJob";
import { IMPORTER_QUEUE } from "./jobQueue";

export { IMPORTER_QUEUE };
export const IMPORTER_SWEEP_QUEUE = "importer-sweep";

/**
 * "stately" with the job id as singletonKey: the sweep may queue a row again without piling up
 * copies. Runs are short (one transaction); the expiry only matters for a worker that died mid-run.
 */
export function importerQueueOptions(retryDelaySeconds = 5): PgBoss.Queue {
  return {
    name: IMPORTER_QUEUE,
    policy: "stately",
    retryLimit: IMPORTER_MAX_ATTEMPTS - 1,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
    // A killed process's run goes back to the queue within a minute (jobRunner.ts's maintenance).
    expireInSeconds: 20,
  };
}

/** A running job untouched this long has no live run: queued again, or DEAD if its tries are spent. */
const STALE_SECONDS = 180;
const SWEEP_BATCH = 500;

/**
 * Finds jobs still running (status null) that nothing has touched for a while: never queued (the
 * process stopped between the commit and the enqueue), or lost with their worker after pg-boss
 * gave up. Queues them again (a duplicate of a waiting job is dropped by its singletonKey); a job
 * whose attempts are spent is marked DEAD by its next run, so no row waits forever.
 */
export async function sweepImporterJobs(
  database: Database,
  enqueue: (jobId: number) => Promise<void>,
): Promise<number> {
  const stale = new Date(Date.now() - STALE_SECONDS * 1000);
  const rows = await database.db
    .select({ id: importerJobs.id, attempts: importerJobs.attempts })
    .from(importerJobs)
    // A CSV row is run by its import's run (sweepCsvImports), not one by one.
    .where(
      and(isNull(importerJobs.status), lt(importerJobs.updatedAt, stale), isNull(importerJobs.csvImportId)),
    )
    .orderBy(asc(importerJobs.id))
    .limit(SWEEP_BATCH);
  for (const row of rows) {
    if (row.attempts >= IMPORTER_MAX_ATTEMPTS) await runImporterJob(database, row.id);
    else await enqueue(row.id);
  }
  return rows.length;
}
