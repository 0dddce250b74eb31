/*
 * The one rule from a team to the space it searches for (issue 25), shared by the space calculator,
 * onboarding and search (the server's numEmployees filter). Pure and isomorphic.
 *
 * - A team size alone becomes square feet at the spec's psfPerEmployee: 150 SF a person (the
 *   onboarding default, spec sections 5 and 9), or the person's own figure where they give one
 *   (onboarding's Size step).
 * - A size becomes a search range from 80 % to 125 % of it: listings rarely come in the exact size
 *   asked for, and a team can usually make a little less or a little more work. The two bounds are
 *   the same step either way (÷ 1.25 and × 1.25), so the size asked for sits in the middle.
 * - The space calculator computes its own rentable square feet from rooms and desks (its load factor
 *   is LOAD_FACTOR in spaceCalculator.ts); its search hand-off applies this same range around that
 *   figure, so the number it shows and the range its button applies agree.
 */

/** Spec: onboarding's default psfPerEmployee, the space a person needs when nothing else is known. */
export const SF_PER_EMPLOYEE = 150;

/** The range searched around a size: from 80 % to 125 % of it. */
export const SIZE_RANGE_TOLERANCE = { below: 0.8, above: 1.25 } as const;

export type SquareFeetRange = { min: number; max: number };

/** numEmployees × sfPerEmployee; no team (null or not positive) is 0. */
export function squareFeetForTeam(
  numEmployees: number | null,
  sfPerEmployee: number = SF_PER_EMPLOYEE,
): number {
  if (numEmployees === null || !Number.isFinite(numEmployees) || numEmployees <= 0) return 0;
  return numEmployees * sfPerEmployee;
}

/** The search range around a size (whole square feet, widened outwards), or null without a size. */
export function sizeRangeAround(squareFeet: number): SquareFeetRange | null {
  if (!Number.isFinite(squareFeet) || squareFeet <= 0) return null;
  return {
    // toFixed first, so 3,000 × 0.8 is 2,400 and not floored from 2,399.9999999999995.
    min: Math.floor(Number((squareFeet * SIZE_RANGE_TOLERANCE.below).toFixed(6))),
    max: Math.ceil(Number((squareFeet * SIZE_RANGE_TOLERANCE.above).toFixed(6))),
  };
}

/** The range a team searches: 48 people are 7,200 SF, so 5,760 to 9,000 SF. Null without a team. */
export function sizeRangeForTeam(
  numEmployees: number | null,
  sfPerEmployee: number = SF_PER_EMPLOYEE,
): SquareFeetRange | null {
  return sizeRangeAround(squareFeetForTeam(numEmployees, sfPerEmployee));
}
