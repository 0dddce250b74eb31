import { describe, expect, it } from "vitest";
import { looksLikeFormula, safeCell } from "./safeCell";

describe("safeCell", () => {
  // OWASP's CSV injection cases: a formula first, or after a separator a spreadsheet may split on.
  it.each([
    ['=HYPERLINK("http://evil","x")', '\'=HYPERLINK("http://evil","x")'],
    ["=1+1", "'=1+1"],
    ["+1 555 0100", "'+1 555 0100"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\r=1", "'\r=1"],
    ["a;=1+1", "'a;=1+1"],
    ["a,=1+1", "'a,=1+1"],
    ["a\t=1+1", "'a\t=1+1"],
    ["x;+cmd|' /C calc'!A0", "'x;+cmd|' /C calc'!A0"],
    ["x;-2+3", "'x;-2+3"],
    ["x;@SUM(A1)", "'x;@SUM(A1)"],
    ["x,\tcmd", "'x,\tcmd"],
    ["x;\r=1", "'x;\r=1"],
  ])("neutralises %j", (input, expected) => {
    expect(looksLikeFormula(input)).toBe(true);
    expect(safeCell(input)).toBe(expected);
  });

  it.each([
    "Plain text = fine",
    "Floor 7, Suite 700",
    "a; b",
    "1,500 sq ft",
    "email@example.com",
    "2026-01-02",
    "",
  ])("leaves %j as it is", (input) => {
    expect(looksLikeFormula(input)).toBe(false);
    expect(safeCell(input)).toBe(input);
  });

  it("writes nothing for null, ISO for dates, JSON for objects (neutralised too)", () => {
    expect(safeCell(null)).toBe("");
    expect(safeCell(undefined)).toBe("");
    expect(safeCell(new Date("2026-01-02T03:04:05Z"))).toBe("2026-01-02T03:04:05.000Z");
    expect(safeCell({ a: 1 })).toBe('{"a":1}');
    expect(safeCell(-5)).toBe("'-5");
  });
});
