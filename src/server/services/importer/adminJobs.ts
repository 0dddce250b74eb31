import { and, asc, desc, eq, gte, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { JOB_STATUS_FILTER_VALUES } from "../../../common/admin/importerJobFilters";
import type { Database, Db } from "../../db/client";
import { csvImports } from "../../db/schema/csvImports";
import { importerJobs } from "../../db/schema/importerJobs";
import { users } from "../../db/schema/users";
import { vendors } from "../../db/schema/vendors";
import type { JobQueue } from "../../jobs/jobQueue";
import type { UserRow } from "../../policies/policy";
import { recordAudit } from "../admin/auditLog";
import { uncountCsvRow } from "../csvImport/csvImportProgress";
import { dispatchImporterJob } from "./createImporterJob";

/** Jobs a page of /importer holds at most, and jobs one retry may name. */
export const ADMIN_JOBS_PAGE_MAX = 100;
export const RETRY_MAX = 500;
/** Vendors the filter lists at most. */
export const VENDORS_MAX = 200;

/** The status filter: the four ended statuses, or RUNNING for a null status (queued or running). */
export type JobStatusFilter = (typeof JOB_STATUS_FILTER_VALUES)[number];

/** Only a job that ended without applying anything may run again. */
export const RETRYABLE_STATUSES: readonly (string | null)[] = ["ERROR", "DEAD"];

export type AdminJobRow = typeof importerJobs.$inferSelect & {
  vendorName: string | null;
  vendorSlug: string | null;
  csvFilename: string | null;
  createdByEmail: string | null;
};

export type AdminJobFilter = {
  status: JobStatusFilter | null;
  vendorId: number | null;
  /** Inclusive lower and exclusive upper bounds on created_at. */
  from: Date | null;
  to: Date | null;
  /** Keyset paging: jobs after this one in the list's order (newest first). */
  after: number | null;
  limit: number;
};

const adminJobColumns = {
  job: importerJobs,
  vendorName: vendors.name,
  vendorSlug: vendors.slug,
  csvFilename: csvImports.filename,
  createdByEmail: users.email,
};

function selectAdminJobs(db: Db) {
  return db
    .select(adminJobColumns)
    .from(importerJobs)
    .leftJoin(vendors, eq(vendors.id, importerJobs.vendorId))
    .leftJoin(csvImports, eq(csvImports.id, importerJobs.csvImportId))
    .leftJoin(users, eq(users.id, importerJobs.createdById));
}

type Selected = {
  job: typeof importerJobs.$inferSelect;
  vendorName: string | null;
  vendorSlug: string | null;
  csvFilename: string | null;
  createdByEmail: string | null;
};
const flatten = ({ job, ...rest }: Selected): AdminJobRow => ({ ...job, ...rest });

/**
 * Newest first (created_at, then id), filtered, one page: limit + 1 rows are read to tell whether
 * there is more. The cursor is a job id; its created_at is read inside the query, so the comparison
 * keeps the database's microseconds.
 */
export async function listAdminJobs(
  db: Db,
  filter: AdminJobFilter,
): Promise<{ rows: AdminJobRow[]; hasMore: boolean }> {
  const where: SQL[] = [];
  if (filter.status === "RUNNING") where.push(isNull(importerJobs.status));
  else if (filter.status) where.push(eq(importerJobs.status, filter.status));
  if (filter.vendorId !== null) where.push(eq(importerJobs.vendorId, filter.vendorId));
  if (filter.from) where.push(gte(importerJobs.createdAt, filter.from));
  if (filter.to) where.push(lt(importerJobs.createdAt, filter.to));
  if (filter.after !== null) {
    where.push(
      sql`(${importerJobs.createdAt}, ${importerJobs.id}) < (select c.created_at, c.id from importer_jobs c where c.id = ${filter.after})`,
    );
  }
  const rows = await selectAdminJobs(db)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(importerJobs.createdAt), desc(importerJobs.id))
    .limit(filter.limit + 1);
  return { rows: rows.slice(0, filter.limit).map(flatten), hasMore: rows.length > filter.limit };
}

export async function findAdminJob(db: Db, id: number): Promise<AdminJobRow | null> {
  const [row] = await selectAdminJobs(db).where(eq(importerJobs.id, id));
  return row ? flatten(row) : null;
}

export async function listVendors(db: Db) {
  return db
    .select({ id: vendors.id, slug: vendors.slug, name: vendors.name })
    .from(vendors)
    .orderBy(asc(vendors.name), asc(vendors.id))
    .limit(VENDORS_MAX);
}

export type RetrySkip = { id: number; reason: string };
export type RetryOutcome = { retried: number[]; skipped: RetrySkip[] };

function skipReason(id: number, status: string | null | undefined): string {
  if (status === undefined) return `Job ${id} does not exist.`;
  if (status === null) return `Job ${id} is still running.`;
  if (status === "SUCCESS") return `Job ${id} succeeded: there is nothing to retry.`;
  return `Job ${id} changed nothing (${status}): there is nothing to retry.`;
}

/**
 * Runs ERROR and DEAD jobs again. One transaction locks the named jobs, puts each retryable one back
 * to running (status null, attempts 0: a job's attempts are counted per run of the pipeline, and a
 * spent count would make it DEAD at once) and writes one audit row per job with what it was before.
 * After the commit each goes through the pipeline as a new job would. Nothing applies twice: an
 * ERROR or DEAD job applied nothing (a run writes its change and its status in one transaction),
 * a second retry of the same job finds it running and skips it, and a change that meanwhile landed
 * another way makes the run DUPLICATE.
 */
export async function retryImporterJobs(
  { database, jobs }: { database: Database; jobs: JobQueue },
  actor: Pick<UserRow, "id" | "email">,
  ids: readonly number[],
): Promise<RetryOutcome> {
  const outcome = await database.db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: importerJobs.id,
        status: importerJobs.status,
        attempts: importerJobs.attempts,
        lastStage: importerJobs.lastStage,
        errors: importerJobs.errors,
        csvImportId: importerJobs.csvImportId,
      })
      .from(importerJobs)
      .where(inArray(importerJobs.id, [...ids]))
      .orderBy(asc(importerJobs.id))
      .for("update");
    const byId = new Map(rows.map((r) => [r.id, r]));
    const retryable = rows.filter((r) => RETRYABLE_STATUSES.includes(r.status));
    const skipped = ids
      .filter((id) => !RETRYABLE_STATUSES.includes(byId.get(id)?.status ?? "missing"))
      .map((id) => ({ id, reason: skipReason(id, byId.get(id)?.status) }));
    if (retryable.length > 0) {
      await tx
        .update(importerJobs)
        .set({
          status: null,
          attempts: 0,
          errors: [],
          lastStage: "queued",
          lastStageInput: null,
          updatedAt: new Date(),
        })
        .where(
          inArray(
            importerJobs.id,
            retryable.map((r) => r.id),
          ),
        );
      for (const { id, csvImportId, ...before } of retryable) {
        // Only ERROR and DEAD rows are retried, and both counted as failed when they ended.
        if (csvImportId !== null) await uncountCsvRow(tx, csvImportId);
        await recordAudit(tx, actor, {
          action: "importerJob.retry",
          subjectKind: "importerJob",
          subjectId: id,
          before,
          after: { status: null, attempts: 0 },
        });
      }
    }
    return { retried: retryable.map((r) => r.id), skipped };
  });
  for (const id of outcome.retried) await dispatchImporterJob(jobs, id);
  return outcome;
}
