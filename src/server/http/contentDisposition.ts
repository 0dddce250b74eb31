/**
 * A Content-Disposition value any client reads and Node accepts for any file name (RFC 6266 with
 * RFC 5987's `filename*`): `filename="<ASCII fallback>"` for old clients, then the real name as
 * UTF-8, percent-encoded. A name put raw into a header fails outside Latin-1 (Node refuses the
 * header) and a quote or backslash in it would end the quoted string early.
 */
export function contentDisposition(filename: string, kind: "attachment" | "inline" = "attachment"): string {
  const name = filename.normalize("NFC");
  return `${kind}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** Printable ASCII only, without `"` and `\`: accents dropped where a letter remains, others "_". */
export function asciiFallback(name: string): string {
  const ascii = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]|["\\]/g, "_")
    .trim();
  return ascii || "download";
}

/** RFC 5987 attr-char: encodeURIComponent leaves ' ( ) * unescaped, which the grammar does not allow. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
