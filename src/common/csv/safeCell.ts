/**
 * A cell a spreadsheet would run as a formula starts with one of these (OWASP "CSV injection"):
 * =, +, -, @, a tab or a carriage return. Prefixing a single quote makes it text in Excel, Sheets and
 * LibreOffice while the value stays readable.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text for one exported cell: null is empty, objects are JSON, formulas are neutralised. */
export function safeCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === "object"
        ? JSON.stringify(value)
        : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}
