import { useId, useState } from "react";
import type { RequestStatus } from "../../../common/enums";
import {
  SHARED_NOTE_FILE_MAX_MB,
  SHARED_NOTE_FILE_TYPES,
  SHARED_NOTE_MAX_LENGTH,
  sharedNoteTextProblem,
} from "../../../common/notes/sharedNoteRules";
import { TextAreaField } from "../../ui/TextAreaField";
import { type UploadAnswer, uploadWithProgress } from "../media/uploadWithProgress";

export type SharedNoteFormProps = {
  /** "Add a note" or "Edit note". */
  legend: string;
  submitLabel: string;
  text: string;
  /** The chosen file's name, from the store (the File itself stays in this component). */
  fileName: string | null;
  requestStatus: RequestStatus;
  /** The note's current attachment, when editing one that has a file. */
  currentFile?: string | null;
  removeFile?: boolean;
  onChange: (change: { text?: string; file?: string | null; removeFile?: boolean }) => void;
  /** Posts to this /media route. */
  target: string;
  onRequested: () => void;
  onDone: (answer: UploadAnswer) => void;
  onCancel?: () => void;
};

/** The shared note form of spec section 3 (text, file, requestStatus), for adding and for editing. */
export function SharedNoteForm(props: SharedNoteFormProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const pending = props.requestStatus === "pending";

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const textProblem = sharedNoteTextProblem(props.text);
    setProblem(textProblem);
    if (textProblem) return;
    const form = new FormData();
    form.append("text", props.text);
    if (props.removeFile) form.append("removeFile", "true");
    if (file && props.fileName) form.append("file", file);
    props.onRequested();
    const answer = await uploadWithProgress(props.target, form);
    if (answer.ok) {
      setFile(null);
      setInputKey((k) => k + 1);
    } else setProblem(answer.message);
    props.onDone(answer);
  }

  return (
    <form className="shared-note-form" onSubmit={submit} noValidate>
      <TextAreaField
        label={props.legend}
        name="text"
        value={props.text}
        onChange={(text) => props.onChange({ text })}
        rows={3}
        maxLength={SHARED_NOTE_MAX_LENGTH}
        error={problem}
        disabled={pending}
      />
      <label htmlFor={`${id}-file`} className="text-small">
        Attach a file ({SHARED_NOTE_FILE_TYPES}, up to {SHARED_NOTE_FILE_MAX_MB} MB, optional)
      </label>
      <input
        key={inputKey}
        id={`${id}-file`}
        type="file"
        accept="application/pdf,image/jpeg,image/png,image/webp"
        disabled={pending}
        onChange={(e) => {
          const chosen = e.target.files?.[0] ?? null;
          setFile(chosen);
          props.onChange({ file: chosen?.name ?? null });
        }}
      />
      {props.currentFile ? (
        <label className="shared-note-form__remove text-small">
          <input
            type="checkbox"
            checked={props.removeFile ?? false}
            onChange={(e) => props.onChange({ removeFile: e.target.checked })}
          />{" "}
          Remove {props.currentFile}
        </label>
      ) : null}
      <div className="shared-note-form__actions">
        {props.onCancel ? (
          <button type="button" className="btn btn--small" onClick={props.onCancel} disabled={pending}>
            Cancel
          </button>
        ) : null}
        <button
          type="submit"
          className="btn btn--primary btn--small"
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? "Saving…" : props.submitLabel}
        </button>
      </div>
    </form>
  );
}
