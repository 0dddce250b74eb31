import { describe, expect, it } from "vitest";
import { DEFAULT_SPACE_FORM, parseSpaceForm, type SpaceForm } from "./spaceCalculatorInput";

const form = (changes: Partial<SpaceForm>): SpaceForm => ({ ...DEFAULT_SPACE_FORM, ...changes });

function errorsOf(changes: Partial<SpaceForm>) {
  const outcome = parseSpaceForm(form(changes));
  if (outcome.ok) throw new Error("expected errors");
  return outcome.errors;
}

describe("parseSpaceForm", () => {
  it("accepts the defaults", () => {
    const outcome = parseSpaceForm(DEFAULT_SPACE_FORM);
    expect(outcome).toEqual({
      ok: true,
      inputs: {
        headcount: 25,
        workStyle: "MIXED",
        privateOffices: 2,
        smallConferenceRooms: 1,
        mediumConferenceRooms: 1,
        largeConferenceRooms: 0,
        phoneBooths: 2,
        kitchen: true,
        reception: true,
        growthPercent: 20,
      },
    });
  });

  it("reads thousands separators and surrounding spaces", () => {
    const outcome = parseSpaceForm(form({ headcount: " 1,200 " }));
    expect(outcome.ok && outcome.inputs.headcount).toBe(1200);
  });

  it("explains an empty, zero, negative, fractional or absurd headcount", () => {
    expect(errorsOf({ headcount: "" }).headcount).toBe("Enter how many people will work in the office.");
    expect(errorsOf({ headcount: "0" }).headcount).toBe("Headcount must be at least 1.");
    expect(errorsOf({ headcount: "-4" }).headcount).toBe("Headcount can't be negative.");
    expect(errorsOf({ headcount: "12.5" }).headcount).toBe("Enter the headcount as a whole number, e.g. 25.");
    expect(errorsOf({ headcount: "1e9" }).headcount).toBe("Enter the headcount as a whole number, e.g. 25.");
    expect(errorsOf({ headcount: "abc" }).headcount).toBe("Enter the headcount as a whole number, e.g. 25.");
    expect(errorsOf({ headcount: "10001" }).headcount).toBe(
      "This calculator plans offices for up to 10,000 people.",
    );
  });

  it("explains bad room counts, naming the field", () => {
    expect(errorsOf({ phoneBooths: "-1" }).phoneBooths).toBe("Phone booths can't be negative.");
    expect(errorsOf({ smallConferenceRooms: "" }).smallConferenceRooms).toBe(
      "Enter a number of small conference rooms (0 for none).",
    );
    expect(errorsOf({ largeConferenceRooms: "2.5" }).largeConferenceRooms).toBe(
      "Enter large conference rooms as a whole number.",
    );
    expect(errorsOf({ mediumConferenceRooms: "501" }).mediumConferenceRooms).toBe(
      "Medium conference rooms: at most 500.",
    );
  });

  it("treats empty growth as none and refuses negative or absurd growth", () => {
    const outcome = parseSpaceForm(form({ growthPercent: "" }));
    expect(outcome.ok && outcome.inputs.growthPercent).toBe(0);
    expect(errorsOf({ growthPercent: "-10" }).growthPercent).toBe(
      "Growth can't be negative; enter 0 for no growth.",
    );
    expect(errorsOf({ growthPercent: "501" }).growthPercent).toMatch(/above 500%/);
  });

  it("refuses more private offices than seats after growth", () => {
    expect(errorsOf({ headcount: "4", growthPercent: "0", privateOffices: "5" }).privateOffices).toBe(
      "You plan 4 seats; private offices can't outnumber them.",
    );
    // Growth adds seats: 4 people + 25% = 5 seats, so 5 offices fit.
    expect(parseSpaceForm(form({ headcount: "4", growthPercent: "25", privateOffices: "5" })).ok).toBe(true);
  });

  it("ignores the private-office count when everyone has an office", () => {
    const outcome = parseSpaceForm(form({ workStyle: "PRIVATE_OFFICES", privateOffices: "oops" }));
    expect(outcome.ok).toBe(true);
  });

  it("reports every bad field at once", () => {
    expect(Object.keys(errorsOf({ headcount: "", phoneBooths: "x", growthPercent: "-1" })).sort()).toEqual([
      "growthPercent",
      "headcount",
      "phoneBooths",
    ]);
  });
});
