import { describe, expect, it } from "vitest";
import { ONBOARDING_DEFAULTS } from "./constants";
import {
  SF_PER_EMPLOYEE,
  SIZE_RANGE_TOLERANCE,
  sizeRangeAround,
  sizeRangeForTeam,
  squareFeetForTeam,
} from "./teamSpace";

describe("the one rule from team size to space (issue 25)", () => {
  it("uses the spec's psfPerEmployee, 150 SF a person", () => {
    expect(SF_PER_EMPLOYEE).toBe(150);
    expect(SF_PER_EMPLOYEE).toBe(ONBOARDING_DEFAULTS.psfPerEmployee);
    expect(squareFeetForTeam(48)).toBe(7200);
    expect(squareFeetForTeam(48, 200)).toBe(9600);
  });

  it("no team is no space", () => {
    expect(squareFeetForTeam(null)).toBe(0);
    expect(squareFeetForTeam(0)).toBe(0);
    expect(squareFeetForTeam(-3)).toBe(0);
    expect(sizeRangeForTeam(null)).toBeNull();
    expect(sizeRangeAround(0)).toBeNull();
    expect(sizeRangeAround(Number.NaN)).toBeNull();
  });

  it("searches from 80% to 125% of the size", () => {
    expect(SIZE_RANGE_TOLERANCE).toEqual({ below: 0.8, above: 1.25 });
    expect(sizeRangeForTeam(48)).toEqual({ min: 5760, max: 9000 });
    expect(sizeRangeAround(3000)).toEqual({ min: 2400, max: 3750 });
    // Bounds widen outwards to whole square feet: 4,186.4 and 6,541.25.
    expect(sizeRangeAround(5233)).toEqual({ min: 4186, max: 6542 });
  });

  it("the size asked for is always inside its range", () => {
    for (const sf of [1, 7, 99, 1050, 5233, 123_457]) {
      const range = sizeRangeAround(sf);
      expect(range?.min).toBeLessThanOrEqual(sf);
      expect(range?.max).toBeGreaterThanOrEqual(sf);
    }
  });
});
