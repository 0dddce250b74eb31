import { isBroker, isResearch, type Viewer } from "./policy";
import type { BuildingSubject, ListingSubject } from "./subjects";

/**
 * Listings and buildings are public pages; what is private is per field. The spec gives brokers the
 * private listing fields and broker notes, and the research team the building contacts and
 * availability; admins have both.
 */

/** Listings off the market (VETTING, LEASE_OUT...) are seen by brokers and researchers, who keep them. */
export function readsEveryListing(viewer: Viewer): boolean {
  return isBroker(viewer) || isResearch(viewer);
}

export const listingRules = {
  read: (v: Viewer, l: ListingSubject) => l.status === "AVAILABLE" || readsEveryListing(v),
  /** Private floor and suite, private description, broker notes, insights, history, sublease contact. */
  readPrivate: (v: Viewer, _l: ListingSubject) => isBroker(v),
  /** The broker drawer's save. */
  update: (v: Viewer, _l: ListingSubject) => isBroker(v),
  /** The research listing editor: research team and admins (docs/decisions.md). */
  editAvailability: (v: Viewer, _l: ListingSubject) => isResearch(v),
};

export const buildingRules = {
  read: (_v: Viewer, _b: BuildingSubject) => true,
  /** The private description is a broker's note, like the listing's. */
  readPrivate: (v: Viewer, _b: BuildingSubject) => isBroker(v),
  readContacts: (v: Viewer, _b: BuildingSubject) => isBroker(v) || isResearch(v),
  /** The broker drawer's and building admin's save. */
  update: (v: Viewer, _b: BuildingSubject) => isBroker(v),
  updateContacts: (v: Viewer, _b: BuildingSubject) => isBroker(v) || isResearch(v),
};
