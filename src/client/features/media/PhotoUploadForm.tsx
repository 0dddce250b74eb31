import { useId, useState } from "react";
import { uploadWithProgress } from "./uploadWithProgress";

/**
 * Choose a JPEG, PNG or WebP and upload it, with a progress bar. A refusal (wrong type, too large,
 * network) is shown beside the form and the chosen file stays chosen, so trying again is one click.
 */
export function PhotoUploadForm({
  target,
  onUploaded,
  what = "photo",
}: {
  target: string;
  onUploaded: () => Promise<void>;
  /** "photo" or "floor plan": the words of the label and the button. */
  what?: string;
}) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!file) {
      setProblem("Choose a picture to upload.");
      return;
    }
    setProblem(null);
    setProgress(0);
    const form = new FormData();
    form.append("file", file);
    const answer = await uploadWithProgress(target, form, setProgress);
    setProgress(null);
    if (!answer.ok) {
      setProblem(answer.message);
      return;
    }
    setFile(null);
    // A new input element: the browser's own "chosen file" display is cleared too.
    setInputKey((k) => k + 1);
    await onUploaded();
  }

  const busy = progress !== null;
  return (
    <form className="photo-upload" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-file`}>Add a {what} (JPEG, PNG or WebP, up to 15 MB)</label>
      <input
        key={inputKey}
        id={`${id}-file`}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        onChange={(e) => {
          setFile(e.target.files?.[0] ?? null);
          setProblem(null);
        }}
        aria-describedby={problem ? `${id}-problem` : undefined}
        disabled={busy}
      />
      <button
        type="submit"
        className="btn btn--primary btn--small"
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? "Uploading…" : `Upload ${what}`}
      </button>
      {busy ? (
        <progress max={1} value={progress} aria-label="Upload progress">
          {Math.round((progress ?? 0) * 100)}%
        </progress>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} className="form-notice form-notice--error" role="alert">
          {problem}
          {file ? ` (${file.name} is still chosen.)` : null}
        </p>
      ) : null}
    </form>
  );
}
