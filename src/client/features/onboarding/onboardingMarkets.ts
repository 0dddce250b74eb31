import type { OnboardingMarketData } from "./onboardingMarketsQuery";
import { findMarket, type OnboardingMarket } from "./onboardingRules";
import type { OnboardingState } from "./onboardingSlice";

/** A market of the directory as the profile's Market (spec section 3: id, name, externalId, position). */
export function marketFromData(market: OnboardingMarketData): OnboardingMarket {
  return {
    __typename: "Market",
    id: market.id,
    name: market.name,
    externalId: market.externalId,
    position: { lat: market.position.lat, lng: market.position.lng },
  };
}

/** The market a city name means, ignoring case and surrounding spaces. */
export function marketByCity(
  markets: readonly OnboardingMarketData[],
  city: string,
): OnboardingMarketData | null {
  const wanted = city.trim().toLowerCase();
  if (!wanted) return null;
  return markets.find((m) => m.name.toLowerCase() === wanted) ?? null;
}

/**
 * The directory entry of the profile's Market: by id, or by name for the built-in default (which
 * has no id), or else by the city.
 */
export function marketOfProfile(
  markets: readonly OnboardingMarketData[],
  profile: Pick<OnboardingState, "areasOfInterest" | "city">,
): OnboardingMarketData | null {
  const market = findMarket(profile.areasOfInterest);
  if (market?.id) {
    const byId = markets.find((m) => m.id === market.id);
    if (byId) return byId;
  }
  return marketByCity(markets, market?.name ?? profile.city) ?? marketByCity(markets, profile.city);
}
