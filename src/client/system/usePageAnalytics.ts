import { useEffect } from "react";
import { analytics } from "./analytics";
import type { AnalyticsUser } from "./analyticsCore";

/**
 * Identifies the signed-in user whenever a different one signs in, and records a page view for
 * each new path or query string (a hash-only change is the same page). Effects never run during a
 * server render, and the page's own effects (its title) have run before these.
 */
export function usePageAnalytics(
  routeId: string,
  pathname: string,
  search: string,
  user: AnalyticsUser | null,
) {
  const uuid = user?.uuid;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new identify only when the user changes, not on each profile edit.
  useEffect(() => analytics.identify(user), [uuid]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's route id follows its path.
  useEffect(() => analytics.page(routeId), [pathname, search]);
}
