import type { EDITABLE_RECORD_TYPES } from "../../../common/enums";
import type { Database, Db } from "../../db/client";
import { importerJobs } from "../../db/schema/importerJobs";
import { type JobQueue, queueImporterJob } from "../../jobs/jobQueue";
import type { UserRow } from "../../policies/policy";

export type RecordType = (typeof EDITABLE_RECORD_TYPES)[number];

export type NewImporterJob = {
  recordType: RecordType;
  /** The record changed; null when the job creates one (a new insight or contact). */
  recordId: number | null;
  input: Record<string, unknown>;
  sourceName: string;
  createdById: number | null;
  listingId?: number | null;
  listingIdentity?: string | null;
  vendorId?: number | null;
  csvImportId?: number | null;
  lineNumber?: number | null;
};

/** Where a user's change comes from, as listing history names it. */
export function sourceNameFor(user: UserRow): string {
  if (user.isAdmin) return "admin";
  if (user.isBroker) return "broker-edit";
  if (user.isResearch) return "research-team";
  return "user";
}

/** Writes the job row, status null (running). It is queued once the caller's transaction commits. */
export async function insertImporterJob(db: Db, job: NewImporterJob): Promise<number> {
  const [row] = await db
    .insert(importerJobs)
    .values({
      recordType: job.recordType,
      recordId: job.recordId,
      input: job.input,
      sourceName: job.sourceName,
      createdById: job.createdById,
      listingId: job.listingId ?? null,
      listingIdentity: job.listingIdentity ?? null,
      vendorId: job.vendorId ?? null,
      csvImportId: job.csvImportId ?? null,
      lineNumber: job.lineNumber ?? null,
      lastStage: "queued",
    })
    .returning({ id: importerJobs.id });
  return row.id;
}

/**
 * Starts a committed job: queued for the job runner (AppServices.jobs), never run in the request. A
 * failed enqueue leaves the row to the sweep (jobs/importerJobs.ts).
 */
export async function dispatchImporterJob(jobs: JobQueue, jobId: number): Promise<void> {
  try {
    await queueImporterJob(jobs, jobId);
  } catch {
    // The sweep queues rows that never started.
  }
}

/** A user's save: the row, then its job. */
export async function submitImporterJob(
  { database, jobs }: { database: Database; jobs: JobQueue },
  job: NewImporterJob,
): Promise<number> {
  const id = await insertImporterJob(database.db, job);
  await dispatchImporterJob(jobs, id);
  return id;
}
