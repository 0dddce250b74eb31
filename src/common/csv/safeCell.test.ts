import { describe, expect, it } from "vitest";
import { safeCell } from "./safeCell";

describe("safeCell", () => {
  it.each([
    ['=HYPERLINK("http://evil","x")', '\'=HYPERLINK("http://evil","x")'],
    ["+1 555 0100", "'+1 555 0100"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\r=1", "'\r=1"],
    ["Plain text = fine", "Plain text = fine"],
  ])("neutralises %j", (input, expected) => {
    expect(safeCell(input)).toBe(expected);
  });

  it("writes nothing for null, ISO for dates, JSON for objects (neutralised too)", () => {
    expect(safeCell(null)).toBe("");
    expect(safeCell(undefined)).toBe("");
    expect(safeCell(new Date("2026-01-02T03:04:05Z"))).toBe("2026-01-02T03:04:05.000Z");
    expect(safeCell({ a: 1 })).toBe('{"a":1}');
    expect(safeCell(-5)).toBe("'-5");
  });
});
