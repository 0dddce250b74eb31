import { Fragment, useState } from "react";
import type { MailListFieldsFragment } from "../../gql/graphql";
import { AdminTable } from "../admin/AdminListStates";
import { MailMessage } from "./MailMessage";
import { mailStatusText, mailTime } from "./mailStatus";

/**
 * A list of mail, newest first: when, to whom, the subject, where it stands. "Read" opens the
 * message under its row (one at a time); "Older mail" pages on.
 */
export function MailTable({
  entries,
  hasMore,
  onOlder,
}: {
  entries: readonly MailListFieldsFragment[];
  hasMore: boolean;
  onOlder: () => void;
}) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <AdminTable
      caption="E-mail, newest first"
      columns={["Written", "To", "Subject", "Status"]}
      hasMore={hasMore}
      olderLabel="Older mail"
      onOlder={onOlder}
    >
      {entries.map((m) => (
        <Fragment key={m.id}>
          <tr>
            <td>
              <time dateTime={String(m.createdAt)}>{mailTime(m.createdAt)}</time>
            </td>
            <td className="mail-table__to">{m.to}</td>
            <td>
              {m.subject}
              <br />
              <button
                type="button"
                className="btn btn--small"
                aria-expanded={open === m.id}
                onClick={() => setOpen(open === m.id ? null : m.id)}
              >
                {open === m.id ? "Close" : "Read"}
                <span className="visually-hidden">: {m.subject}</span>
              </button>
            </td>
            <td>
              <span className={`mail-status mail-status--${m.status.toLowerCase()}`}>
                {mailStatusText(m)}
              </span>
              {m.sentAt ? (
                <>
                  <br />
                  <time className="text-muted" dateTime={String(m.sentAt)}>
                    {mailTime(m.sentAt)}
                  </time>
                </>
              ) : null}
            </td>
          </tr>
          {open === m.id ? (
            <tr className="mail-table__message">
              <td colSpan={4}>
                <MailMessage id={m.id} subject={m.subject} />
              </td>
            </tr>
          ) : null}
        </Fragment>
      ))}
    </AdminTable>
  );
}
