import { firstProblem, maxLength, plainText, required } from "../validation/rules";

/** A shared note's text: what the form and the server both check (one rule, one place). */
export const SHARED_NOTE_MAX_LENGTH = 5000;
export const SHARED_NOTE_EMPTY = "Write the note.";
/** Largest attachment, as the form says it and the server enforces it. */
export const SHARED_NOTE_FILE_MAX_MB = 10;
export const SHARED_NOTE_FILE_TYPES = "PDF, JPEG, PNG or WebP";

export function sharedNoteTextProblem(text: string): string | null {
  return firstProblem(text, required(SHARED_NOTE_EMPTY), maxLength(SHARED_NOTE_MAX_LENGTH), plainText);
}
