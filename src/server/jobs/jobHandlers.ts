import type { Config } from "../config";
import type { Database } from "../db/client";
import { IMPORTER_MAX_ATTEMPTS, runImporterJob } from "../services/importer/runImporterJob";
import { CSV_IMPORT_ATTEMPTS, runCsvImportJob } from "./csvImportJobs";
import {
  CSV_IMPORT_QUEUE,
  IMPORTER_QUEUE,
  type JobData,
  type JobName,
  type JobQueue,
  MAIL_QUEUE,
  queueCsvImport,
} from "./jobQueue";
import { MAIL_ATTEMPTS, runMailJob } from "./mailJobs";

/** One job's run: throwing fails the job, which its queue retries until its attempts are spent. */
export type JobHandlers = { [N in JobName]: (data: JobData[N]) => Promise<void> };

/** Tries per job, the first and the retries (each queue's pg-boss retryLimit is this minus one). */
export const JOB_ATTEMPTS: Record<JobName, number> = {
  [MAIL_QUEUE]: MAIL_ATTEMPTS,
  [IMPORTER_QUEUE]: IMPORTER_MAX_ATTEMPTS,
  [CSV_IMPORT_QUEUE]: CSV_IMPORT_ATTEMPTS,
};

/** What each queue's job does: the same for pg-boss (jobRunner.ts) and the tests' drained queue. */
export function jobHandlers(database: Database, config: Config, jobs: JobQueue): JobHandlers {
  return {
    [MAIL_QUEUE]: (data) => runMailJob(database, config, data),
    [IMPORTER_QUEUE]: async ({ jobId }) => {
      await runImporterJob(database, jobId);
    },
    [CSV_IMPORT_QUEUE]: (data) => runCsvImportJob(database, data, (id) => queueCsvImport(jobs, id)),
  };
}
