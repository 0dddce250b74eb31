import { publicAccess, signedInAccess } from "./policy";

/**
 * Listings, buildings, search and the sitemap are public pages; which listing and which fields a
 * viewer sees are the `listing` and `building` rules' decision (placeRules.ts).
 */
export const listingReadPolicy = publicAccess("listing.read");

/** Adding listings needs a signed-in viewer; each campaign, survey and tour is then a `can()` rule. */
export const listingAddPolicy = signedInAccess("listing.add");
