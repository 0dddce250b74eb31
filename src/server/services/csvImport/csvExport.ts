import { stringify } from "csv-stringify/sync";

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) is written
 * with a leading apostrophe, so the text shows as typed and nothing runs (OWASP "CSV injection").
 * Every CSV this app writes goes through here: the template and the per-row reports.
 */
export function neutralizeCell(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Rows as CSV text (RFC 4180 quoting, CRLF), every cell neutralised. */
export function csvLines(rows: readonly (readonly unknown[])[]): string {
  return stringify(
    rows.map((row) => row.map(neutralizeCell)),
    { record_delimiter: "windows" },
  );
}
