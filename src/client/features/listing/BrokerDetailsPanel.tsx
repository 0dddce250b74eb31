import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { formatPhone } from "../../../common/format/phone";
import { telHref } from "../../layout/contactLinks";
import { useAppSelector } from "../../system/store/hooks";
import { selectCurrentUser } from "../account/userSlice";
import { formatDate, paragraphs } from "../places/placeFormat";
import { BrokerEditor } from "./BrokerEditor";
import { type BrokerListing, BrokerListingDrawerQuery } from "./brokerListingDrawerQuery";
import { selectDataUpdates } from "./dataUpdatesSlice";
import { HistoryTimeline } from "./HistoryTimeline";

/**
 * Broker-only facts of a listing (spec section 6), and for those who may change it (brokers of its
 * market, admins) the editing in place of issue 12. Only brokers and admins ask for them and see the
 * panel; the server returns null for everyone else anyway, which is the real protection.
 */
export function BrokerDetailsPanel({ listingId }: { listingId: string }) {
  const user = useAppSelector(selectCurrentUser);
  const isBroker = Boolean(user?.isBroker || user?.isAdmin);
  const { data } = useQuery(BrokerListingDrawerQuery, { variables: { listingId }, skip: !isBroker });
  const pendingHere = useAppSelector((s) =>
    Object.values(selectDataUpdates(s).records).some((r) => r.listingId === listingId),
  );
  const [editing, setEditing] = useState(false);
  const details = data?.listing;
  if (!isBroker || !details) return null;
  const canEdit = details.viewerCanEdit;
  if (!canEdit && !hasAnything(details)) return null;
  const showEditor = canEdit && (editing || pendingHere);

  return (
    <section className="broker-panel" aria-labelledby="broker-panel-title">
      <h2 id="broker-panel-title" className="broker-panel__title">
        Broker details
      </h2>
      <p className="text-small text-muted">Only brokers see this panel.</p>
      {canEdit && !pendingHere ? (
        <button
          type="button"
          className="btn btn--small"
          aria-expanded={showEditor}
          onClick={() => setEditing(!editing)}
        >
          {showEditor ? "Done editing" : "Edit listing"}
        </button>
      ) : null}
      {showEditor ? <BrokerEditor listing={details} /> : <BrokerFacts details={details} />}
      {details.history ? <HistoryTimeline history={details.history} /> : null}
    </section>
  );
}

function BrokerFacts({ details }: { details: BrokerListing }) {
  const floor = [
    details.privateFloor && `Floor ${details.privateFloor}`,
    details.privateSuite && `Suite ${details.privateSuite}`,
  ]
    .filter(Boolean)
    .join(", ");
  const contact = details.subleaseContact;
  return (
    <>
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
    </>
  );
}

function hasAnything(details: BrokerListing): boolean {
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
