import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvLines } from "./csvExport";

describe("csvLines", () => {
  it("quotes every neutralised cell, so a semicolon-splitting spreadsheet keeps it whole", () => {
    const text = csvLines([
      ["a;=1+1", "plain", "=SUM(A1)", "b\t-2"],
      [7, null, "x;y", "'quoted already"],
    ]);
    expect(text).toBe(`"'a;=1+1",plain,"'=SUM(A1)","'b\t-2"\r\n7,,x;y,"'quoted already"\r\n`);
    // Read as a semicolon-separated file, no cell starts with a formula character.
    const cells = parse(text, { delimiter: ";", relax_column_count: true, relax_quotes: true }).flat();
    for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });
});
