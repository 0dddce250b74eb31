import { CSV_ROW_STATUS_LABELS } from "../../../common/csvImport/csvRowStatus";
import type { CsvImportView, CsvRowView } from "./csvImportQueries";

const STATUS_LABELS: Record<CsvRowView["status"], string> = CSV_ROW_STATUS_LABELS;

/** The per-row report: each row's line in the file, what became of it, and why. */
export function CsvImportReport({
  csvImport,
  onlyProblems,
  onOnlyProblems,
  onMore,
  loadingMore,
}: {
  csvImport: CsvImportView;
  onlyProblems: boolean;
  onOnlyProblems: (only: boolean) => void;
  onMore: () => void;
  loadingMore: boolean;
}) {
  const rows = csvImport.rows.rows;
  return (
    <section className="csv-report" aria-labelledby="csv-report-title">
      <h2 id="csv-report-title">Row by row</h2>
      <div className="csv-report__tools">
        <label className="csv-report__filter">
          <input type="checkbox" checked={onlyProblems} onChange={(e) => onOnlyProblems(e.target.checked)} />{" "}
          Only rows that were not imported
        </label>
        <a className="btn btn--small" href={csvImport.reportUrl} download>
          Download the report (CSV)
        </a>
      </div>
      {rows.length === 0 ? (
        <p role="status">{onlyProblems ? "Every row was imported." : "The file has no rows."}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table csv-report__table">
            <caption className="visually-hidden">Rows of {csvImport.filename} by line</caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Status</th>
                <th scope="col">Messages</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.lineNumber}>
                  <th scope="row">{row.lineNumber}</th>
                  <td>
                    <span className={`csv-status csv-status--${row.status.toLowerCase()}`}>
                      {STATUS_LABELS[row.status]}
                    </span>
                  </td>
                  <td>
                    {row.messages.length === 0 ? (
                      "—"
                    ) : (
                      <ul className="csv-report__messages">
                        {row.messages.map((m) => (
                          <li key={m}>{m}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {csvImport.rows.nextAfterLine !== null ? (
        <button
          type="button"
          className="btn"
          onClick={onMore}
          disabled={loadingMore}
          aria-busy={loadingMore || undefined}
        >
          {loadingMore ? "Loading…" : "Show more rows"}
        </button>
      ) : null}
    </section>
  );
}
