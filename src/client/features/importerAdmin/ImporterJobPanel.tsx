import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link } from "../../system/router/router";
import { FormNotice } from "../../ui/FormNotice";
import { LocalTime } from "../../ui/LocalTime";
import {
  ImporterJobAdminQuery,
  type ImporterJobDetail,
  RetryImporterJobsMutation,
  retrySummary,
  StatusBadge,
} from "./importerJobs";
import { vendorBesideSource } from "./jobSource";

const json = (value: unknown) =>
  value === null || value === undefined ? "—" : JSON.stringify(value, null, 2);

/** Spec: the job list is polled every 500 ms while a job runs. */
const POLL_MS = 500;

function JobFacts({ job }: { job: ImporterJobDetail }) {
  return (
    <dl className="importer-job__facts">
      <dt>Status</dt>
      <dd>
        <StatusBadge status={job.status} />
      </dd>
      <dt>Record</dt>
      <dd>{job.recordType ? `${job.recordType} ${job.recordId ?? "(new)"}` : "—"}</dd>
      <dt>Listing</dt>
      <dd>
        {job.listing ? (
          <Link to={job.listing.path}>
            {job.listing.address}
            {job.listing.floorAndSuite ? `, ${job.listing.floorAndSuite}` : ""}
          </Link>
        ) : (
          (job.listingIdentity ?? "—")
        )}
      </dd>
      <dt>Source</dt>
      <dd>
        {job.sourceName ?? "—"}
        {vendorBesideSource(job) ? ` (vendor ${vendorBesideSource(job)})` : ""}
        {job.createdByEmail ? `, by ${job.createdByEmail}` : ""}
      </dd>
      {job.csvImport ? (
        <>
          <dt>CSV import</dt>
          <dd>
            {job.csvImport.filename}, line {job.lineNumber ?? "?"}
          </dd>
        </>
      ) : null}
      <dt>Created</dt>
      <dd>
        <LocalTime value={job.createdAt} />
      </dd>
      <dt>Updated</dt>
      <dd>
        <LocalTime value={job.updatedAt} />
      </dd>
      <dt>Attempts</dt>
      <dd>{job.attempts}</dd>
      <dt>Last stage</dt>
      <dd>{job.lastStage ?? "—"}</dd>
    </dl>
  );
}

/**
 * One job in the importer admin: its facts, the input it was given, what its last stage read and its
 * errors; an ERROR or DEAD job can be retried here. While the job runs it is polled every 500 ms.
 */
export function ImporterJobPanel({ id, onRetried }: { id: string; onRetried: () => void }) {
  const { data, loading, error, refetch } = useQuery(ImporterJobAdminQuery, {
    variables: { id },
    fetchPolicy: "network-only",
  });
  const job = data?.adminImporterJob ?? null;
  const running = job !== null && job.status === null;
  const [retry, retrying] = useMutation(RetryImporterJobsMutation);
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  // Polled by hand rather than with pollInterval so it stops by itself once the job ends.
  useQuery(ImporterJobAdminQuery, {
    variables: { id },
    skip: !running,
    pollInterval: POLL_MS,
    fetchPolicy: "network-only",
  });

  async function retryThis() {
    try {
      const result = await retry({ variables: { ids: [id] } });
      const answer = result.data?.retryImporterJobs;
      if (answer)
        setOutcome({ tone: answer.retried.length ? "success" : "error", text: retrySummary(answer) });
      await refetch();
      onRetried();
    } catch {
      setOutcome({ tone: "error", text: "Retrying failed, please try again later." });
    }
  }

  if (loading && !data) return <p role="status">Loading the job…</p>;
  if (error)
    return (
      <div role="alert">
        <p>The job could not be loaded.</p>
        <button type="button" className="btn" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  if (!job) return <p role="status">There is no job {id}.</p>;
  return (
    <div className="importer-job">
      <JobFacts job={job} />
      {job.retryable ? (
        <button
          type="button"
          className="btn btn--primary"
          disabled={retrying.loading}
          onClick={() => void retryThis()}
        >
          {retrying.loading ? "Retrying…" : "Retry this job"}
        </button>
      ) : null}
      {outcome ? <FormNotice tone={outcome.tone}>{outcome.text}</FormNotice> : null}
      <h3>Errors</h3>
      {job.errors.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul className="importer-job__errors">
          {job.errors.map((e, i) => (
            // Errors have no id; their order is the stage's and never changes.
            <li key={i}>{e.error}</li>
          ))}
        </ul>
      )}
      <h3>Input</h3>
      <pre className="audit-values importer-job__json">{json(job.input)}</pre>
      <h3>What the last stage read</h3>
      <pre className="audit-values importer-job__json">{json(job.lastStageInput)}</pre>
    </div>
  );
}
