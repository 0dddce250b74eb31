/**
 * What an uploaded file is, decided from its first bytes (magic numbers), never from its name or the
 * type the browser declared: a PNG renamed .exe is a PNG, and a script named photo.jpg is refused.
 */

export type ImageType = "image/jpeg" | "image/png" | "image/webp";
export type NoteFileType = ImageType | "application/pdf";

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/** JPEG, PNG or WebP by content, else null. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return "image/webp";
  }
  return null;
}

/** A note's attachment: an image or a PDF ("%PDF-"), by content. */
export function sniffNoteFileType(bytes: Buffer): NoteFileType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf";
  return sniffImageType(bytes);
}

export const EXTENSION_OF: Record<NoteFileType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "application/pdf": "pdf",
};

/**
 * The client's file name, kept only as a label (never in a storage key or a path): the last path
 * segment, without control or reserved characters, at most 120 characters; "file" when nothing is left.
 */
export function sanitizeFilename(name: string | undefined | null): string {
  const base = (name ?? "").split(/[/\\]/).pop() ?? "";
  const cleaned = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, "")
    .replace(/^\.+/, "")
    .trim()
    .slice(0, 120);
  return cleaned || "file";
}
