import { slugify } from "../../../common/format/slug";

/**
 * The identity a listing shows on the API: "{building identity}/{slug of its public floor and
 * suite}". The stored identity (the importers' natural key) may have been made from the private
 * floor and suite (the seed's "floor-7-suite-705" behind a public "Penthouse"), so it is never sent
 * as it is; the building's part is everything before its last "/", which a slug never contains.
 */
export function publicListingIdentity(listing: { identity: string; floorAndSuite: string }): string {
  const cut = listing.identity.lastIndexOf("/");
  const building = cut < 0 ? listing.identity : listing.identity.slice(0, cut);
  return `${building}/${slugify(listing.floorAndSuite)}`;
}
