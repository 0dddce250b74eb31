import type { CurrentUser } from "../account/currentUserTypes";
import type { SearchState } from "./searchSlice";

export type SearchSeed = Pick<SearchState, "cityName" | "neighborhoods" | "numEmployees">;

/**
 * Spec section 4 start-up: a user with a cityOfInterest starts searching where their latest
 * campaign's requirements point (its seat count and neighbourhood names, none by default).
 * Null means keep the default search.
 */
export function initialSearchFromUser(user: CurrentUser | null): SearchSeed | null {
  if (!user?.cityOfInterest) return null;
  const requirements = user.latestCampaign?.currentActiveRequirements ?? null;
  return {
    cityName: user.cityOfInterest,
    // The spec names both fields; older requirements only carry numberOfEmployees.
    numEmployees: requirements?.numEmployees ?? requirements?.numberOfEmployees ?? null,
    neighborhoods: requirements?.neighborhoods.map((n) => n.name) ?? [],
  };
}
