import { isResearch, isSignedIn, type SignedInPolicy, type SignedInViewer } from "./policy";

/**
 * The research team's screens (contacts, buildings, availability): research staff and admins
 * (docs/decisions.md, stop 21). Each record is then its `can()` rule: `buildingContact.*`,
 * `listing.editAvailability`, `building.updateContacts`.
 */
export function researchAccess(name: string): SignedInPolicy {
  return { name, allows: (viewer): viewer is SignedInViewer => isSignedIn(viewer) && isResearch(viewer) };
}

export const researchReadPolicy = researchAccess("research.read");

/** The research team's own changes (adding a listing from the availability page). */
export const researchWritePolicy = researchAccess("research.write");

/** The review queue of vendors' new listings: reading it, and publishing or rejecting (`listing.review`). */
export const listingReviewReadPolicy = researchAccess("listingReview.read");
export const listingReviewDecidePolicy = researchAccess("listingReview.decide");
