import { stringify } from "csv-stringify/sync";
import { CSV_NEUTRALISED_QUOTING, safeCell } from "../../../common/csv/safeCell";

/**
 * Rows as CSV text (RFC 4180 quoting, CRLF), every cell neutralised against formula injection
 * (safeCell, OWASP) and every neutralised cell quoted. Every CSV this app writes goes through here
 * or csvStream: the template, the per-row reports and the admin exports.
 */
export function csvLines(rows: readonly (readonly unknown[])[]): string {
  return stringify(
    rows.map((row) => row.map(safeCell)),
    { record_delimiter: "windows", ...CSV_NEUTRALISED_QUOTING },
  );
}
