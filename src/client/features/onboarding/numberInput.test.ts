import { describe, expect, it } from "vitest";
import { amountText, parseAmount } from "./numberInput";

describe("parseAmount", () => {
  it("reads whole numbers with separators, spaces and a dollar sign", () => {
    expect(parseAmount("1,200", { integer: true })).toEqual({ value: 1200, valid: true });
    expect(parseAmount(" $55 ")).toEqual({ value: 55, valid: true });
    expect(parseAmount("55.5")).toEqual({ value: 55.5, valid: true });
  });

  it("an empty field is no value, not a mistake", () => {
    expect(parseAmount("  ")).toEqual({ value: null, valid: true });
  });

  it("refuses words, negatives, too many decimals and decimals where whole numbers are asked", () => {
    expect(parseAmount("abc").valid).toBe(false);
    expect(parseAmount("-5").valid).toBe(false);
    expect(parseAmount("5.555").valid).toBe(false);
    expect(parseAmount("2.5", { integer: true }).valid).toBe(false);
  });
});

describe("amountText", () => {
  it("shows cents only when there are some", () => {
    expect(amountText(55)).toBe("55");
    expect(amountText(67.5)).toBe("67.50");
    expect(amountText(null)).toBe("");
  });
});
