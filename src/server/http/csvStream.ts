import { pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { EXPORT_ROW_LIMIT } from "../../common/admin/listFilters";
import { CSV_NEUTRALISED_QUOTING, safeCell } from "../../common/csv/safeCell";
import { formatNumber } from "../../common/format/numbers";

/** Rows read from the database per round trip while the file streams out. */
const BATCH = 1000;

export type Column<Row> = [header: string, value: (row: Row) => unknown];

/**
 * Streams `rows` (keyset pages read one after the other, so memory stays at one page) as CSV with
 * every cell neutralised (safeCell). Past `rowLimit` (EXPORT_ROW_LIMIT) the file ends with a line saying so.
 */
export function csvStream<Row extends { id: number }>(
  columns: Column<Row>[],
  page: (before: number | null, limit: number) => Promise<Row[]>,
  rowLimit = EXPORT_ROW_LIMIT,
): Readable {
  async function* records() {
    yield columns.map(([header]) => header);
    let before: number | null = null;
    let sent = 0;
    while (sent < rowLimit) {
      const want = Math.min(BATCH, rowLimit - sent);
      const rows = await page(before, want);
      for (const row of rows) yield columns.map(([, value]) => safeCell(value(row)));
      sent += rows.length;
      if (rows.length < want) return;
      before = rows[rows.length - 1].id;
    }
    const more = await page(before, 1);
    if (more.length > 0) {
      yield [`Export stopped at ${formatNumber(rowLimit)} rows: narrow the filters for the rest.`];
    }
  }
  // pipeline, not pipe: a failed read destroys the output too, so the response is cut, not left hanging.
  const out = stringify(CSV_NEUTRALISED_QUOTING);
  pipeline(Readable.from(records()), out, () => {});
  return out;
}
