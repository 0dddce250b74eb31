import { useQuery } from "@apollo/client/react";
import { dayAfter, dayStart } from "../../../common/admin/listFilters";
import { Head } from "../../system/head";
import { LocalTime } from "../../ui/LocalTime";
import { AdminFilters, type FilterField } from "./AdminFilters";
import { AdminListStates, AdminTable, appendOlder } from "./AdminListStates";
import { AdminNav } from "./AdminNav";
import { AuditChanges } from "./AuditChanges";
import { type AuditEntry, AuditLogQuery } from "./auditLogQuery";
import { useUrlFilters } from "./useUrlFilters";

const FILTERS = ["action", "actor", "kind", "subject", "from", "to"] as const;

const FIELDS: FilterField<(typeof FILTERS)[number]>[] = [
  { name: "action", label: "Action", placeholder: "user.disable" },
  { name: "actor", label: "Actor's e-mail" },
  { name: "kind", label: "Record kind" },
  { name: "subject", label: "Record id" },
  { name: "from", label: "From (day)", type: "date" },
  { name: "to", label: "To (day, inclusive)", type: "date" },
];

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <tr>
      <td>
        <LocalTime value={entry.createdAt} />
      </td>
      <td>{entry.actorEmail}</td>
      <td>
        <code>{entry.action}</code>
      </td>
      <td>
        {entry.subjectKind} {entry.subjectId ?? ""}
      </td>
      <td>
        <AuditChanges before={entry.before} after={entry.after} />
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
  const { current, typed, setTyped, apply } = useUrlFilters("/audit-log", FILTERS);
  const filter = {
    action: current.action || null,
    actorEmail: current.actor || null,
    subjectKind: current.kind || null,
    subjectId: current.subject || null,
    from: dayStart(current.from),
    to: dayAfter(current.to),
  };
  const { data, loading, error, fetchMore, refetch } = useQuery(AuditLogQuery, { variables: { filter } });
  const entries = data?.auditLog.entries ?? [];

  async function older() {
    const last = entries[entries.length - 1];
    if (last) await fetchMore({ variables: { before: last.id }, updateQuery: appendOlder("auditLog") });
  }

  return (
    <div className="container admin-page">
      <Head title="Audit log" />
      <AdminNav />
      <h1>Audit log</h1>
      <p>
        Every admin and research-team action: who, what, on which record, before and after. It cannot be
        edited.
      </p>
      <AdminFilters
        label="Filter the audit log"
        action="/audit-log"
        fields={FIELDS}
        typed={typed}
        onChange={setTyped}
        onSubmit={apply}
      />

      <AdminListStates
        what="the audit log"
        loading={loading && !data}
        failed={Boolean(error)}
        empty={Boolean(data) && entries.length === 0}
        onRetry={() => void refetch()}
      />
      {entries.length > 0 ? (
        <AdminTable
          caption="Audit log entries, newest first"
          columns={["When", "Who", "Action", "Record", "Changes"]}
          hasMore={Boolean(data?.auditLog.hasMore)}
          olderLabel="Older entries"
          onOlder={() => void older()}
        >
          {entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </AdminTable>
      ) : null}
    </div>
  );
}
