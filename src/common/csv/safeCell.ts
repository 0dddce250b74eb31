/**
 * OWASP "CSV injection": a spreadsheet runs a cell as a formula when it starts with =, +, -, @, a
 * tab or a carriage return. A cell may also hide one after a separator: `a;=1+1` is one cell in a
 * comma file, but a spreadsheet of a semicolon locale (or one splitting on tabs) reads a second cell
 * `=1+1` out of it. Both kinds get a leading single quote (Excel, Sheets and LibreOffice then show
 * the text as typed) and must be written quoted (CSV_NEUTRALISED_QUOTING), so no reader splits them.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const FORMULA_AFTER_SEPARATOR = /[,;\t][=+\-@\t\r]/;

/** Whether a cell's text would run (or hide) a formula in a spreadsheet. */
export function looksLikeFormula(text: string): boolean {
  return FORMULA_START.test(text) || FORMULA_AFTER_SEPARATOR.test(text);
}

/** The text of one cell, neutralised: a leading `'` when it looks like a formula. */
export function neutralizeText(text: string): string {
  return looksLikeFormula(text) ? `'${text}` : text;
}

/**
 * csv-stringify's option that quotes every neutralised cell (and any other starting with `'`), so
 * a semicolon- or tab-splitting reader keeps `'a;=1+1` as one cell.
 */
export const CSV_NEUTRALISED_QUOTING = { quoted_match: /^'/ } as const;

/** Text for one exported cell: null is empty, objects are JSON, formulas are neutralised. */
export function safeCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === "object"
        ? JSON.stringify(value)
        : String(value);
  return neutralizeText(text);
}
