/*
 * The market part of the onboarding profile: its types, the default Market and the rule that a
 * profile has one. Kept apart from the other onboarding rules because the always-loaded store needs
 * it to restore a saved profile, and every page's first load carries what the store needs.
 */

export const MARKET_NOT_FOUND_MESSAGE = "Market could not be found in areasOfInterest";
export const MARKET_MISSING_MESSAGE = "Market is missing from areasOfInterest";

export interface OnboardingMarket {
  __typename: "Market";
  /** Null for the built-in default: market ids are database-generated, the server matches by name. */
  id: string | null;
  name: string;
  externalId: string | null;
  position: { lat: number; lng: number };
}

export interface OnboardingNeighborhood {
  __typename: "Neighborhood";
  id?: string;
  name: string;
  /** Typical asking rent in dollars per square foot per year; null when unknown. */
  yearlyPricePerFoot: number | null;
}

export type AreaOfInterest = OnboardingMarket | OnboardingNeighborhood;

export const DEFAULT_MARKET: OnboardingMarket = Object.freeze({
  __typename: "Market",
  id: null,
  name: "New York",
  externalId: null,
  position: Object.freeze({ lat: 40.7506, lng: -73.9935 }),
});

export function isMarket(area: AreaOfInterest): area is OnboardingMarket {
  return area.__typename === "Market";
}

/** The Market of a profile, if its areasOfInterest has one. */
export function findMarket(areas: readonly AreaOfInterest[]): OnboardingMarket | undefined {
  return areas.find(isMarket);
}
