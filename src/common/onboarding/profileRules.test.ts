import { describe, expect, it } from "vitest";
import { SF_PER_EMPLOYEE, sizeRangeForTeam, squareFeetForTeam } from "../teamSpace";
import {
  monthlyFromPsf,
  phaseAfterContinue,
  profileSizeRange,
  psfFromMonthly,
  splitFullName,
  totalSquareFeetFor,
} from "./profileRules";

describe("budget formulas (spec section 5)", () => {
  it("totalSquareFeet = numEmployees × psfPerEmployee; no seats is 0", () => {
    expect(totalSquareFeetFor(20, 150)).toBe(3000);
    expect(totalSquareFeetFor(null, 150)).toBe(0);
  });

  it("budgetMonthly = budgetPsf × sf / 12 rounded up", () => {
    expect(monthlyFromPsf(50, 3000)).toBe(12500);
    expect(monthlyFromPsf(50, 3001)).toBe(12505); // 12,504.17 → 12,505
  });

  it("budgetPsf = 12 × monthly / sf rounded", () => {
    expect(psfFromMonthly(12500, 3000)).toBe(50);
    expect(psfFromMonthly(12550, 3000)).toBe(50); // 50.2
    expect(psfFromMonthly(12650, 3000)).toBe(51); // 50.6
    expect(psfFromMonthly(12500, 0)).toBeNull();
  });
});

describe("profile search criteria", () => {
  it("a profile matches spaces from 80% to 125% of its total square feet", () => {
    expect(profileSizeRange(3000)).toEqual({ min: 2400, max: 3750 });
    expect(profileSizeRange(1050)).toEqual({ min: 840, max: 1313 }); // 1,312.5 rounds up
  });

  it("no size means no size range", () => {
    expect(profileSizeRange(0)).toBeNull();
    expect(profileSizeRange(Number.NaN)).toBeNull();
  });
});

describe("splitFullName", () => {
  it("the last word is the last name", () => {
    expect(splitFullName("  Mary Ann   Lee ")).toEqual({ firstName: "Mary Ann", lastName: "Lee" });
    expect(splitFullName("Alex Rivera")).toEqual({ firstName: "Alex", lastName: "Rivera" });
  });

  it("one word is a first name alone", () => {
    expect(splitFullName("Cher")).toEqual({ firstName: "Cher", lastName: "" });
    expect(splitFullName("   ")).toEqual({ firstName: "", lastName: "" });
  });

  it("moving on from a step puts a profile in progress, but a completed one stays completed", () => {
    expect(phaseAfterContinue(null)).toBe("IN_PROGRESS");
    expect(phaseAfterContinue("NOT_STARTED")).toBe("IN_PROGRESS");
    expect(phaseAfterContinue("SKIPPED_CTA")).toBe("IN_PROGRESS");
    expect(phaseAfterContinue("COMPLETED")).toBe("COMPLETED");
  });
});

describe("onboarding uses the team-size rule (issue 25)", () => {
  it("48 seats at the default space per person are the rule's 7,200 SF and its 5,760-9,000 SF range", () => {
    const total = totalSquareFeetFor(48, SF_PER_EMPLOYEE);
    expect(total).toBe(squareFeetForTeam(48));
    expect(profileSizeRange(total)).toEqual(sizeRangeForTeam(48));
  });

  it("a person's own space per person goes through the same rule", () => {
    expect(profileSizeRange(totalSquareFeetFor(48, 200))).toEqual(sizeRangeForTeam(48, 200));
  });
});
