import { describe, expect, it } from "vitest";
import { marketByCity, marketFromData, marketOfProfile } from "./onboardingMarkets";
import type { OnboardingMarketData } from "./onboardingMarketsQuery";
import { DEFAULT_MARKET } from "./onboardingRules";
import { initialOnboardingState, type OnboardingState } from "./onboardingSlice";
import { patchFromProfile, profileInputFrom } from "./profileInput";

const newYork: OnboardingMarketData = {
  __typename: "Market",
  id: "1",
  name: "New York",
  state: "ny",
  slug: "new-york",
  externalId: null,
  position: { __typename: "LatLng", lat: 40.75, lng: -73.99 },
};
const houston: OnboardingMarketData = { ...newYork, id: "2", name: "Houston", state: "tx", slug: "houston" };

describe("profileInputFrom", () => {
  it("sends the Market's id, the neighbourhood ids and blank contact fields as null", () => {
    const state: OnboardingState = {
      ...initialOnboardingState,
      numEmployees: 20,
      areasOfInterest: [
        marketFromData(houston),
        { __typename: "Neighborhood", id: "7", name: "Montrose", yearlyPricePerFoot: 33 },
        { __typename: "Neighborhood", name: "No id", yearlyPricePerFoot: null },
      ],
      name: "  Robin ",
      email: "",
    };
    expect(profileInputFrom(state)).toMatchObject({
      marketId: "2",
      neighborhoodIds: ["7"],
      numEmployees: 20,
      name: "Robin",
      email: null,
      budgetPsf: 50,
      budgetMonthly: 12500,
    });
  });

  it("a flexible budget sends no monthly figure either", () => {
    const state = { ...initialOnboardingState, budgetPsf: null, budgetMonthly: 900 };
    expect(profileInputFrom(state)).toMatchObject({ budgetPsf: null, budgetMonthly: null });
  });

  it("the built-in default Market has no id: the server finds it by the city", () => {
    expect(profileInputFrom(initialOnboardingState).marketId).toBeNull();
  });
});

describe("patchFromProfile", () => {
  it("turns a saved profile back into slice fields", () => {
    const patch = patchFromProfile({
      __typename: "OnboardingProfile",
      onboardingId: "0b6f3c1e-8a1d-4c5e-9f2a-1b2c3d4e5f60",
      phase: "COMPLETED",
      lastActiveScreenIndex: 4,
      city: "Houston",
      market: {
        __typename: "Market",
        id: "2",
        name: "Houston",
        externalId: null,
        position: { __typename: "LatLng", lat: 29.7, lng: -95.3 },
      },
      neighborhoods: [{ __typename: "Neighborhood", id: "7", name: "Montrose", yearlyPricePerFoot: 33 }],
      numEmployees: 12,
      psfPerEmployee: 150,
      budgetPsf: null,
      budgetMonthly: null,
      leaseTerm: "FLEXIBLE",
      moveInDate: "FLEXIBLE",
      name: null,
      companyName: "Quinn Labs",
      email: null,
      phone: null,
      renterComments: null,
      completedAt: null,
    });
    expect(patch).toMatchObject({
      city: "Houston",
      numEmployees: 12,
      budgetPsf: null,
      name: "",
      companyName: "Quinn Labs",
    });
    expect(patch.areasOfInterest?.map((a) => a.name)).toEqual(["Houston", "Montrose"]);
  });
});

describe("markets of the profile", () => {
  it("finds the market by id, or by name for the default Market, or by the city", () => {
    const markets = [newYork, houston];
    expect(marketOfProfile(markets, { areasOfInterest: [marketFromData(houston)], city: "Houston" })).toBe(
      houston,
    );
    expect(marketOfProfile(markets, { areasOfInterest: [DEFAULT_MARKET], city: "New York" })).toBe(newYork);
    expect(marketOfProfile(markets, { areasOfInterest: [], city: "houston" })).toBe(houston);
    expect(marketOfProfile(markets, { areasOfInterest: [], city: "Atlantis" })).toBeNull();
  });

  it("matches a city name whatever its case and spaces", () => {
    expect(marketByCity([newYork, houston], "  HOUSTON ")).toBe(houston);
    expect(marketByCity([newYork], "")).toBeNull();
  });
});
