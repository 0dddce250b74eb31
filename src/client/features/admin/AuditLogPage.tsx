import { useQuery } from "@apollo/client/react";
import { type FormEvent, useState } from "react";
import { Head } from "../../system/head";
import { useLocation, useNavigate } from "../../system/router/router";
import { type AuditEntry, AuditLogQuery } from "./auditLogQuery";

const FILTERS = ["action", "actor", "kind", "subject", "from", "to"] as const;
type FilterName = (typeof FILTERS)[number];

const LABELS: Record<FilterName, string> = {
  action: "Action",
  actor: "Actor's e-mail",
  kind: "Record kind",
  subject: "Record id",
  from: "From (day)",
  to: "To (day, inclusive)",
};

const dayAfter = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
};
const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/** Before and after as short "field: value" lines; values are JSON as the server kept them. */
function changeText(values: unknown): string {
  if (!values || typeof values !== "object") return "—";
  return Object.entries(values as Record<string, unknown>)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join("\n");
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <tr>
      <td>
        <time dateTime={String(entry.createdAt)}>{new Date(String(entry.createdAt)).toLocaleString()}</time>
      </td>
      <td>{entry.actorEmail}</td>
      <td>
        <code>{entry.action}</code>
      </td>
      <td>
        {entry.subjectKind} {entry.subjectId ?? ""}
      </td>
      <td>
        <pre className="audit-values">{changeText(entry.before)}</pre>
      </td>
      <td>
        <pre className="audit-values">{changeText(entry.after)}</pre>
      </td>
    </tr>
  );
}

/**
 * /audit-log (admins; the server refuses everyone else): every admin and research action, newest
 * first, filtered by the URL's parameters (so a filter can be shared and the form works as a plain
 * GET), 50 a page with "Older entries". Read-only: the log cannot be edited from the app.
 */
export function AuditLogPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const current = Object.fromEntries(FILTERS.map((f) => [f, params.get(f)?.slice(0, 200) ?? ""])) as Record<
    FilterName,
    string
  >;
  const [typed, setTyped] = useState(current);
  const filter = {
    action: current.action || null,
    actorEmail: current.actor || null,
    subjectKind: current.kind || null,
    subjectId: current.subject || null,
    from: isDay(current.from) ? `${current.from}T00:00:00.000Z` : null,
    to: isDay(current.to) ? dayAfter(current.to) : null,
  };
  const { data, loading, error, fetchMore, refetch } = useQuery(AuditLogQuery, { variables: { filter } });
  const entries = data?.auditLog.entries ?? [];

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const f of FILTERS) if (typed[f].trim()) next.set(f, typed[f].trim());
    const query = next.toString();
    navigate(query ? `/audit-log?${query}` : "/audit-log");
  }

  async function older() {
    const last = entries[entries.length - 1];
    if (!last) return;
    await fetchMore({
      variables: { before: last.id },
      updateQuery: (prev, { fetchMoreResult }) => ({
        auditLog: {
          ...fetchMoreResult.auditLog,
          entries: [...prev.auditLog.entries, ...fetchMoreResult.auditLog.entries],
        },
      }),
    });
  }

  return (
    <div className="container admin-page">
      <Head title="Audit log" />
      <h1>Audit log</h1>
      <p>
        Every admin and research-team action: who, what, on which record, before and after. It cannot be
        edited.
      </p>
      <form
        className="admin-filters"
        method="get"
        action="/audit-log"
        onSubmit={apply}
        aria-label="Filter the audit log"
      >
        {FILTERS.map((f) => (
          <div key={f} className="field">
            <label htmlFor={`audit-${f}`}>{LABELS[f]}</label>
            <input
              id={`audit-${f}`}
              name={f}
              className="input"
              type={f === "from" || f === "to" ? "date" : "text"}
              maxLength={200}
              placeholder={f === "action" ? "user.disable" : undefined}
              value={typed[f]}
              onChange={(e) => setTyped({ ...typed, [f]: e.target.value })}
            />
          </div>
        ))}
        <button type="submit" className="btn btn--primary">
          Filter
        </button>
      </form>

      {loading && !data ? <p role="status">Loading the audit log…</p> : null}
      {error ? (
        <div role="alert">
          <p>The audit log could not be loaded.</p>
          <button type="button" className="btn" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {data && entries.length === 0 ? <p role="status">No entries match these filters.</p> : null}
      {entries.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Audit log entries, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Record</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data?.auditLog.hasMore ? (
        <button type="button" className="btn" onClick={() => void older()}>
          Older entries
        </button>
      ) : null}
    </div>
  );
}
