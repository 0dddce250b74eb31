import { useQuery } from "@apollo/client/react";
import { MailOutboxQueryDocument } from "../../gql/documents/mailQueries";
import { Head } from "../../system/head";
import { AdminFilters, type FilterField } from "../admin/AdminFilters";
import { AdminListStates, appendOlder } from "../admin/AdminListStates";
import { AdminNav } from "../admin/AdminNav";
import { useUrlFilters } from "../admin/useUrlFilters";
import { MailTable } from "./MailTable";
import { MAIL_STATUS_LABELS, MAIL_STATUSES } from "./mailStatus";

const PARAMS = ["to", "status", "days"] as const;
const DAYS = [1, 7, 30, 90, 365] as const;

const FIELDS: FilterField<(typeof PARAMS)[number]>[] = [
  { name: "to", label: "Recipient" },
  {
    name: "status",
    label: "Status",
    options: [
      { value: "", label: "Any status" },
      ...MAIL_STATUSES.map((s) => ({ value: s, label: MAIL_STATUS_LABELS[s] })),
    ],
  },
  {
    name: "days",
    label: "Written in",
    options: [
      { value: "", label: "Any time" },
      ...DAYS.map((d) => ({ value: String(d), label: d === 1 ? "The last day" : `The last ${d} days` })),
    ],
  },
];

/**
 * /mail-admin (admins; the server refuses everyone else): every e-mail the site wrote, newest
 * first, filtered by recipient, status and age in the URL, with each message readable and its
 * sign-in and invitation links hidden (only their recipient may see those).
 */
export function MailAdminPage() {
  const { current, typed, setTyped, apply } = useUrlFilters("/mail-admin", PARAMS);
  const days = DAYS.find((d) => String(d) === current.days) ?? null;
  const filter = {
    recipient: current.to || null,
    status: MAIL_STATUSES.find((s) => s === current.status) ?? null,
    days,
  };
  const { data, loading, error, fetchMore, refetch } = useQuery(MailOutboxQueryDocument, {
    variables: { filter },
  });
  const page = data?.mailOutbox;
  const entries = page?.entries ?? [];
  async function older() {
    const last = entries[entries.length - 1];
    if (last) await fetchMore({ variables: { before: last.id }, updateQuery: appendOlder("mailOutbox") });
  }
  return (
    <div className="container admin-page mail-page">
      <Head title="Mail" robots="noindex" />
      <AdminNav />
      <h1>Mail</h1>
      <p>
        Every e-mail the site wrote, and whether it went out.
        {page && !page.deliveryEnabled
          ? " No mail server is set (SMTP_URL): mail is stored here, not sent."
          : ""}
      </p>
      <AdminFilters
        label="Filter the mail"
        action="/mail-admin"
        fields={FIELDS}
        typed={typed}
        onChange={setTyped}
        onSubmit={apply}
      />
      <AdminListStates
        what="the mail"
        loading={loading && !data}
        failed={Boolean(error)}
        empty={Boolean(data) && entries.length === 0}
        onRetry={() => void refetch()}
      />
      {entries.length > 0 ? (
        <MailTable entries={entries} hasMore={Boolean(page?.hasMore)} onOlder={() => void older()} />
      ) : null}
    </div>
  );
}
