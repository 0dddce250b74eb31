/**
 * The app's job queue (AppServices.jobs): what a request or a service hands to the background
 * instead of doing it itself. One interface, two implementations: pg-boss in the app and the worker
 * (startedJobQueue, bound to the job runner once it has started), and in tests a queue that keeps the
 * jobs until the test drains them through the same handlers (testing/drainedJobQueue.ts). A request
 * never runs a job itself.
 */

export const MAIL_QUEUE = "mail-deliver";
export const IMPORTER_QUEUE = "importer-run";
export const CSV_IMPORT_QUEUE = "csv-import-run";

/** Each queue's job data. */
export type JobData = {
  [MAIL_QUEUE]: { outboxId: number };
  [IMPORTER_QUEUE]: { jobId: number };
  [CSV_IMPORT_QUEUE]: { csvImportId: number };
};
export type JobName = keyof JobData;

export type SendOptions = {
  /** At most one waiting job per key on a "stately" queue: a second send of the same key is dropped. */
  singletonKey?: string;
};

export type JobQueue = {
  send<N extends JobName>(name: N, data: JobData[N], options?: SendOptions): Promise<void>;
};

/** An outbox row's delivery job; the row's id is its key, so the sweep never queues it twice. */
export function queueMail(jobs: JobQueue, outboxId: number): Promise<void> {
  return jobs.send(MAIL_QUEUE, { outboxId }, { singletonKey: String(outboxId) });
}

/** An importer job's run; keyed by the job id, as mail is. */
export function queueImporterJob(jobs: JobQueue, jobId: number): Promise<void> {
  return jobs.send(IMPORTER_QUEUE, { jobId }, { singletonKey: String(jobId) });
}

/** The next run of a CSV import's rows (no key: see csvImportJobs.ts). */
export function queueCsvImport(jobs: JobQueue, csvImportId: number): Promise<void> {
  return jobs.send(CSV_IMPORT_QUEUE, { csvImportId });
}

export type JobSender = JobQueue["send"];

/**
 * The app's queue before its job runner exists: services are built first (boot/startServer.ts), the
 * runner starts pg-boss after the migrations and binds itself here, and unbinds on stop. A send while
 * unbound fails; callers leave such rows to the sweeps (mailJobs.ts, importerJobs.ts).
 */
export type StartedJobQueue = JobQueue & {
  bind(sender: JobSender): void;
  unbind(sender: JobSender): void;
};

export function startedJobQueue(): StartedJobQueue {
  let bound: JobSender | undefined;
  return {
    send(name, data, options) {
      if (!bound) return Promise.reject(new Error("the job queue is not running"));
      return bound(name, data, options);
    },
    bind(sender) {
      bound = sender;
    },
    unbind(sender) {
      if (bound === sender) bound = undefined;
    },
  };
}
