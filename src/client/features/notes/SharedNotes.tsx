import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { DeleteSharedNoteMutationDocument } from "../../gql/documents/deleteSharedNoteMutation";
import { SharedNotesQueryDocument } from "../../gql/documents/sharedNotesQuery";
import { useAppDispatch, useAppSelector } from "../../system/store/hooks";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { FormNotice } from "../../ui/FormNotice";
import { formatDate, paragraphs } from "../places/placeFormat";
import { SharedNoteForm } from "./SharedNoteForm";
import {
  addNoteChanged,
  addNoteFailed,
  addNoteRequested,
  addNoteSucceeded,
  editNoteChanged,
  editNoteFailed,
  editNoteRequested,
  editNoteSelected,
  editNoteSucceeded,
  notesListingSelected,
  selectSharedNotes,
} from "./sharedNotesSlice";

/**
 * Notes brokers share about a listing, newest first, each with its author, time and file. Its
 * author (or an admin) edits or deletes a note. Form state is the shared-notes store (spec §4).
 */
export function SharedNotes({ listingId }: { listingId: string }) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectSharedNotes);
  const { data, refetch } = useQuery(SharedNotesQueryDocument, { variables: { id: listingId } });
  const [remove, { loading: deleting }] = useMutation(DeleteSharedNoteMutationDocument);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    dispatch(notesListingSelected(listingId));
  }, [dispatch, listingId]);

  const notes = data?.listing?.sharedNotes;
  if (!notes) return null;
  const current = state.listingId === listingId ? state : null;

  return (
    <section className="shared-notes" aria-labelledby="shared-notes-title">
      <h3 id="shared-notes-title">Shared notes</h3>
      <p className="text-small text-muted">Brokers see these notes; clients never do.</p>
      <SharedNoteForm
        legend="Add a note"
        submitLabel="Add note"
        text={current?.addForm.text ?? ""}
        fileName={current?.addForm.file ?? null}
        requestStatus={current?.addForm.requestStatus ?? "idle"}
        onChange={(change) => dispatch(addNoteChanged(change))}
        target={`/media/listings/${listingId}/notes`}
        onRequested={() => dispatch(addNoteRequested())}
        onDone={async (answer) => {
          dispatch(answer.ok ? addNoteSucceeded() : addNoteFailed());
          if (answer.ok) await refetch();
        }}
      />
      {current?.addForm.requestStatus === "success" ? (
        <p className="text-small" role="status">
          Note added.
        </p>
      ) : null}
      {notes.length === 0 ? <p className="text-muted">No shared notes yet.</p> : null}
      <ul className="shared-notes__list">
        {notes.map((note) => (
          <li key={note.id} className="shared-notes__note">
            {current?.editingNoteId === note.id ? (
              <SharedNoteForm
                legend="Edit note"
                submitLabel="Save note"
                text={current.editForm.text}
                fileName={current.editForm.file}
                requestStatus={current.editForm.requestStatus}
                currentFile={note.file?.filename ?? null}
                removeFile={current.editForm.removeFile}
                onChange={(change) => dispatch(editNoteChanged(change))}
                target={`/media/notes/${note.id}`}
                onRequested={() => dispatch(editNoteRequested())}
                onDone={async (answer) => {
                  dispatch(answer.ok ? editNoteSucceeded() : editNoteFailed());
                  if (answer.ok) await refetch();
                }}
                onCancel={() => dispatch(editNoteSelected(null))}
              />
            ) : (
              <>
                {paragraphs(note.text).map((text, i) => (
                  <p key={i}>{text}</p>
                ))}
                {note.file ? (
                  <p className="text-small">
                    <a href={note.file.url} target="_blank" rel="noopener">
                      {note.file.filename}
                    </a>{" "}
                    <span className="text-muted">
                      ({Math.max(1, Math.round(note.file.byteSize / 1024))} KB)
                    </span>
                  </p>
                ) : null}
                <p className="text-small text-muted">
                  {note.author?.displayName ?? "Former broker"}, {formatDate(note.createdAt)}
                  {note.updatedAt !== note.createdAt ? ` (edited ${formatDate(note.updatedAt)})` : ""}
                </p>
                {note.viewerCanEdit ? (
                  <div className="shared-notes__actions">
                    <button
                      type="button"
                      className="btn btn--small"
                      onClick={() => dispatch(editNoteSelected({ id: note.id, text: note.text }))}
                    >
                      Edit<span className="visually-hidden"> note from {formatDate(note.createdAt)}</span>
                    </button>
                    <button
                      type="button"
                      className="btn btn--small btn--danger"
                      onClick={() => setConfirming(note.id)}
                    >
                      Delete<span className="visually-hidden"> note from {formatDate(note.createdAt)}</span>
                    </button>
                  </div>
                ) : null}
              </>
            )}
          </li>
        ))}
      </ul>
      {problem ? <FormNotice tone="error">{problem}</FormNotice> : null}
      <ConfirmDialog
        isOpen={confirming !== null}
        title="Delete this note?"
        message="The note and its file are removed for every broker."
        confirmLabel="Delete note"
        busy={deleting}
        onCancel={() => setConfirming(null)}
        onConfirm={async () => {
          setProblem(null);
          try {
            if (confirming) await remove({ variables: { noteId: confirming } });
            await refetch();
          } catch {
            setProblem("The note was not deleted. Please try again.");
          }
          setConfirming(null);
        }}
      />
    </section>
  );
}
