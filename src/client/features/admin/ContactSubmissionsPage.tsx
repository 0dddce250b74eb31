import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import {
  dayAfter,
  dayStart,
  SUBMISSION_KIND_LABELS,
  SUBMISSION_KINDS,
  SUBMISSION_PARAMS,
} from "../../../common/admin/listFilters";
import { showToast } from "../../layout/toastSlice";
import { Head } from "../../system/head";
import { useAppDispatch } from "../../system/store/hooks";
import { LocalTime } from "../../ui/LocalTime";
import { AdminFilters, type FilterField } from "./AdminFilters";
import { AdminListStates, AdminTable, appendOlder } from "./AdminListStates";
import { AdminNav } from "./AdminNav";
import { CsvExportLink } from "./CsvExportLink";
import {
  ContactSubmissionsQuery,
  SetContactSubmissionHandledMutation,
  type Submission,
} from "./contactSubmissionsQuery";
import { useUrlFilters } from "./useUrlFilters";

const FIELDS: FilterField<(typeof SUBMISSION_PARAMS)[number]>[] = [
  {
    name: "kind",
    label: "Form",
    options: [
      { value: "", label: "All forms" },
      ...SUBMISSION_KINDS.map((k) => ({ value: k, label: SUBMISSION_KIND_LABELS[k] })),
    ],
  },
  { name: "q", label: "Name, e-mail or company" },
  {
    name: "handled",
    label: "Status",
    options: [
      { value: "", label: "All" },
      { value: "no", label: "Waiting" },
      { value: "yes", label: "Handled" },
    ],
  },
  { name: "from", label: "From (day)", type: "date" },
  { name: "to", label: "To (day, inclusive)", type: "date" },
];

function Details({ payload }: { payload: unknown }) {
  const entries =
    payload && typeof payload === "object" ? Object.entries(payload as Record<string, unknown>) : [];
  if (entries.length === 0) return null;
  return (
    <dl className="submission-details">
      {entries.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{String(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

function SubmissionRow({ entry }: { entry: Submission }) {
  const dispatch = useAppDispatch();
  const [setHandled, { loading }] = useMutation(SetContactSubmissionHandledMutation);
  const [failed, setFailed] = useState(false);
  const handled = entry.handledAt !== null && entry.handledAt !== undefined;
  async function toggle() {
    setFailed(false);
    try {
      await setHandled({ variables: { id: entry.id, handled: !handled } });
    } catch {
      setFailed(true);
      dispatch(showToast({ isError: true }));
    }
  }
  const who = entry.name || entry.email;
  return (
    <tr>
      <td>
        <LocalTime value={entry.createdAt} />
      </td>
      <td>{SUBMISSION_KIND_LABELS[entry.kind]}</td>
      <td>
        <strong>{entry.name ?? "—"}</strong>
        <br />
        <a href={`mailto:${entry.email}`}>{entry.email}</a>
        {entry.phone ? (
          <>
            <br />
            <span className="phone-number">{entry.phone}</span>
          </>
        ) : null}
        {entry.companyName ? (
          <>
            <br />
            {entry.companyName}
          </>
        ) : null}
      </td>
      <td className="submission-message">
        {entry.message ? <p>{entry.message}</p> : null}
        <Details payload={entry.payload} />
      </td>
      <td>
        {handled ? (
          <>
            Handled <LocalTime value={entry.handledAt} />
          </>
        ) : (
          "Waiting"
        )}
        <br />
        <button
          type="button"
          className="btn btn--small"
          onClick={() => void toggle()}
          disabled={loading}
          aria-label={`${handled ? "Mark waiting" : "Mark handled"}: ${who}`}
        >
          {handled ? "Mark waiting" : "Mark handled"}
        </button>
        {failed ? (
          <p className="field__error" role="alert">
            Not saved. Try again.
          </p>
        ) : null}
      </td>
    </tr>
  );
}

/**
 * /contact-submissions (admins; the server refuses everyone else): messages from the contact,
 * list-with-us and referral forms, newest first, filtered by the URL, marked handled once answered,
 * and downloadable as CSV with the same filters.
 */
export function ContactSubmissionsPage() {
  const { current, typed, setTyped, apply, search } = useUrlFilters(
    "/contact-submissions",
    SUBMISSION_PARAMS,
  );
  const filter = {
    kind: SUBMISSION_KINDS.find((k) => k === current.kind) ?? null,
    search: current.q || null,
    handled: current.handled === "yes" ? true : current.handled === "no" ? false : null,
    from: dayStart(current.from),
    to: dayAfter(current.to),
  };
  const { data, loading, error, fetchMore, refetch } = useQuery(ContactSubmissionsQuery, {
    variables: { filter },
  });
  const entries = data?.contactSubmissions.entries ?? [];

  async function older() {
    const last = entries[entries.length - 1];
    if (last)
      await fetchMore({ variables: { before: last.id }, updateQuery: appendOlder("contactSubmissions") });
  }

  return (
    <div className="container admin-page">
      <Head title="Contact submissions" />
      <AdminNav />
      <h1>Contact submissions</h1>
      <p>
        Messages sent through the contact, list-with-us and referral forms. Mark one handled once it is
        answered.
      </p>
      <AdminFilters
        label="Filter the messages"
        action="/contact-submissions"
        fields={FIELDS}
        typed={typed}
        onChange={setTyped}
        onSubmit={apply}
      />
      <CsvExportLink path="/admin/exports/contact-submissions.csv" search={search} what="messages" />
      <AdminListStates
        what="the messages"
        loading={loading && !data}
        failed={Boolean(error)}
        empty={Boolean(data) && entries.length === 0}
        onRetry={() => void refetch()}
      />
      {entries.length > 0 ? (
        <AdminTable
          caption="Messages, newest first"
          columns={["Received", "Form", "From", "Message", "Status"]}
          hasMore={Boolean(data?.contactSubmissions.hasMore)}
          olderLabel="Older messages"
          onOlder={() => void older()}
        >
          {entries.map((entry) => (
            <SubmissionRow key={entry.id} entry={entry} />
          ))}
        </AdminTable>
      ) : null}
    </div>
  );
}
