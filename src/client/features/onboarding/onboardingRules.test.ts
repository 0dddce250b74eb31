import { describe, expect, it, vi } from "vitest";
import {
  canContinue,
  DEFAULT_MARKET,
  findMarket,
  MARKET_NOT_FOUND_MESSAGE,
  marketOrDefault,
  nextPagePath,
  type OnboardingNeighborhood,
  SIZE_ERROR,
  sizeErrorFor,
  stepBlurb,
  stepForPath,
} from "./onboardingRules";
import { initialOnboardingState, type OnboardingState } from "./onboardingSlice";

const soho: OnboardingNeighborhood = { __typename: "Neighborhood", name: "SoHo", yearlyPricePerFoot: 60 };
const base: OnboardingState = initialOnboardingState;

describe("continue rules (spec section 4)", () => {
  it("Size always allows continuing", () => {
    expect(canContinue("size", { ...base, city: "" })).toBe(true);
  });

  it("Location requires a city", () => {
    expect(canContinue("location", base)).toBe(true);
    expect(canContinue("location", { ...base, city: "" })).toBe(false);
    expect(canContinue("location", { ...base, city: "   " })).toBe(false);
  });

  it("Timeframes requires leaseTerm and moveInDate", () => {
    expect(canContinue("timeframes", base)).toBe(true);
    expect(canContinue("timeframes", { ...base, leaseTerm: null })).toBe(false);
    expect(canContinue("timeframes", { ...base, moveInDate: null })).toBe(false);
  });

  it("Budget may be skipped", () => {
    const skipped: OnboardingState = { ...base, budgetPsf: null, budgetMonthly: null };
    expect(canContinue("budget", skipped)).toBe(true);
  });
});

describe("size error (spec section 5)", () => {
  it("the Size step's error is 'Please enter a value to continue.' when no seats were given", () => {
    expect(SIZE_ERROR).toBe("Please enter a value to continue.");
    expect(sizeErrorFor(null)).toBe(SIZE_ERROR);
    expect(sizeErrorFor(0)).toBe(SIZE_ERROR);
    expect(sizeErrorFor(3)).toBeNull();
  });
});

describe("next page (spec section 4)", () => {
  it("next-page goes to the screen after the current path", () => {
    expect(nextPagePath("/profile/size", 0)).toBe("/profile/location");
    expect(nextPagePath("/profile/location", 0)).toBe("/profile/budget");
    expect(nextPagePath("/profile/budget", 4)).toBe("/profile/timeframes");
    expect(nextPagePath("/profile/timeframes/", 0)).toBe("/profile/results");
  });

  it("next-page from the last screen stays on the last screen", () => {
    expect(nextPagePath("/profile/results", 4)).toBe("/profile/results");
  });

  it("next-page goes to the last active screen if the current path is not a step", () => {
    expect(nextPagePath("/profile", 2)).toBe("/profile/budget");
    expect(nextPagePath("/search", 0)).toBe("/profile/size");
    expect(nextPagePath("/", 99)).toBe("/profile/results");
  });

  it("steps are Size, Location, Budget, Timeframes, Results in that order", () => {
    expect(stepForPath("/profile/size")).toBe("size");
    expect(stepForPath("/profile/results")).toBe("results");
    expect(stepForPath("/profile")).toBeNull();
  });
});

describe("step blurbs (spec section 2)", () => {
  it("Size reads 'N seats, ~X sf' with thousands separators", () => {
    expect(stepBlurb("size", { ...base, numEmployees: 120, totalSquareFeet: 18000 })).toBe(
      "120 seats, ~18,000 sf",
    );
    expect(stepBlurb("size", base)).toBeNull();
  });

  it("Budget reads '$P psf / $M monthly'", () => {
    expect(stepBlurb("budget", base)).toBe("$50 psf / $12,500 monthly");
    expect(stepBlurb("budget", { ...base, budgetPsf: 67.5, budgetMonthly: 16875 })).toBe(
      "$67.50 psf / $16,875 monthly",
    );
  });

  it("Budget reads 'Flexible' when skipped", () => {
    expect(stepBlurb("budget", { ...base, budgetPsf: null, budgetMonthly: null })).toBe("Flexible");
  });

  it("Location lists the chosen neighbourhoods, or the city", () => {
    expect(stepBlurb("location", base)).toBe("New York");
    expect(stepBlurb("location", { ...base, areasOfInterest: [DEFAULT_MARKET, soho] })).toBe("SoHo");
  });

  it("Timeframes shows the lease term's label", () => {
    expect(stepBlurb("timeframes", base)).toBe("3-5 Years");
  });
});

describe("Market lookup (spec section 8 internal logging)", () => {
  it("finds the Market among the areas", () => {
    expect(findMarket([soho, DEFAULT_MARKET])).toBe(DEFAULT_MARKET);
    expect(findMarket([soho])).toBeUndefined();
  });

  it("a failed lookup logs 'Market could not be found in areasOfInterest' and falls back to the default", () => {
    const logger = { error: vi.fn() };
    expect(marketOrDefault([soho], logger)).toBe(DEFAULT_MARKET);
    expect(logger.error).toHaveBeenCalledWith(MARKET_NOT_FOUND_MESSAGE);
    expect(MARKET_NOT_FOUND_MESSAGE).toBe("Market could not be found in areasOfInterest");
  });

  it("a successful lookup logs nothing", () => {
    const logger = { error: vi.fn() };
    marketOrDefault([DEFAULT_MARKET], logger);
    expect(logger.error).not.toHaveBeenCalled();
  });
});
