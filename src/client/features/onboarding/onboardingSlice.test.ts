import { describe, expect, it, vi } from "vitest";
import { ONBOARDING_CTA_SOURCE, toastDismissed } from "../../layout/toastSlice";
import { rehydrate } from "../../system/store/persistence";
import { configureStore } from "../../system/store/toolkit";
import { logout } from "../account/userSlice";
import {
  DEFAULT_MARKET,
  MARKET_MISSING_MESSAGE,
  type OnboardingNeighborhood,
  SIZE_ERROR,
} from "./onboardingRules";
import {
  advance,
  applyProfile,
  chooseMarket,
  ensureMarketInAreas,
  initialOnboardingState,
  type OnboardingState,
  onboardingReducer,
  reachScreen,
  setAreasOfInterest,
  setBudgetMonthly,
  setBudgetPsf,
  setCity,
  setContactField,
  setNeighborhoods,
  setNumEmployees,
  setPhase,
  setPsfPerEmployee,
  setSizeError,
  setTimeframes,
} from "./onboardingSlice";

const defaults = onboardingReducer(undefined, { type: "@@init" });
const sized: OnboardingState = onboardingReducer(defaults, setNumEmployees(20)); // 3,000 sf

function neighborhood(name: string, yearlyPricePerFoot: number | null): OnboardingNeighborhood {
  return { __typename: "Neighborhood", name, yearlyPricePerFoot };
}

describe("onboardingSlice defaults (spec section 3)", () => {
  it("defaults: city New York, psfPerEmployee 150, totalSquareFeet 0, budgetPsf 50, budgetMonthly 12500", () => {
    expect(defaults).toMatchObject({
      city: "New York",
      psfPerEmployee: 150,
      totalSquareFeet: 0,
      budgetPsf: 50,
      budgetMonthly: 12500,
    });
  });

  it("defaults: leaseTerm THREE_TO_FIVE_YEARS, moveInDate FLEXIBLE, phase NOT_STARTED, screen 0", () => {
    expect(defaults).toMatchObject({
      leaseTerm: "THREE_TO_FIVE_YEARS",
      moveInDate: "FLEXIBLE",
      phase: "NOT_STARTED",
      lastActiveScreenIndex: 0,
    });
  });

  it("defaults: areasOfInterest holds the default New York Market", () => {
    expect(defaults.areasOfInterest).toEqual([DEFAULT_MARKET]);
    expect(DEFAULT_MARKET).toMatchObject({ name: "New York", position: { lat: 40.7506, lng: -73.9935 } });
  });
});

describe("onboarding phase (spec section 4)", () => {
  it("NOT_STARTED becomes IN_PROGRESS on moving to the next page", () => {
    expect(onboardingReducer(defaults, advance()).phase).toBe("IN_PROGRESS");
  });

  it("SKIPPED_CTA also becomes IN_PROGRESS once the visitor moves on", () => {
    const skipped = onboardingReducer(defaults, setPhase("SKIPPED_CTA"));
    expect(onboardingReducer(skipped, advance()).phase).toBe("IN_PROGRESS");
  });

  it("COMPLETED is kept once set", () => {
    const completed = onboardingReducer(defaults, setPhase("COMPLETED"));
    expect(onboardingReducer(completed, advance()).phase).toBe("COMPLETED");
  });

  it("the phase can also be set directly", () => {
    expect(onboardingReducer(defaults, setPhase("SKIPPED_CTA")).phase).toBe("SKIPPED_CTA");
  });
});

describe("furthest reached screen (spec section 4)", () => {
  it("the furthest reached screen index only increases", () => {
    const at3 = onboardingReducer(defaults, reachScreen(3));
    expect(at3.lastActiveScreenIndex).toBe(3);
    expect(onboardingReducer(at3, reachScreen(1)).lastActiveScreenIndex).toBe(3);
  });

  it("the furthest reached screen index is capped at the last screen (4)", () => {
    expect(onboardingReducer(defaults, reachScreen(9)).lastActiveScreenIndex).toBe(4);
  });
});

