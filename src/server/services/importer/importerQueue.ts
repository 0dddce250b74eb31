import type { Database } from "../../db/client";

/** Hands an importer job to pg-boss (jobs/importerJobs.ts) instead of running it in the request. */
export type ImporterQueue = {
  enqueue(jobId: number): Promise<void>;
  /** Starts (or resumes) running a received CSV import's rows (services/csvImport/csvImportRun.ts). */
  enqueueCsvImport?(csvImportId: number): Promise<void>;
};

// Keyed by the database object, as the mail queue is (mail/mailQueue.ts): each test server has its
// own queue or none, and callers need no new argument.
const queues = new WeakMap<Database, ImporterQueue>();

export function attachImporterQueue(database: Database, queue: ImporterQueue): void {
  queues.set(database, queue);
}

export function detachImporterQueue(database: Database, queue: ImporterQueue): void {
  if (queues.get(database) === queue) queues.delete(database);
}

export function importerQueueFor(database: Database): ImporterQueue | undefined {
  return queues.get(database);
}
