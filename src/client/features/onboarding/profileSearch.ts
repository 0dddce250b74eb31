import { profileSizeRange } from "../../../common/onboarding/profileRules";
import { defaultSearchLocation, type SearchLocation } from "../search/searchLocation";
import type { OnboardingState } from "./onboardingSlice";

/**
 * The search a profile stands for, as a search page location: its market and neighbourhoods, a size
 * range around its square feet (80% to 125%), and its budget per square foot as the most it pays
 * (no price limit when the budget is flexible). The results step and the campaign's requirements use
 * the same range (common/onboarding/profileRules.ts).
 */
export function profileSearchLocation(
  profile: Pick<OnboardingState, "totalSquareFeet" | "budgetPsf">,
  place: { state: string; citySlug: string; neighborhoodSlugs: string[] },
): SearchLocation {
  const size = profileSizeRange(profile.totalSquareFeet);
  return {
    ...defaultSearchLocation(),
    state: place.state,
    citySlug: place.citySlug,
    neighborhoods: place.neighborhoodSlugs,
    minSquareFeet: size?.min ?? null,
    maxSquareFeet: size?.max ?? null,
    maxPrice: profile.budgetPsf === null ? null : Math.ceil(profile.budgetPsf * 100) / 100,
  };
}
