import { adminAccess, isAdmin, type Viewer } from "./policy";
import type { FeaturedListSubject } from "./subjects";

/** /featured-listings-admin: admins only; the market's list is then the `featuredList` rules. */
export const featuredAdminPolicy = adminAccess("featured.admin");

/** A market's featured listings of one property type: what the public landing pages show. */
export const featuredListRules = {
  read: (v: Viewer, _f: FeaturedListSubject) => isAdmin(v),
  update: (v: Viewer, _f: FeaturedListSubject) => isAdmin(v),
};