describe("budget recalculation (spec section 5)", () => {
  it("totalSquareFeet = numEmployees × psfPerEmployee", () => {
    expect(sized.totalSquareFeet).toBe(3000);
    expect(onboardingReducer(sized, setPsfPerEmployee(200)).totalSquareFeet).toBe(4000);
  });

  it("clearing numEmployees gives 0 square feet", () => {
    expect(onboardingReducer(sized, setNumEmployees(null)).totalSquareFeet).toBe(0);
  });

  it("a budgetPsf change sets budgetMonthly = budgetPsf × sf / 12, rounded up", () => {
    expect(onboardingReducer(sized, setBudgetPsf(55)).budgetMonthly).toBe(13750); // exactly 13,750
    const small = onboardingReducer(defaults, setNumEmployees(7)); // 1,050 sf
    expect(onboardingReducer(small, setBudgetPsf(55)).budgetMonthly).toBe(4813); // 4,812.5 → 4,813
  });

  it("a budgetMonthly change sets budgetPsf = 12 × monthly / sf, rounded", () => {
    // 12 × 10,000 / 3,000 = 40; 12 × 10,100 / 3,000 = 40.4 → 40; 12 × 10,130 / 3,000 = 40.52 → 41
    expect(onboardingReducer(sized, setBudgetMonthly(10000)).budgetPsf).toBe(40);
    expect(onboardingReducer(sized, setBudgetMonthly(10100)).budgetPsf).toBe(40);
    expect(onboardingReducer(sized, setBudgetMonthly(10130)).budgetPsf).toBe(41);
  });

  it("a budgetMonthly change with no size keeps the psf (nothing to divide by)", () => {
    const state = onboardingReducer(defaults, setBudgetMonthly(9000));
    expect(state).toMatchObject({ budgetMonthly: 9000, budgetPsf: 50 });
  });

  it("a size change keeps budgetPsf and recalculates budgetMonthly from it", () => {
    const state = onboardingReducer(sized, setNumEmployees(40)); // 6,000 sf at $50
    expect(state).toMatchObject({ budgetPsf: 50, budgetMonthly: 25000 });
  });

  it("choosing neighborhoods sets budgetPsf to their average yearlyPricePerFoot, then budgetMonthly", () => {
    const state = onboardingReducer(
      sized,
      setNeighborhoods([neighborhood("SoHo", 60), neighborhood("Tribeca", 75)]),
    );
    expect(state.budgetPsf).toBe(67.5);
    expect(state.budgetMonthly).toBe(Math.ceil((67.5 * 3000) / 12));
  });

  it("neighborhoods without a price are left out of the average; none priced keeps the budget", () => {
    const mixed = onboardingReducer(
      sized,
      setNeighborhoods([neighborhood("SoHo", 60), neighborhood("Nolita", null)]),
    );
    expect(mixed.budgetPsf).toBe(60);
    const unpriced = onboardingReducer(sized, setNeighborhoods([neighborhood("Nolita", null)]));
    expect(unpriced).toMatchObject({ budgetPsf: 50, budgetMonthly: 12500 });
  });

  it("choosing neighborhoods keeps the Market first in areasOfInterest", () => {
    const state = onboardingReducer(sized, setNeighborhoods([neighborhood("SoHo", 60)]));
    expect(state.areasOfInterest).toEqual([DEFAULT_MARKET, neighborhood("SoHo", 60)]);
  });

  it("clearing the budget (skipping the step) empties both figures", () => {
    expect(onboardingReducer(sized, setBudgetPsf(null))).toMatchObject({
      budgetPsf: null,
      budgetMonthly: null,
    });
  });
});

