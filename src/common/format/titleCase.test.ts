import { describe, expect, it } from "vitest";
import { titleCase } from "./titleCase";

describe("titleCase", () => {
  it.each([
    ["new york", "New York"],
    ["THREE_TO_FIVE_YEARS", "Three to Five Years"],
    ["OFFERS_IN", "Offers In"],
    ["washington d.c.", "Washington D.C."],
    ["wilkes-barre", "Wilkes-Barre"],
    ["  fort   LAUDERDALE ", "Fort Lauderdale"],
    ["the office", "The Office"],
    ["", ""],
  ])("%j -> %j", (input, expected) => {
    expect(titleCase(input)).toBe(expected);
  });
});
