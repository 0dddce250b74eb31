import { useQuery } from "@apollo/client/react";
import { dayAfter, dayStart, EVENT_PARAMS, EVENT_TYPES } from "../../../common/admin/listFilters";
import { Head } from "../../system/head";
import { LocalTime } from "../../ui/LocalTime";
import { AdminFilters, type FilterField } from "./AdminFilters";
import { AdminListStates, AdminTable, appendOlder } from "./AdminListStates";
import { AdminNav } from "./AdminNav";
import { AnalyticsEventLogQuery, type LoggedEvent } from "./analyticsEventLogQuery";
import { CsvExportLink } from "./CsvExportLink";
import { useUrlFilters } from "./useUrlFilters";

const FIELDS: FilterField<(typeof EVENT_PARAMS)[number]>[] = [
  {
    name: "type",
    label: "Type",
    options: [
      { value: "", label: "All types" },
      ...EVENT_TYPES.map((t) => ({ value: t, label: t.toLowerCase() })),
    ],
  },
  { name: "name", label: "Event name", placeholder: "logged_out_protected_route" },
  { name: "user", label: "User's e-mail" },
  { name: "anonymousId", label: "Anonymous id" },
  { name: "from", label: "From (day)", type: "date" },
  { name: "to", label: "To (day, inclusive)", type: "date" },
];

function EventRow({ event }: { event: LoggedEvent }) {
  const properties = JSON.stringify(event.properties);
  return (
    <tr>
      <td>
        <LocalTime value={event.createdAt} />
      </td>
      <td>{event.type.toLowerCase()}</td>
      <td>
        <code>{event.name ?? "—"}</code>
      </td>
      <td>{event.userEmail ?? <span className="admin-page__hint">signed out</span>}</td>
      <td>
        <code>{event.anonymousId ?? "—"}</code>
      </td>
      <td>
        <pre className="audit-values">{properties === "{}" ? "—" : properties}</pre>
      </td>
    </tr>
  );
}

/**
 * /analytics-events (admins; the server refuses everyone else): the first-party analytics events the
 * site stored, newest first, filtered by the URL, downloadable as CSV. Events older than the
 * retention period are gone (privacy page); this reads what is left.
 */
export function AnalyticsEventsPage() {
  const { current, typed, setTyped, apply, search } = useUrlFilters("/analytics-events", EVENT_PARAMS);
  const filter = {
    type: EVENT_TYPES.find((t) => t === current.type) ?? null,
    name: current.name || null,
    userEmail: current.user || null,
    anonymousId: current.anonymousId || null,
    from: dayStart(current.from),
    to: dayAfter(current.to),
  };
  const { data, loading, error, fetchMore, refetch } = useQuery(AnalyticsEventLogQuery, {
    variables: { filter },
  });
  const entries = data?.analyticsEventLog.entries ?? [];

  async function older() {
    const last = entries[entries.length - 1];
    if (last)
      await fetchMore({ variables: { before: last.id }, updateQuery: appendOlder("analyticsEventLog") });
  }

  return (
    <div className="container admin-page">
      <Head title="Analytics events" />
      <AdminNav />
      <h1>Analytics events</h1>
      <p>Page views, identifications and tracked actions the site stored, newest first.</p>
      <AdminFilters
        label="Filter the events"
        action="/analytics-events"
        fields={FIELDS}
        typed={typed}
        onChange={setTyped}
        onSubmit={apply}
      />
      <CsvExportLink path="/admin/exports/analytics-events.csv" search={search} what="events" />
      <AdminListStates
        what="the events"
        loading={loading && !data}
        failed={Boolean(error)}
        empty={Boolean(data) && entries.length === 0}
        onRetry={() => void refetch()}
      />
      {entries.length > 0 ? (
        <AdminTable
          caption="Analytics events, newest first"
          columns={["When", "Type", "Name", "User", "Anonymous id", "Properties"]}
          hasMore={Boolean(data?.analyticsEventLog.hasMore)}
          olderLabel="Older events"
          onOlder={() => void older()}
        >
          {entries.map((event) => (
            <EventRow key={event.id} event={event} />
          ))}
        </AdminTable>
      ) : null}
    </div>
  );
}
