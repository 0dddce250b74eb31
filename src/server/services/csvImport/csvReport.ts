import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { CSV_COLUMNS } from "../../../common/csvImport/csvColumns";
import { CSV_TEMPLATE_EXAMPLE } from "../../../common/csvImport/csvRowSchema";
import { CSV_ROW_STATUS_LABELS, NOT_IMPORTED_ROW_STATUSES } from "../../../common/csvImport/csvRowStatus";
import { IMPORTER_JOB_STATUSES } from "../../../common/enums";
import type { Db } from "../../db/client";
import { importerJobs } from "../../db/schema/importerJobs";
import { csvLines } from "./csvExport";

/** The template: the header and one example row every rule accepts. */
export function csvTemplate(): string {
  return csvLines([CSV_COLUMNS, CSV_COLUMNS.map((c) => CSV_TEMPLATE_EXAMPLE[c] ?? "")]);
}

export const REPORT_HEADER = ["line", "status", "messages", "floorAndSuite", "address", "listingId"];
const REPORT_PAGE = 1000;

/** What a row's status reads as in the report and on the page while its job runs. */
export const CSV_ROW_STATUSES = ["PENDING", ...IMPORTER_JOB_STATUSES] as const;
export type CsvRowStatus = (typeof CSV_ROW_STATUSES)[number];
export const rowStatus = (status: Exclude<CsvRowStatus, "PENDING"> | null): CsvRowStatus =>
  status ?? "PENDING";

/**
 * An import's per-row report, page by page (keyset on the line number), so a 100,000-row report is
 * never in memory whole. Cells the vendor wrote are neutralised like every export.
 */
export async function* csvReportChunks(db: Db, csvImportId: number): AsyncGenerator<string> {
  yield csvLines([REPORT_HEADER]);
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        lineNumber: importerJobs.lineNumber,
        status: importerJobs.status,
        errors: importerJobs.errors,
        input: importerJobs.input,
        listingId: importerJobs.listingId,
      })
      .from(importerJobs)
      .where(and(eq(importerJobs.csvImportId, csvImportId), gt(importerJobs.lineNumber, after)))
      .orderBy(asc(importerJobs.lineNumber))
      .limit(REPORT_PAGE);
    if (rows.length === 0) return;
    yield csvLines(
      rows.map((r) => {
        const cells = (r.input.cells ?? {}) as Record<string, string>;
        return [
          r.lineNumber,
          CSV_ROW_STATUS_LABELS[rowStatus(r.status)],
          r.errors.map((e) => e.error).join("; "),
          cells.floorAndSuite ?? "",
          cells.address ?? (cells.buildingId ? `building ${cells.buildingId}` : ""),
          r.listingId ?? "",
        ];
      }),
    );
    after = rows[rows.length - 1].lineNumber ?? after;
    if (rows.length < REPORT_PAGE) return;
  }
}

export type CsvRowResult = {
  lineNumber: number;
  status: CsvRowStatus;
  messages: string[];
  listingId: string | null;
};

/** Most rows one page of the report may hold (GraphQL). */
export const CSV_ROWS_PAGE_MAX = 100;

/** One page of an import's rows in line order, after `afterLine`; `onlyProblems` keeps the rows not imported. */
export async function csvRowsPage(
  db: Db,
  csvImportId: number,
  options: { afterLine: number; limit: number; onlyProblems: boolean },
): Promise<{ rows: CsvRowResult[]; nextAfterLine: number | null }> {
  const limit = Math.min(Math.max(options.limit, 1), CSV_ROWS_PAGE_MAX);
  const rows = await db
    .select({
      lineNumber: importerJobs.lineNumber,
      status: importerJobs.status,
      errors: importerJobs.errors,
      listingId: importerJobs.listingId,
    })
    .from(importerJobs)
    .where(
      and(
        eq(importerJobs.csvImportId, csvImportId),
        gt(importerJobs.lineNumber, options.afterLine),
        options.onlyProblems ? inArray(importerJobs.status, [...NOT_IMPORTED_ROW_STATUSES]) : undefined,
      ),
    )
    .orderBy(asc(importerJobs.lineNumber))
    .limit(limit + 1);
  const page = rows.slice(0, limit).map((r) => ({
    lineNumber: r.lineNumber ?? 0,
    status: rowStatus(r.status),
    messages: r.errors.map((e) => e.error),
    listingId: r.listingId === null ? null : String(r.listingId),
  }));
  return { rows: page, nextAfterLine: rows.length > limit ? (page.at(-1)?.lineNumber ?? null) : null };
}
