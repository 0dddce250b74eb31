import { describe, expect, it } from "vitest";
import { formatCurrency, formatThousands } from "./numbers";

describe("formatThousands", () => {
  it.each([
    [12500, undefined, "12,500"],
    [0, undefined, "0"],
    [999, undefined, "999"],
    [1234567, undefined, "1,234,567"],
    [-12500, undefined, "-12,500"],
    [1234.56, undefined, "1,235"],
    [1234.5, 1, "1,234.5"],
    [Number.NaN, undefined, ""],
    [Number.POSITIVE_INFINITY, undefined, ""],
  ] as const)("%d (%j digits) -> %j", (value, digits, expected) => {
    expect(formatThousands(value, digits)).toBe(expected);
  });
});

describe("formatCurrency", () => {
  it("formats whole dollars by default", () => {
    expect(formatCurrency(12500)).toBe("$12,500");
    expect(formatCurrency(49.6)).toBe("$50");
  });

  it("formats cents when asked", () => {
    expect(formatCurrency(1234.5, { cents: true })).toBe("$1,234.50");
  });

  it("formats negatives and rejects non-finite values", () => {
    expect(formatCurrency(-50)).toBe("-$50");
    expect(formatCurrency(Number.NaN)).toBe("");
  });
});
