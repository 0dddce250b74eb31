import { Fragment, useState } from "react";
import type { MailListFieldsFragment } from "../../gql/graphql";
import { LocalTime } from "../../ui/LocalTime";
import { AdminTable } from "../admin/AdminListStates";
import { MailMessage } from "./MailMessage";
import { mailStatusText } from "./mailStatus";

/**
 * A list of mail, newest first: when, to whom, the subject, where it stands. "Read" opens the
 * message under its row (one at a time); "Older mail" pages on.
 */
export function MailTable({
  entries,
  hasMore,
  onOlder,
  showTo = true,
}: {
  /** Left out on "Your mail", where every message is to the viewer. */
  showTo?: boolean;
  entries: readonly MailListFieldsFragment[];
  hasMore: boolean;
  onOlder: () => void;
}) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div className="mail-list">
      <AdminTable
        caption="E-mail, newest first"
        columns={showTo ? ["Written", "To", "Subject", "Status"] : ["Written", "Subject", "Status"]}
        hasMore={hasMore}
        olderLabel="Older mail"
        onOlder={onOlder}
      >
        {entries.map((m) => (
          <Fragment key={m.id}>
            <tr>
              <td>
                <LocalTime value={m.createdAt} />
              </td>
              {showTo ? <td className="mail-table__to">{m.to}</td> : null}
              <td>
                {m.subject}
                <br />
                <button
                  type="button"
                  className="btn btn--small"
                  aria-expanded={open === m.id}
                  aria-label={`${open === m.id ? "Close" : "Read"}: ${m.subject}`}
                  onClick={() => setOpen(open === m.id ? null : m.id)}
                >
                  {open === m.id ? "Close" : "Read"}
                </button>
              </td>
              <td>
                <span className={`mail-status mail-status--${m.status.toLowerCase()}`}>
                  {mailStatusText(m)}
                </span>
                {m.sentAt ? (
                  <>
                    <br />
                    <LocalTime className="text-muted" value={m.sentAt} />
                  </>
                ) : null}
              </td>
            </tr>
            {open === m.id ? (
              <tr className="mail-table__message">
                <td colSpan={showTo ? 4 : 3}>
                  <MailMessage id={m.id} subject={m.subject} />
                </td>
              </tr>
            ) : null}
          </Fragment>
        ))}
      </AdminTable>
    </div>
  );
}
