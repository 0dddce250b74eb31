import type { CurrentUser } from "../features/account/currentUserTypes";

type StartUser = Pick<CurrentUser, "isBroker" | "isAdmin" | "isResearch" | "vendor" | "latestCampaign">;

/**
 * "Get started" (the onboarding profile) is for visitors and for renters who have not started a
 * search with us yet: not for brokers, the team, a vendor's uploader, or a client with a campaign.
 */
export function showsGetStarted(user: StartUser | null): boolean {
  if (!user) return true;
  if (user.isBroker || user.isAdmin || user.isResearch || user.vendor) return false;
  return user.latestCampaign == null;
}
