import type PgBoss from "pg-boss";
import type { Database } from "../db/client";
import { finishIfDone, runCsvImportRows } from "../services/csvImport/csvImportRun";
import { CSV_IMPORT_QUEUE, type JobData } from "./jobQueue";

export { CSV_IMPORT_QUEUE };

/** Runs of one chunk: the first and five retries. */
export const CSV_IMPORT_ATTEMPTS = 6;

/**
 * One run takes up to CSV_RUN_CHUNK rows of an import, then queues the next run: each pg-boss job is
 * short, and imports queued together take turns. No singletonKey: a stately key would stop the next
 * run from starting while a killed process's run still counts as active; two runs of one import are
 * safe (each row is its own locked transaction and runs once).
 */
export function csvImportQueueOptions(retryDelaySeconds = 5): PgBoss.Queue {
  // A run (1,000 rows, a few seconds) of a killed process goes back to the queue within a minute
  // (jobRunner.ts's maintenance); a run that outlives its expiry is run twice, which is safe.
  return {
    name: CSV_IMPORT_QUEUE,
    retryLimit: CSV_IMPORT_ATTEMPTS - 1,
    retryDelay: retryDelaySeconds,
    expireInSeconds: 40,
  };
}

export async function runCsvImportJob(
  database: Database,
  data: JobData[typeof CSV_IMPORT_QUEUE],
  enqueue: (csvImportId: number) => Promise<void>,
): Promise<void> {
  const { more } = await runCsvImportRows(database, data.csvImportId);
  if (more) await enqueue(data.csvImportId);
  else await finishIfDone(database, data.csvImportId);
}
