import { describe, expect, it } from "vitest";
import { formatCurrency, formatNumber, formatThousands } from "./numbers";

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

describe("formatNumber", () => {
  it("drops trailing zeros and rejects non-finite values", () => {
    expect(formatNumber(2447.9, 1)).toBe("2,447.9");
    expect(formatNumber(3.04, 1)).toBe("3");
    expect(formatNumber(12500)).toBe("12,500");
    expect(formatNumber(1.2345)).toBe("1.235");
    expect(formatNumber(Number.NaN)).toBe("");
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

describe("written by hand, as Intl writes them", () => {
  const values = [
    0,
    -0,
    4e-7,
    5e-7,
    -5e-7,
    9.99e-7,
    1e-6,
    0.4,
    -0.4,
    0.5,
    -0.5,
    1.005,
    2.675,
    0.125,
    -0.125,
    999.5,
    999.995,
    1000,
    12_499.5,
    1e6 - 0.5,
    123_456_789.987,
    -98_765.4321,
    2 ** 53,
    1e20 + 1,
    1e21,
    -3.4e22,
    Number.MAX_VALUE,
    Number.EPSILON,
  ];
  // A deterministic spread of magnitudes and fractions (a linear congruential sequence).
  let seed = 12_345;
  for (let i = 0; i < 2_000; i++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    values.push(((seed / 2 ** 31) * 2 - 1) * 10 ** (i % 12));
  }

  it("formatThousands at 0 to 8 decimals", () => {
    for (const digits of [0, 1, 2, 3, 5, 6, 8]) {
      const intl = new Intl.NumberFormat("en-US", {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      for (const value of values)
        expect([value, formatThousands(value, digits)]).toEqual([value, intl.format(value)]);
    }
  });

  it("formatNumber at up to 0 to 3 decimals, as toLocaleString writes it", () => {
    for (const digits of [0, 1, 2]) {
      const intl = new Intl.NumberFormat("en-US", { maximumFractionDigits: digits });
      expect(values.map((value) => formatNumber(value, digits))).toEqual(values.map((v) => intl.format(v)));
    }
    expect(values.map((value) => formatNumber(value))).toEqual(values.map((v) => v.toLocaleString("en-US")));
  });

  it("formatCurrency in dollars and in cents", () => {
    for (const cents of [false, true]) {
      const digits = cents ? 2 : 0;
      const intl = new Intl.NumberFormat("en-US", {
        style: "currency",
        currency: "USD",
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      for (const value of values)
        expect([value, formatCurrency(value, { cents })]).toEqual([value, intl.format(value)]);
    }
  });
});
