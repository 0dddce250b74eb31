import { useQuery } from "@apollo/client/react";
import { CampaignMailQueryDocument } from "../../gql/documents/campaignMailQuery";
import { mailStatusText, mailTime } from "../mail/mailStatus";

/**
 * Issue 25: the delivery of the mail the broker's actions sent about this campaign (invitation,
 * surveys, tours), newest first, folded away under one line. The server answers a broker only their
 * own actions' mail, and a client none, so the section is simply absent for them.
 */
export function CampaignMail({ campaignId }: { campaignId: string }) {
  const { data } = useQuery(CampaignMailQueryDocument, { variables: { id: campaignId } });
  const mail = data?.campaign?.mail ?? [];
  if (mail.length === 0) return null;
  const trouble = mail.filter((m) => m.status === "FAILED" || m.status === "RETRYING").length;
  return (
    <details className="campaign-mail">
      <summary>
        E-mail sent: {mail.length} {mail.length === 1 ? "message" : "messages"}
        {trouble > 0 ? `, ${trouble} not delivered yet` : ""}
      </summary>
      <ul className="campaign-mail__list">
        {mail.map((m) => (
          <li key={m.id}>
            <span className="campaign-mail__subject">{m.subject}</span>
            <span className="text-muted">
              To {m.to} · <time dateTime={String(m.createdAt)}>{mailTime(m.createdAt)}</time>
            </span>
            <span className={`mail-status mail-status--${m.status.toLowerCase()}`}>{mailStatusText(m)}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
