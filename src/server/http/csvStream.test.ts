import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { csvStream } from "./csvStream";

const rows = Array.from({ length: 25 }, (_, i) => ({ id: 25 - i, name: i === 0 ? "=cmd" : `row ${25 - i}` }));

/** Keyset pages over `rows` (newest = highest id first), counting the round trips. */
function pages() {
  const calls: number[] = [];
  const page = async (before: number | null, limit: number) => {
    calls.push(limit);
    return rows.filter((r) => before === null || r.id < before).slice(0, limit);
  };
  return { calls, page };
}

describe("csvStream", () => {
  it("streams every row in pages, header first, cells neutralised", async () => {
    const { page } = pages();
    const out = await text(
      csvStream(
        [
          ["id", (r) => r.id],
          ["name", (r) => r.name],
        ],
        page,
      ),
    );
    const lines = out.trim().split("\n");
    expect(lines).toHaveLength(26);
    // A neutralised cell is quoted too, so a semicolon-splitting reader keeps it whole.
    expect(lines.slice(0, 3)).toEqual(["id,name", `25,"'=cmd"`, "24,row 24"]);
  });

  it("stops at the row limit and says so in a last line", async () => {
    const { page, calls } = pages();
    const out = await text(csvStream([["id", (r) => r.id]], page, 10));
    const lines = out.trim().split("\n");
    expect(lines).toHaveLength(12);
    expect(lines[11]).toBe("Export stopped at 10 rows: narrow the filters for the rest.");
    expect(Math.max(...calls)).toBeLessThanOrEqual(10);
  });

  it("writes no such line when the rows end exactly at the limit", async () => {
    const { page } = pages();
    const out = await text(csvStream([["id", (r) => r.id]], page, 25));
    expect(out.trim().split("\n")).toHaveLength(26);
  });
});