describe("city and Market (spec section 4)", () => {
  it("a city query parameter overrides the stored city", () => {
    expect(onboardingReducer(defaults, setCity("Houston")).city).toBe("Houston");
  });

  it("if the Market is missing from areasOfInterest it is reset to the default Market (and logged)", () => {
    const store = configureStore({ reducer: { onboarding: onboardingReducer } });
    store.dispatch(setAreasOfInterest([neighborhood("SoHo", 60)]));
    const logger = { error: vi.fn() };

    expect(store.dispatch(ensureMarketInAreas(logger))).toBe(true);

    expect(store.getState().onboarding.areasOfInterest).toEqual([DEFAULT_MARKET]);
    expect(logger.error).toHaveBeenCalledWith(MARKET_MISSING_MESSAGE);
    expect(MARKET_MISSING_MESSAGE).toBe("Market is missing from areasOfInterest");
  });

  it("a present Market is left alone and nothing is logged", () => {
    const store = configureStore({ reducer: { onboarding: onboardingReducer } });
    const logger = { error: vi.fn() };
    expect(store.dispatch(ensureMarketInAreas(logger))).toBe(false);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it("rehydrate restores a stored profile over the defaults and puts back a missing Market", () => {
    const state = onboardingReducer(
      defaults,
      rehydrate({ onboarding: { numEmployees: 12, phase: "IN_PROGRESS", areasOfInterest: [] } }),
    );
    expect(state).toMatchObject({ numEmployees: 12, phase: "IN_PROGRESS", city: "New York" });
    expect(state.areasOfInterest).toEqual([DEFAULT_MARKET]);
  });

  it("rehydrate without an onboarding part keeps the profile and marks it restored", () => {
    expect(sized.restored).toBe(false);
    expect(onboardingReducer(sized, rehydrate({}))).toEqual({ ...sized, restored: true });
  });

  it("a stored 'restored: false' cannot undo the restore", () => {
    expect(onboardingReducer(defaults, rehydrate({ onboarding: { restored: false } })).restored).toBe(true);
  });
});

describe("form fields", () => {
  it("the size error defaults to the spec's message and can be cleared", () => {
    const withError = onboardingReducer(defaults, setSizeError());
    expect(withError.sizeError).toBe(SIZE_ERROR);
    expect(onboardingReducer(withError, setSizeError(null)).sizeError).toBeNull();
  });

  it("entering seats clears the size error", () => {
    const withError = onboardingReducer(defaults, setSizeError());
    expect(onboardingReducer(withError, setNumEmployees(5)).sizeError).toBeNull();
  });

  it("contact fields are set one at a time", () => {
    const state = onboardingReducer(defaults, setContactField({ field: "companyName", value: "Acme" }));
    expect(state.companyName).toBe("Acme");
  });

  it("timeframes set lease term and move-in date independently", () => {
    const state = onboardingReducer(defaults, setTimeframes({ leaseTerm: "ONE_TO_TWO_YEARS" }));
    expect(state).toMatchObject({ leaseTerm: "ONE_TO_TWO_YEARS", moveInDate: "FLEXIBLE" });
    expect(onboardingReducer(state, setTimeframes({ moveInDate: null })).moveInDate).toBeNull();
  });

  it("the initial state object is not mutated by reducers", () => {
    onboardingReducer(initialOnboardingState, setNumEmployees(99));
    expect(initialOnboardingState.numEmployees).toBeNull();
  });
});

describe("choosing a city, filling a profile, skipping the call-to-action", () => {
  const houston = {
    __typename: "Market" as const,
    id: "7",
    name: "Houston",
    externalId: null,
    position: { lat: 29.76, lng: -95.37 },
  };

  it("choosing a market sets the city and drops the old city's neighbourhoods", () => {
    const withHood = onboardingReducer(sized, setNeighborhoods([neighborhood("SoHo", 60)]));
    const state = onboardingReducer(withHood, chooseMarket(houston));
    expect(state.city).toBe("Houston");
    expect(state.areasOfInterest).toEqual([houston]);
  });

  it("applyProfile fills fields at once and works the size out again", () => {
    const state = onboardingReducer(
      defaults,
      applyProfile({ numEmployees: 10, psfPerEmployee: 200, budgetPsf: 60 }),
    );
    expect(state).toMatchObject({ totalSquareFeet: 2000, budgetPsf: 60, budgetMonthly: 10000 });
  });

  it("applyProfile with a monthly budget alone derives the psf", () => {
    const state = onboardingReducer(defaults, applyProfile({ numEmployees: 20, budgetMonthly: 10130 }));
    expect(state).toMatchObject({ totalSquareFeet: 3000, budgetPsf: 41, budgetMonthly: 10130 });
  });

  it("applyProfile keeps a Market in areasOfInterest and caps the screen index", () => {
    const state = onboardingReducer(
      defaults,
      applyProfile({ areasOfInterest: [neighborhood("SoHo", 60)], lastActiveScreenIndex: 12 }),
    );
    expect(state.areasOfInterest[0]).toEqual(DEFAULT_MARKET);
    expect(state.lastActiveScreenIndex).toBe(4);
  });

  it("closing the call-to-action toast before starting is SKIPPED_CTA", () => {
    expect(onboardingReducer(defaults, toastDismissed(ONBOARDING_CTA_SOURCE)).phase).toBe("SKIPPED_CTA");
    expect(onboardingReducer(defaults, toastDismissed(null)).phase).toBe("NOT_STARTED");
    const started = onboardingReducer(defaults, advance());
    expect(onboardingReducer(started, toastDismissed(ONBOARDING_CTA_SOURCE)).phase).toBe("IN_PROGRESS");
  });

  it("signing out forgets the profile (it may hold the last person's contact details)", () => {
    const filled = onboardingReducer(
      onboardingReducer(sized, rehydrate({})),
      setContactField({ field: "email", value: "a@b.co" }),
    );
    const state = onboardingReducer(filled, logout());
    expect(state).toEqual({ ...initialOnboardingState, restored: true });
  });
});
