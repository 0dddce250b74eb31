/**
 * What a vendor reads for a row's outcome, on the page and in the downloaded report alike, in the
 * summary's terms: "imported or already up to date" (SUCCESS, DUPLICATE) against "not imported"
 * (ERROR, DEAD: the import's failedRows), and rows still waiting their turn.
 */
export const CSV_ROW_STATUS_LABELS = {
  SUCCESS: "Imported",
  DUPLICATE: "Already up to date",
  ERROR: "Refused",
  DEAD: "Failed",
  PENDING: "Waiting",
} as const;

export type CsvRowStatusCode = keyof typeof CSV_ROW_STATUS_LABELS;

/** The rows the summary counts as not imported; "Only rows that were not imported" shows these. */
export const NOT_IMPORTED_ROW_STATUSES = ["ERROR", "DEAD"] as const;
