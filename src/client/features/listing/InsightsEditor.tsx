import { useState } from "react";
import { useAppDispatch, useAppSelector } from "../../system/store/hooks";
import { formatDate } from "../places/placeFormat";
import type { EditFieldDef } from "./brokerEditFields";
import type { BrokerListing } from "./brokerListingDrawerQuery";
import { dropRecord, NEW_RECORD_PREFIX, recordKey, selectDataUpdates } from "./dataUpdatesSlice";
import { EditableField, type RecordRef } from "./EditableField";

const CONTENT: EditFieldDef = { field: "content", label: "Insight", control: "textarea" };

/** Insights with author and time; the viewer edits the ones they may and adds their own. */
export function InsightsEditor({ listing }: { listing: BrokerListing }) {
  const dispatch = useAppDispatch();
  const newRef: RecordRef = {
    __typename: "BrokerInsight",
    id: `${NEW_RECORD_PREFIX}${listing.id}`,
    listingId: listing.id,
  };
  const records = useAppSelector((s) => selectDataUpdates(s).records);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string[]>([]);
  const showNew = adding || recordKey(newRef) in records;
  const insights = listing.brokerInsights ?? [];
  return (
    <fieldset className="broker-editor__group">
      <legend>Broker insights</legend>
      {insights.length === 0 ? <p className="text-small text-muted">No insights yet.</p> : null}
      <ul className="broker-panel__insights">
        {insights.map((insight) => {
          const ref: RecordRef = { __typename: "BrokerInsight", id: insight.id, listingId: listing.id };
          const open = editing.includes(insight.id) || recordKey(ref) in records;
          return (
            <li key={insight.id} className="broker-panel__insight">
              {open ? (
                <EditableField record={ref} def={CONTENT} saved={insight.content} />
              ) : (
                <p>{insight.content}</p>
              )}
              <p className="text-small text-muted">
                {insight.author?.displayName ?? "Unknown author"}, {formatDate(insight.updatedAt)}
              </p>
              {insight.viewerCanEdit && !open ? (
                <button
                  type="button"
                  className="btn btn--small"
                  onClick={() => setEditing([...editing, insight.id])}
                >
                  Edit insight
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {showNew ? (
        <div>
          <EditableField record={newRef} def={{ ...CONTENT, label: "New insight" }} saved="" />
          <button
            type="button"
            className="btn btn--small"
            onClick={() => {
              dispatch(dropRecord(newRef));
              setAdding(false);
            }}
          >
            Cancel new insight
          </button>
        </div>
      ) : (
        <button type="button" className="btn btn--small" onClick={() => setAdding(true)}>
          Add an insight
        </button>
      )}
    </fieldset>
  );
}
