import { ImporterJobAdminQueryDocument } from "../../gql/documents/adminImporterJobQuery";
import { ImporterJobsAdminQueryDocument } from "../../gql/documents/adminImporterJobsQuery";
import { RetryImporterJobsMutationDocument } from "../../gql/documents/retryImporterJobsMutation";
import type * as G from "../../gql/graphql";

export type ImporterJobRow = G.ImporterJobRowFieldsFragment;
export type ImporterJobDetail = NonNullable<G.ImporterJobAdminQueryQuery["adminImporterJob"]>;
export type RetryOutcome = G.RetryImporterJobsMutationMutation["retryImporterJobs"];

/** A page of jobs (50), newest first, filtered, with the vendors to filter by. */
export const ImporterJobsAdminQuery = ImporterJobsAdminQueryDocument;
/** One job with its input, stage trail and errors. */
export const ImporterJobAdminQuery = ImporterJobAdminQueryDocument;
export const RetryImporterJobsMutation = RetryImporterJobsMutationDocument;

/** Spec: SUCCESS is the only success; no status means still running. */
export function statusLabel(status: string | null | undefined): string {
  return status ?? "Running";
}

export function statusTone(status: string | null | undefined): "success" | "danger" | "muted" | "info" {
  if (status === "SUCCESS") return "success";
  if (status === "ERROR" || status === "DEAD") return "danger";
  if (status === "DUPLICATE") return "muted";
  return "info";
}

export function StatusBadge({ status }: { status: string | null | undefined }) {
  return <span className={`badge badge--${statusTone(status)}`}>{statusLabel(status)}</span>;
}

/** "Queued 3 jobs again." plus each skipped job's reason. */
export function retrySummary(outcome: RetryOutcome): string {
  const n = outcome.retried.length;
  const queued = n === 0 ? "No job was queued again." : `Queued ${n} ${n === 1 ? "job" : "jobs"} again.`;
  return [queued, ...outcome.skipped.map((s) => s.reason)].join(" ");
}
