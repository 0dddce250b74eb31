import { Link } from "../../system/router/router";
import { LocalTime } from "../../ui/LocalTime";
import { type ImporterJobRow, StatusBadge } from "./importerJobs";
import { vendorBesideSource } from "./jobSource";

export type ImporterJobTableProps = {
  jobs: readonly ImporterJobRow[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (select: boolean) => void;
  /** The page's address showing one job (its filters kept). */
  detailPath: (id: string) => string;
};

/** The jobs of the page: ERROR and DEAD ones can be ticked for a bulk retry. */
export function ImporterJobTable({
  jobs,
  selected,
  onToggle,
  onToggleAll,
  detailPath,
}: ImporterJobTableProps) {
  const retryable = jobs.filter((j) => j.retryable);
  const allTicked = retryable.length > 0 && retryable.every((j) => selected.has(j.id));
  return (
    <div className="admin-table-wrap">
      <table className="admin-table importer-table">
        <caption className="visually-hidden">Importer jobs, newest first</caption>
        <thead>
          <tr>
            <th scope="col">
              <input
                type="checkbox"
                aria-label="Select every ERROR and DEAD job shown"
                checked={allTicked}
                disabled={retryable.length === 0}
                onChange={(e) => onToggleAll(e.target.checked)}
              />
            </th>
            <th scope="col">Job</th>
            <th scope="col">Status</th>
            <th scope="col">Record</th>
            <th scope="col">Source</th>
            <th scope="col">Created</th>
            <th scope="col">Attempts</th>
            <th scope="col">Last stage</th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <tr key={job.id}>
              <td>
                {job.retryable ? (
                  <input
                    type="checkbox"
                    aria-label={`Select job ${job.id}`}
                    checked={selected.has(job.id)}
                    onChange={() => onToggle(job.id)}
                  />
                ) : null}
              </td>
              <th scope="row">
                <Link to={detailPath(job.id)} className="importer-table__job">
                  Job {job.id}
                </Link>
              </th>
              <td>
                <StatusBadge status={job.status} />
              </td>
              <td>
                {job.recordType ?? "—"} {job.recordId ?? ""}
                {job.listingIdentity ? (
                  <>
                    <br />
                    <code>{job.listingIdentity}</code>
                  </>
                ) : null}
              </td>
              <td>
                {job.sourceName ?? "—"}
                {vendorBesideSource(job) ? (
                  <span className="importer-table__vendor"> · {vendorBesideSource(job)}</span>
                ) : null}
                {job.lineNumber ? (
                  <span className="importer-table__vendor"> · line {job.lineNumber}</span>
                ) : null}
              </td>
              <td>
                <LocalTime value={job.createdAt} />
              </td>
              <td>{job.attempts}</td>
              <td>{job.lastStage ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
