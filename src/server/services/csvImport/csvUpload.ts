import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { CsvError, parse } from "csv-parse";
import { eq, sql } from "drizzle-orm";
import {
  brokerOnlyColumnProblem,
  CSV_ADDRESS_COLUMNS,
  CSV_MAX_BYTES,
  CSV_MAX_ROW_CHARS,
  CSV_MAX_ROWS,
  CSV_REQUIRED_COLUMNS,
  columnOf,
} from "../../../common/csvImport/csvColumns";
import { formatNumber } from "../../../common/format/numbers";
import type { Database } from "../../db/client";
import { csvImports } from "../../db/schema/csvImports";
import { importerJobs } from "../../db/schema/importerJobs";
import { refuseCsvImport } from "./refuseCsvImport";

/**
 * Rows written per statement (and per transaction) while the file is read. On PGlite each statement
 * holds the process: 1,000 rows of a 50 MB file took up to 200 ms, 250 stay near 50 ms.
 */
export const CSV_INSERT_BATCH = 250;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export type CsvFileProblem = "NOT_CSV" | "BAD_HEADER" | "NO_ROWS" | "TOO_MANY_ROWS" | "TOO_LARGE";

/** The file as a whole is refused: nothing of it is imported. */
export class CsvFileError extends Error {
  constructor(
    readonly problem: CsvFileProblem,
    message: string,
    /** The file's line the problem is on, when one is. */
    readonly line: number | null = null,
  ) {
    super(message);
  }
}

export const NOT_CSV_MESSAGE =
  "This file is not a CSV file. Save the spreadsheet as CSV (UTF-8) and upload it again.";
export const NO_ROWS_MESSAGE = "The file has a header but no rows to import.";
export const tooManyRowsMessage = (maxRows: number) =>
  `The file has more than ${formatNumber(maxRows)} rows. Split it into smaller files.`;
export const TOO_LARGE_MESSAGE = `The file is too large: at most ${CSV_MAX_BYTES / 1024 / 1024} MB.`;

export type CsvUploadTarget = { vendorId: number; vendorName: string; userId: number; filename: string };

/** The columns of a header row, or the message refusing it. */
export function readHeader(header: string[]): string[] | string {
  if (header.length === 0 || header.every((h) => !h.trim())) {
    return "The first line must name the columns. Download the template to see them.";
  }
  const columns: string[] = [];
  const unknown: string[] = [];
  for (const cell of header) {
    const brokerOnly = brokerOnlyColumnProblem(cell);
    if (brokerOnly) return brokerOnly;
    const column = columnOf(cell);
    if (!column) unknown.push(cell.trim() || "(empty)");
    else if (columns.includes(column)) return `The column "${cell.trim()}" appears twice.`;
    else columns.push(column);
  }
  if (unknown.length > 0) {
    const names = unknown
      .slice(0, 5)
      .map((u) => `"${u.slice(0, 40)}"`)
      .join(", ");
    return `Unknown column${unknown.length > 1 ? "s" : ""} ${names}. Use the column names of the template.`;
  }
  const missing = CSV_REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  const findsBuilding =
    columns.includes("buildingId") || CSV_ADDRESS_COLUMNS.every((c) => columns.includes(c));
  if (!findsBuilding) missing.push(...(CSV_ADDRESS_COLUMNS.filter((c) => !columns.includes(c)) as never[]));
  if (missing.length > 0) return `Missing column${missing.length > 1 ? "s" : ""}: ${missing.join(", ")}.`;
  return columns;
}

/** Refuses binary files (a spreadsheet's .xlsx, a picture) and counts bytes as they pass. */
function csvGate(maxBytes: number): Transform {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) return done(new CsvFileError("TOO_LARGE", TOO_LARGE_MESSAGE));
      if (chunk.includes(0)) return done(new CsvFileError("NOT_CSV", NOT_CSV_MESSAGE));
      done(null, chunk);
    },
  });
}

type PendingRow = { lineNumber: number; input: Record<string, unknown> };

/**
 * Reads an uploaded CSV as a stream (never whole) and writes every data row as an importer job
 * (record type Listing, no record id: listingUpsertStages.ts) with its line in the file. Rows are
 * written CSV_INSERT_BATCH at a time, each batch in one transaction with the import's total_rows, so
 * the count never includes a row that is not stored; reading waits for each write (backpressure).
 * A refused file (not CSV, bad header, too many rows, too large) leaves its import FAILED with the
 * reason and none of its rows. Cells are kept as the text they are: a formula is never evaluated
 * here, and every export neutralises it (csvExport.ts).
 */
