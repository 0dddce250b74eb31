import { describe, expect, it } from "vitest";
import {
  BUILDING_FIELDS,
  CONTACT_FIELDS,
  changeProblems,
  fieldProblem,
  LISTING_FIELDS,
  normalizeValue,
  textOf,
  valueOfText,
} from "./fieldRules";

/** The rules the drawer, the save mutations and the importer's validate stage share (issue 12). */
describe("editable field rules", () => {
  it("refuses values out of range, of the wrong kind or not in the enumeration", () => {
    expect(fieldProblem(LISTING_FIELDS.squareFeet, 0)).toBe("Enter a number from 1 to 10,000,000.");
    expect(fieldProblem(LISTING_FIELDS.squareFeet, 12.5)).toBe("Enter a whole number.");
    expect(fieldProblem(LISTING_FIELDS.squareFeet, null)).toBe("This field cannot be empty.");
    expect(fieldProblem(LISTING_FIELDS.maxOccupancy, null)).toBeNull();
    expect(fieldProblem(LISTING_FIELDS.status, "SOLD")).toBe("Choose one of the listed values.");
    expect(fieldProblem(LISTING_FIELDS.accuratePsf, -1)).toBe("Enter a number from 0 to 10,000.");
    expect(fieldProblem(LISTING_FIELDS.dateAvailable, "2026-02-30")).toBe("Enter a date like 2026-05-14.");
    expect(fieldProblem(LISTING_FIELDS.floorAndSuite, "3\n4")).toBe("Use one line of plain text.");
    expect(fieldProblem(LISTING_FIELDS.tour3dModelId, "../x")).toMatch(/model id/);
    expect(fieldProblem(LISTING_FIELDS.amenities, ["Gym", ""])).toBe("This field cannot be empty.");
    expect(fieldProblem(BUILDING_FIELDS.yearBuilt, 1600)).toBe("Enter a number from 1,700 to 2,100.");
    expect(fieldProblem(CONTACT_FIELDS.email, "not-an-address")).toMatch(/e-mail address/);
    expect(fieldProblem(CONTACT_FIELDS.displayName, "  ")).toBe("This field cannot be empty.");
  });

  it("names unknown fields, so neither a form nor a CSV can write a column it should not", () => {
    expect(changeProblems(LISTING_FIELDS, { identity: "x", squareFeet: 10 })).toEqual([
      { field: "identity", message: "This field cannot be changed here." },
    ]);
    expect(changeProblems(LISTING_FIELDS, { constructor: 1 })).toHaveLength(1);
  });

  it("reads a field's text as the value to save, and shows a value as text", () => {
    expect(valueOfText(LISTING_FIELDS.squareFeet, "1,200")).toBe(1200);
    expect(valueOfText(LISTING_FIELDS.squareFeet, "12a")).toBeNaN();
    expect(valueOfText(LISTING_FIELDS.accuratePsf, "$64.50")).toBe(64.5);
    expect(valueOfText(LISTING_FIELDS.accuratePsf, "")).toBeNull();
    expect(valueOfText(LISTING_FIELDS.hasWetPantry, "false")).toBe(false);
    expect(valueOfText(LISTING_FIELDS.amenities, "Gym, , Roof deck")).toEqual(["Gym", "Roof deck"]);
    expect(valueOfText(LISTING_FIELDS.brokerNotes, "  ")).toBeNull();
    expect(textOf(["Gym", "Roof deck"])).toBe("Gym, Roof deck");
    expect(textOf(null)).toBe("");
    expect(normalizeValue(LISTING_FIELDS.brokerNotes, "  Call Ann ")).toBe("Call Ann");
  });
});
