import { useState } from "react";
import { FormNotice } from "../../ui/FormNotice";

export const CHANGE_NOT_SAVED = "That change was not saved. Please try again.";

/**
 * What the photo and floor-plan lists share about a change: run it, re-read the list, then say
 * what happened in a polite live region; a failure is shown (and the list left as saved).
 */
export function useMediaChanges(onChanged: () => Promise<void>) {
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");

  async function changed(done: string) {
    await onChanged();
    setAnnouncement(done);
  }

  /** Answers whether the change was saved. */
  async function run(action: () => Promise<unknown>, done: string, failed = CHANGE_NOT_SAVED) {
    setProblem(null);
    try {
      await action();
    } catch {
      setProblem(failed);
      return false;
    }
    await changed(done);
    return true;
  }

  const status = (
    <>
      {problem ? <FormNotice tone="error">{problem}</FormNotice> : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </>
  );
  return { run, changed, status };
}
