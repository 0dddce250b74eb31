import { firstProblem, oneLine, type Rule } from "../validation/rules";

/**
 * A photo's caption, which is also its alt text: what the photo editor and `setPhotoCaption` both
 * check (one rule, one place). Empty removes the caption.
 */
export const PHOTO_CAPTION_MAX_LENGTH = 200;
export const PHOTO_CAPTION_TOO_LONG = `A caption has at most ${PHOTO_CAPTION_MAX_LENGTH} characters.`;

/** Counted as the server stores it: trimmed. */
export const photoCaptionLength = (caption: string) => caption.trim().length;

const notTooLong: Rule = (caption) =>
  photoCaptionLength(caption) > PHOTO_CAPTION_MAX_LENGTH ? PHOTO_CAPTION_TOO_LONG : null;

export function photoCaptionProblem(caption: string): string | null {
  return firstProblem(caption, notTooLong, oneLine);
}
