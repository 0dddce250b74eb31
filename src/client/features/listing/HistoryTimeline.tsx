import { formatDate } from "../places/placeFormat";
import { fieldLabel } from "./brokerEditFields";
import type { ListingHistory } from "./brokerListingDrawerQuery";

const SHOWN = 20;

/** Where the listing came from, then every change newest first: source, time, field, old → new. */
export function HistoryTimeline({ history }: { history: ListingHistory }) {
  const changes = [...history.changes].sort((a, b) => b.changedAt.localeCompare(a.changedAt));
  if (!history.origin && changes.length === 0) return null;
  return (
    <div className="broker-panel__block">
      <h3>History</h3>
      <ol className="history-timeline">
        {changes.slice(0, SHOWN).map((change, i) => (
          <li key={`${change.changedAt}-${i}`} className="history-timeline__item">
            <p className="text-small text-muted">
              <time dateTime={change.changedAt}>{formatDate(change.changedAt)}</time> · {change.sourceName}
            </p>
            <ul className="history-timeline__fields">
              {change.fields.map((f) => (
                <li key={f.field}>
                  <strong>{fieldLabel(f.field)}</strong>: {f.oldValue ?? "—"} → {f.newValue ?? "—"}
                </li>
              ))}
              {change.contacts && contactsText(change.contacts) ? (
                <li>{contactsText(change.contacts)}</li>
              ) : null}
              {change.subleaseContact ? <li>Sublease contact: {change.subleaseContact}</li> : null}
            </ul>
          </li>
        ))}
        {history.origin ? (
          <li className="history-timeline__item">
            <p className="text-small text-muted">
              <time dateTime={history.origin.createdAt}>{formatDate(history.origin.createdAt)}</time>
            </p>
            <p>Added from {history.origin.sourceName}.</p>
          </li>
        ) : null}
      </ol>
      {changes.length > SHOWN ? (
        <p className="text-small text-muted">
          The latest {SHOWN} of {changes.length} changes.
        </p>
      ) : null}
    </div>
  );
}

function contactsText(c: { created: number; updated: number; deleted: number }): string | null {
  const parts = [
    c.created ? `${c.created} added` : "",
    c.updated ? `${c.updated} updated` : "",
    c.deleted ? `${c.deleted} removed` : "",
  ].filter(Boolean);
  return parts.length > 0 ? `Building contacts: ${parts.join(", ")}` : null;
}
