import { useQuery } from "@apollo/client/react";
import { formatPhone } from "../../../common/format/phone";
import { telHref } from "../../layout/contactLinks";
import { useAppSelector } from "../../system/store/hooks";
import { selectCurrentUser } from "../account/userSlice";
import { formatDate, paragraphs } from "../places/placeFormat";
import {
  type ListingBrokerDetails,
  ListingBrokerDetailsQuery,
  type ListingHistory,
} from "./listingBrokerDetailsQuery";

/**
 * Broker-only facts of a listing (spec section 6). Only brokers and admins ask for them and see the
 * panel; the server returns null for everyone else anyway, which is the real protection.
 */
export function BrokerDetailsPanel({ listingId }: { listingId: string }) {
  const user = useAppSelector(selectCurrentUser);
  const isBroker = Boolean(user?.isBroker || user?.isAdmin);
  const { data } = useQuery(ListingBrokerDetailsQuery, { variables: { id: listingId }, skip: !isBroker });
  const details = data?.listing;
  if (!isBroker || !details || !hasAnything(details)) return null;

  const floor = [
    details.privateFloor && `Floor ${details.privateFloor}`,
    details.privateSuite && `Suite ${details.privateSuite}`,
  ]
    .filter(Boolean)
    .join(", ");
  const contact = details.subleaseContact;

  return (
    <section className="broker-panel" aria-labelledby="broker-panel-title">
      <h2 id="broker-panel-title" className="broker-panel__title">
        Broker details
      </h2>
      <p className="text-small text-muted">Only brokers see this panel.</p>
      {floor ? (
        <p>
          <strong>Actual floor and suite:</strong> {floor}
        </p>
      ) : null}
      {details.privateDescription ? (
        <div className="broker-panel__block">
          <h3>Private description</h3>
          {paragraphs(details.privateDescription).map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </div>
      ) : null}
      {details.brokerNotes ? (
        <div className="broker-panel__block">
          <h3>Broker notes</h3>
          {paragraphs(details.brokerNotes).map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </div>
      ) : null}
      {details.brokerInsights && details.brokerInsights.length > 0 ? (
        <div className="broker-panel__block">
          <h3>Broker insights</h3>
          <ul className="broker-panel__insights">
            {details.brokerInsights.map((insight) => (
              <li key={insight.id} className="broker-panel__insight">
                <p>{insight.content}</p>
                <p className="text-small text-muted">
                  {insight.author?.displayName ?? "Unknown author"}, {formatDate(insight.updatedAt)}
                </p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {details.history ? <HistorySummary history={details.history} /> : null}
      {contact ? (
        <div className="broker-panel__block">
          <h3>Sublease contact</h3>
          <p>
            {contact.displayName}
            {contact.email ? (
              <>
                <br />
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </>
            ) : null}
            {contact.phone ? (
              <>
                <br />
                <a href={telHref(contact.phone)}>{formatPhone(contact.phone) || contact.phone}</a>
              </>
            ) : null}
          </p>
        </div>
      ) : null}
    </section>
  );
}

function hasAnything(details: ListingBrokerDetails): boolean {
  return Boolean(
    details.privateFloor ||
      details.privateSuite ||
      details.privateDescription ||
      details.brokerNotes ||
      details.brokerInsights?.length ||
      details.history ||
      details.subleaseContact,
  );
}

/** Where the listing came from and what changed last, in a sentence or two. */
export function HistorySummary({ history }: { history: ListingHistory }) {
  const changes = [...history.changes].sort((a, b) => b.changedAt.localeCompare(a.changedAt));
  const latest = changes[0];
  if (!history.origin && !latest) return null;
  return (
    <div className="broker-panel__block">
      <h3>History</h3>
      {history.origin ? (
        <p>
          Added from {history.origin.sourceName} on {formatDate(history.origin.createdAt)}.
        </p>
      ) : null}
      {latest ? (
        <p>
          {changes.length} {changes.length === 1 ? "change" : "changes"}; the latest on{" "}
          {formatDate(latest.changedAt)} from {latest.sourceName}
          {latest.fields.length > 0 ? `: ${latest.fields.map((f) => changeText(f)).join("; ")}` : ""}.
        </p>
      ) : null}
    </div>
  );
}

function changeText(change: { field: string; oldValue: string | null; newValue: string | null }): string {
  return `${change.field} ${change.oldValue ?? "—"} → ${change.newValue ?? "—"}`;
}
