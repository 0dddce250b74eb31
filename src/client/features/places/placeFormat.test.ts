import { describe, expect, it } from "vitest";
import {
  booleanLabel,
  enumLabel,
  formatDate,
  monthlyLabel,
  naturalLightLabel,
  paragraphs,
  propertyTypeNoun,
  psfLabel,
  yesNoLabel,
} from "./placeFormat";

describe("listing formats", () => {
  it("labels enumeration values, title-casing unknown ones", () => {
    expect(enumLabel({ DIRECT: "Direct Lease" }, "DIRECT")).toBe("Direct Lease");
    expect(enumLabel({}, "LICENSE_AGREEMENT")).toBe("License Agreement");
    expect(enumLabel({}, null)).toBeNull();
    expect(naturalLightLabel("NONE")).toBe("No natural light");
    expect(naturalLightLabel("VERY_GOOD")).toBe("Very Good");
  });

  it("leaves out what is unknown", () => {
    expect(yesNoLabel("UNKNOWN")).toBeNull();
    expect(yesNoLabel("PARTIALLY")).toBe("Partially");
    expect(booleanLabel(null)).toBeNull();
    expect(booleanLabel(false)).toBe("No");
  });

  it("formats prices like the search cards", () => {
    expect(psfLabel(64.5)).toBe("$64.50 /SF/yr");
    expect(psfLabel(65)).toBe("$65 /SF/yr");
    expect(psfLabel(null)).toBeNull();
    expect(monthlyLabel(24187.5)).toBe("$24,188 /mo");
  });

  it("formats dates in UTC so server and browser agree", () => {
    expect(formatDate("2025-03-01")).toBe("Mar 1, 2025");
    expect(formatDate("2025-01-10T23:30:00.000Z")).toBe("Jan 10, 2025");
    expect(formatDate("soon")).toBe("soon");
  });

  it("splits free text into paragraphs", () => {
    expect(paragraphs("One.\n\n  Two.\n\n\n")).toEqual(["One.", "Two."]);
    expect(paragraphs(null)).toEqual([]);
  });

  it("names the kind of space", () => {
    expect(propertyTypeNoun("OFFICE")).toBe("office");
    expect(propertyTypeNoun("RETAIL")).toBe("retail space");
    expect(propertyTypeNoun("INDUSTRIAL")).toBe("industrial space");
  });
});
