import { isAdmin, isBroker, isResearch, type Viewer } from "./policy";
import type { BrokerInsightSubject, BuildingSubject, ImporterJobSubject, ListingSubject } from "./subjects";

/**
 * Listings and buildings are public pages; what is private is per field. The spec gives brokers the
 * private listing fields and broker notes, and the research team the building contacts and
 * availability; admins have both.
 */

/** Listings off the market (VETTING, LEASE_OUT...) are seen by brokers and researchers, who keep them. */
export function readsEveryListing(viewer: Viewer): boolean {
  return isBroker(viewer) || isResearch(viewer);
}

/**
 * Who may change a listing's or a building's facts: a broker in the market they work
 * (users.broker_market_id), the research team and admins (docs/decisions.md, stop 20). A broker with
 * no market set edits nothing until an admin sets one.
 */
export function editsMarket(v: Viewer, marketId: number): boolean {
  if (isAdmin(v) || isResearch(v)) return true;
  return isBroker(v) && v.user?.brokerMarketId === marketId;
}

export const listingRules = {
  read: (v: Viewer, l: ListingSubject) => l.status === "AVAILABLE" || readsEveryListing(v),
  /** Private floor and suite, private description, broker notes, insights, history, sublease contact. */
  readPrivate: (v: Viewer, _l: ListingSubject) => isBroker(v),
  /** The broker drawer's save, photos, floor plans and the 3D tour (every change lands in history). */
  update: (v: Viewer, l: ListingSubject) => editsMarket(v, l.marketId),
  /** The research listing editor: research team and admins (docs/decisions.md). */
  editAvailability: (v: Viewer, _l: ListingSubject) => isResearch(v),
  /** Publishing or rejecting a vendor's new listing (the review queue): research team and admins. */
  review: (v: Viewer, _l: ListingSubject) => isResearch(v),
};

export const buildingRules = {
  read: (_v: Viewer, _b: BuildingSubject) => true,
  /** The private description is a broker's note, like the listing's. */
  readPrivate: (v: Viewer, _b: BuildingSubject) => isBroker(v),
  /**
   * A building's contacts are the research team's work: they and admins read every market's; a
   * broker reads those of the market they work, whose buildings they edit (a broker of one market
   * must not be able to collect every market's contacts through the drawer).
   */
  readContacts: (v: Viewer, b: BuildingSubject) => editsMarket(v, b.marketId),
  /** The broker drawer's and building admin's save, and the building's photos. */
  update: (v: Viewer, b: BuildingSubject) => editsMarket(v, b.marketId),
  updateContacts: (v: Viewer, b: BuildingSubject) => editsMarket(v, b.marketId),
  /**
   * A new listing at the building, from the research team's availability page (a contact told
   * them of the space): research team and admins. Brokers change their market's listings but add
   * none by hand; vendors add theirs by CSV.
   */
  addListing: (v: Viewer, _b: BuildingSubject) => isResearch(v),
  /**
   * The building admin (issue 13): where the building is, its editorial content, and merging a
   * duplicate into it. Admins only; the place is on every listing's path and in search.
   */
  administer: (v: Viewer, _b: BuildingSubject) => isAdmin(v),
};

/**
 * An insight is its author's words under their name: the author (while they still edit the
 * listing's market) changes it, and the research team and admins, who keep listings true.
 */
export const brokerInsightRules = {
  update: (v: Viewer, i: BrokerInsightSubject) =>
    isResearch(v) || (i.authorId !== null && v.user?.id === i.authorId && editsMarket(v, i.marketId)),
};

/** A job's stages and input are its author's (they typed them); admins see every job. */
export const importerJobRules = {
  read: (v: Viewer, j: ImporterJobSubject) =>
    isAdmin(v) || (j.createdById !== null && v.user?.id === j.createdById),
  /** Running an ERROR or DEAD job again (/importer). */
  retry: (v: Viewer, _j: ImporterJobSubject) => isAdmin(v),
};
