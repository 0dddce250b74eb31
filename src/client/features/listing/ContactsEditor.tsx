import { useState } from "react";
import { useAppDispatch, useAppSelector } from "../../system/store/hooks";
import { CONTACT_EDITS } from "./brokerEditFields";
import type { BuildingContact } from "./brokerListingDrawerQuery";
import { dropRecord, NEW_RECORD_PREFIX, recordKey, selectDataUpdates, updateData } from "./dataUpdatesSlice";
import { EditableField, type RecordRef } from "./EditableField";

/**
 * The building's contacts: edit, remove (on save) and add one. `listingId` is the listing the edits
 * are made on (re-read after the save); empty on the building admin, which has none.
 */
export function ContactsEditor({
  listingId,
  building,
}: {
  listingId: string;
  building: { id: string; contacts?: readonly BuildingContact[] | null };
}) {
  const dispatch = useAppDispatch();
  const buildingId = building.id;
  const records = useAppSelector((s) => selectDataUpdates(s).records);
  const [open, setOpen] = useState<string[]>([]);
  const ref = (id: string): RecordRef => ({ __typename: "Contact", id, listingId, buildingId });
  const newRef = ref(`${NEW_RECORD_PREFIX}${buildingId}`);
  const showNew = open.includes(newRef.id) || recordKey(newRef) in records;
  const close = (id: string) => setOpen(open.filter((x) => x !== id));

  return (
    <fieldset className="broker-editor__group">
      <legend>Building contacts</legend>
      <ul className="contact-editor">
        {(building.contacts ?? []).map((contact) => {
          const r = ref(contact.id);
          const pending = records[recordKey(r)];
          const editing = open.includes(contact.id) || (pending !== undefined && !pending.remove);
          return (
            <li key={contact.id} className="contact-list__item">
              <p>
                <strong>{contact.displayName}</strong>
                {pending?.remove ? " (removed when you save)" : ""}
              </p>
              {editing ? <ContactFields record={r} contact={contact} /> : null}
              <div className="contact-editor__actions">
                {!editing && !pending?.remove ? (
                  <button
                    type="button"
                    className="btn btn--small"
                    onClick={() => setOpen([...open, contact.id])}
                  >
                    Edit {contact.displayName}
                  </button>
                ) : null}
                {pending?.remove ? (
                  <button type="button" className="btn btn--small" onClick={() => dispatch(dropRecord(r))}>
                    Keep {contact.displayName}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="btn btn--small"
                    onClick={() => {
                      dispatch(dropRecord(r));
                      dispatch(updateData({ ...r, fields: {}, remove: true }));
                      close(contact.id);
                    }}
                  >
                    Remove {contact.displayName}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {showNew ? (
        <div className="contact-list__item">
          <ContactFields record={newRef} contact={null} />
          <button
            type="button"
            className="btn btn--small"
            onClick={() => {
              dispatch(dropRecord(newRef));
              close(newRef.id);
            }}
          >
            Cancel new contact
          </button>
        </div>
      ) : (
        <button type="button" className="btn btn--small" onClick={() => setOpen([...open, newRef.id])}>
          Add a contact
        </button>
      )}
    </fieldset>
  );
}

function ContactFields({ record, contact }: { record: RecordRef; contact: BuildingContact | null }) {
  const saved = (contact ?? { contactType: "UNKNOWN" }) as Record<string, unknown>;
  return (
    <div className="broker-editor__grid">
      {CONTACT_EDITS.map((def) => (
        <EditableField key={def.field} record={record} def={def} saved={saved[def.field]} />
      ))}
    </div>
  );
}
