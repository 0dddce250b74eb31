import { RESEARCH_PATH } from "../../common/account/landing";
import type { CurrentUser } from "../features/account/currentUserTypes";

export type HeaderPlace = { to: string; label: string };

type PlaceUser = Pick<
  CurrentUser,
  "isRenter" | "isBroker" | "isAdmin" | "isResearch" | "vendor" | "latestCampaign"
>;

export const TOURBOOK_PATH = "/tourbook/campaigns";
export const ADMIN_PATH = "/user-admin";

/** A vendor's uploader who is nothing else: their place is the upload page, not a tourbook. */
function onlyUploads(user: PlaceUser): boolean {
  return user.vendor != null && !user.isBroker && !user.isAdmin && !user.isResearch;
}

/**
 * The signed-in person's own places, by role, in the header (issue 25): the tourbook for clients and
 * brokers, the upload page for a vendor's user, research for the research team, admin for admins.
 * Someone who has both roles gets both links.
 */
export function headerPlaces(user: PlaceUser): HeaderPlace[] {
  const places: HeaderPlace[] = [];
  const tourbook =
    user.isBroker || user.latestCampaign != null || (user.isRenter && !onlyUploads(user) && !user.isResearch);
  if (tourbook) places.push({ to: TOURBOOK_PATH, label: "Tourbook" });
  if (user.vendor) places.push({ to: `/${user.vendor.slug}/csv-upload`, label: "Upload listings" });
  if (user.isResearch || user.isAdmin) places.push({ to: RESEARCH_PATH, label: "Research" });
  if (user.isAdmin) places.push({ to: ADMIN_PATH, label: "Admin" });
  return places;
}
