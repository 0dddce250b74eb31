import { describe, expect, it } from "vitest";
import {
  budgetAmountProblem,
  PSF_OUT_OF_RANGE,
  psfPerEmployeeProblem,
  SEATS_NOT_WHOLE,
  SEATS_TOO_MANY,
  SIZE_ERROR,
  seatsProblem,
} from "./stepRules";

describe("the onboarding steps' checks", () => {
  it("seats: none or 0 is the spec's size error; not a whole number or too many have their own words", () => {
    expect(SIZE_ERROR).toBe("Please enter a value to continue.");
    expect(seatsProblem("")).toBe(SIZE_ERROR);
    expect(seatsProblem("0")).toBe(SIZE_ERROR);
    expect(seatsProblem("2.5")).toBe(SEATS_NOT_WHOLE);
    expect(seatsProblem("twenty")).toBe(SEATS_NOT_WHOLE);
    expect(seatsProblem("100,001")).toBe(SEATS_TOO_MANY);
    expect(seatsProblem(" 1,200 ")).toBeNull();
  });

  it("space per person stays between 50 and 1,000 sf and may not be left empty", () => {
    expect(PSF_OUT_OF_RANGE).toBe("Enter between 50 and 1,000 sf a person.");
    expect(psfPerEmployeeProblem("")).toBe(PSF_OUT_OF_RANGE);
    expect(psfPerEmployeeProblem("49")).toBe(PSF_OUT_OF_RANGE);
    expect(psfPerEmployeeProblem("1001")).toBe(PSF_OUT_OF_RANGE);
    expect(psfPerEmployeeProblem("150")).toBeNull();
  });

  it("a budget figure may be empty (flexible) but not $0 or words", () => {
    expect(budgetAmountProblem("")).toBeNull();
    expect(budgetAmountProblem("$55.50")).toBeNull();
    expect(budgetAmountProblem("0")).toBe("Enter an amount in dollars, like 55 or 55.50.");
    expect(budgetAmountProblem("lots")).toBe("Enter an amount in dollars, like 55 or 55.50.");
  });
});
