import { GraphQLError } from "graphql";
import { isResearch } from "../../policies/policy";
import { recordAudit } from "../../services/admin/auditLog";
import {
  dispatchImporterJob,
  insertImporterJob,
  type NewImporterJob,
  sourceNameFor,
} from "../../services/importer/createImporterJob";
import type { SignedInContext } from "../guard";

/** A save's record that is not there (or not the viewer's to see). */
export const notFound = (what: string) =>
  new GraphQLError(`This ${what} does not exist.`, { extensions: { code: "NOT_FOUND" } });

/**
 * How the audit log names a save: its action, the record it is about, and what the job's input does
 * not say (the research page's contact, for an added listing).
 */
export type AuditName = {
  action: string;
  subjectKind: string;
  subjectId: number | null;
  details?: Record<string, unknown>;
  /** The record's values before the save, for the keys the save changes (issue 25: "Before: —"). */
  before?: Record<string, unknown>;
};

/** The row's current values of the fields a change names, shaped as the job's input (`fields`). */
export function fieldsBefore(row: object, changes: Record<string, unknown>): Record<string, unknown> {
  const current = row as Record<string, unknown>;
  return { fields: Object.fromEntries(Object.keys(changes).map((key) => [key, current[key] ?? null])) };
}

/**
 * Writes the job, and for the research team and admins its audit row in the same transaction
 * (every research and admin action is audited; the job's history rows keep the values before),
 * then starts the job once both are committed. Answers the save's ImporterJobAnswer.
 */
export async function submitImporterJob(
  ctx: SignedInContext,
  job: Omit<NewImporterJob, "sourceName" | "createdById">,
  { details, before, ...audit }: AuditName,
) {
  const user = ctx.viewer.user;
  const database = ctx.services.database;
  const id = await database.db.transaction(async (tx) => {
    const jobId = await insertImporterJob(tx, {
      ...job,
      sourceName: sourceNameFor(user),
      createdById: user.id,
    });
    if (isResearch(ctx.viewer)) {
      await recordAudit(tx, user, {
        ...audit,
        before: before ?? null,
        after: { importerJobId: jobId, ...details, ...job.input },
      });
    }
    return jobId;
  });
  await dispatchImporterJob(ctx.services.jobs, id);
  // The job may end before this request's later fields (a worker in this process): they read fresh rows.
  ctx.loaders.listingById.clearAll();
  return { importerJobId: String(id) };
}
