import type { OnboardingPhase } from "../enums";
import { type SquareFeetRange, sizeRangeAround, squareFeetForTeam } from "../teamSpace";
/*
 * Arithmetic of the onboarding profile shared by the browser (the steps) and the server (saving,
 * the campaign's requirements): spec section 5's budget formulas, and how a profile becomes search
 * criteria. Kept free of Node and DOM imports.
 */

/** totalSquareFeet = numEmployees × psfPerEmployee (no seats counts as 0): the team-size rule. */
export function totalSquareFeetFor(numEmployees: number | null, psfPerEmployee: number): number {
  return squareFeetForTeam(numEmployees, psfPerEmployee);
}

/** budgetMonthly = budgetPsf × square feet / 12, rounded up. */
export function monthlyFromPsf(budgetPsf: number, squareFeet: number): number {
  return Math.ceil((budgetPsf * squareFeet) / 12);
}

/** budgetPsf = 12 × monthly / square feet, rounded; null when there is no size to divide by. */
export function psfFromMonthly(budgetMonthly: number, squareFeet: number): number | null {
  if (squareFeet <= 0) return null;
  return Math.round((12 * budgetMonthly) / squareFeet);
}

export type ProfileSizeRange = SquareFeetRange;

/** The size range a profile searches (the team-size rule's range), or null when it has no size yet. */
export function profileSizeRange(totalSquareFeet: number): ProfileSizeRange | null {
  return sizeRangeAround(totalSquareFeet);
}

/**
 * A profile's full name split for the account: the last word is the last name, the rest the first
 * name ("Mary Ann Lee" is Mary Ann / Lee); one word is a first name alone.
 */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? "", lastName: "" };
  return { firstName: words.slice(0, -1).join(" "), lastName: words[words.length - 1] };
}

/** Smallest and largest space per person the Size step accepts, in square feet. */
export const PSF_PER_EMPLOYEE_RANGE = { min: 50, max: 1000 } as const;
/** Largest headcount a profile may give. */
export const MAX_EMPLOYEES = 100_000;

/**
 * Spec section 4: moving on from a step puts the profile IN_PROGRESS, but a COMPLETED one stays
 * completed. The scripted steps (onboardingSlice's `advance`) and the server's answer to a step
 * posted without scripts both ask this.
 */
export function phaseAfterContinue(phase: OnboardingPhase | null | undefined): OnboardingPhase {
  return phase === "COMPLETED" ? phase : "IN_PROGRESS";
}