export async function receiveCsvFile(
  database: Database,
  target: CsvUploadTarget,
  source: Readable,
  options: { maxRows?: number; maxBytes?: number } = {},
): Promise<{ id: number; uuid: string; totalRows: number }> {
  const maxRows = options.maxRows ?? CSV_MAX_ROWS;
  const db = database.db;
  const [created] = await db
    .insert(csvImports)
    .values({ vendorId: target.vendorId, filename: target.filename, createdById: target.userId })
    .returning({ id: csvImports.id, uuid: csvImports.uuid });
  const importId = created.id;

  const flush = async (rows: PendingRow[]) => {
    if (rows.length === 0) return;
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(importerJobs)
        .values(
          rows.map((r) => ({
            recordType: "Listing" as const,
            recordId: null,
            input: r.input,
            sourceName: target.vendorName,
            createdById: target.userId,
            vendorId: target.vendorId,
            csvImportId: importId,
            lineNumber: r.lineNumber,
            lastStage: "queued",
          })),
        )
        .onConflictDoNothing()
        .returning({ id: importerJobs.id });
      await tx
        .update(csvImports)
        .set({ totalRows: sql`${csvImports.totalRows} + ${inserted.length}` })
        .where(eq(csvImports.id, importId));
    });
  };

  let totalRows = 0;
  /**
   * Where the parser's last complete record ended (its line and the empty lines so far), tracked as
   * it parses rather than as rows are read here: a failure ends the stream before the records it
   * parsed are read. A quote never closed opened on the next non-empty line.
   */
  const parsedUpTo = { lines: 0, emptyLines: 0 };
  try {
    const parser = parse({
      on_record: (record: string[], context: { lines: number; empty_lines: number }) => {
        parsedUpTo.lines = context.lines;
        parsedUpTo.emptyLines = context.empty_lines;
        return record;
      },
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: CSV_MAX_ROW_CHARS,
      info: true,
    });
    const reading = pipeline(source, csvGate(options.maxBytes ?? CSV_MAX_BYTES), parser);
    let columns: string[] | null = null;
    let lastLine = 0;
    let lastEmpty = 0;
    let batch: PendingRow[] = [];
    try {
      for await (const { record, info } of parser as AsyncIterable<{
        record: string[];
        info: { lines: number; empty_lines: number };
      }>) {
        const lineNumber = lastLine + 1 + (info.empty_lines - lastEmpty);
        lastLine = info.lines;
        lastEmpty = info.empty_lines;
        if (!columns) {
          const header = readHeader(record);
          if (typeof header === "string") throw new CsvFileError("BAD_HEADER", header);
          columns = header;
          continue;
        }
        if (++totalRows > maxRows) throw new CsvFileError("TOO_MANY_ROWS", tooManyRowsMessage(maxRows));
        const cells: Record<string, string> = {};
        columns.forEach((column, i) => {
          if (record[i]) cells[column] = record[i];
        });
        const input: Record<string, unknown> = { cells };
        if (record.length !== columns.length) {
          input.cellCount = record.length;
          input.headerCount = columns.length;
        }
        batch.push({ lineNumber, input });
        if (batch.length >= CSV_INSERT_BATCH) {
          await flush(batch);
          // Parsed rows already buffered are read without a turn of the event loop (microtasks
          // only): without this, several writes in a row held /health for a second on PGlite.
          await yieldToEventLoop();
          batch = [];
        }
      }
      await flush(batch);
      await reading;
    } catch (err) {
      // Stop the upload stream (and its parser) without waiting for the rest of the body.
      source.destroy();
      await reading.catch(() => {});
      throw err;
    }
    if (!columns) throw new CsvFileError("BAD_HEADER", NOT_CSV_MESSAGE);
    if (totalRows === 0) throw new CsvFileError("NO_ROWS", NO_ROWS_MESSAGE);
  } catch (err) {
    const fileError = asFileError(err, parsedUpTo);
    await refuseCsvImport(
      database,
      importId,
      fileError?.message ?? "The upload stopped before the end of the file.",
    );
    throw fileError ?? err;
  }
  await db.update(csvImports).set({ status: "PROCESSING" }).where(eq(csvImports.id, importId));
  return { id: importId, uuid: created.uuid, totalRows };
}

/** What is wrong with the file's quotes or rows, by the parser's code (csv-parse's CsvError). */
const CSV_PROBLEMS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted cell is never closed. Close it with a quote (")',
  INVALID_OPENING_QUOTE:
    'a quote (") appears inside a cell that does not start with one. Put the whole cell in quotes and write the quote twice ("")',
  CSV_INVALID_CLOSING_QUOTE:
    'a quoted cell goes on after its closing quote. Write a quote inside a quoted cell twice ("")',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE:
    'a quoted cell goes on after its closing quote. Write a quote inside a quoted cell twice ("")',
  CSV_MAX_RECORD_SIZE: "a row is too long",
};

/**
 * A parser's complaint as the file's refusal, with its line ("The file could not be read as CSV at
 * line 12: ..."), or null for other failures. csv-parse's codes do not all start with CSV_
 * (INVALID_OPENING_QUOTE does not): every CsvError is the file's fault, never a server error.
 * An unclosed quote is only noticed at the end of the file; it opened on the next non-empty line
 * after the last complete record (`parsedUpTo`).
 */
export function asFileError(
  err: unknown,
  parsedUpTo: { lines: number; emptyLines: number } = { lines: 0, emptyLines: 0 },
): CsvFileError | null {
  if (err instanceof CsvFileError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  const fromParser =
    err instanceof CsvError ||
    (typeof code === "string" && (code.startsWith("CSV_") || code in CSV_PROBLEMS));
  if (!fromParser) return null;
  const csvError = err as { code: string; lines?: unknown; empty_lines?: unknown };
  let line = typeof csvError.lines === "number" ? csvError.lines : null;
  if (csvError.code === "CSV_QUOTE_NOT_CLOSED") {
    // The parser reports where the file ended; the quote opened after the last complete record.
    const empty = typeof csvError.empty_lines === "number" ? csvError.empty_lines : parsedUpTo.emptyLines;
    line = parsedUpTo.lines + 1 + Math.max(0, empty - parsedUpTo.emptyLines);
  }
  const where = line ? ` at line ${line}` : "";
  const detail = CSV_PROBLEMS[csvError.code] ?? "its quotes or separators are not valid CSV";
  return new CsvFileError("NOT_CSV", `The file could not be read as CSV${where}: ${detail}.`, line);
}
