import { isAdmin, isBroker, isSignedIn, type Policy, type Viewer } from "./policy";

/** Listings, buildings, search and the sitemap are public; what each viewer sees is decided per object and field. */
export const listingReadPolicy: Policy = { name: "listing.read", allows: () => true };

/** Adding listings needs a signed-in viewer; which campaigns, surveys and tours is checked per object. */
export const listingAddPolicy: Policy = { name: "listing.add", allows: (viewer) => isSignedIn(viewer) };

/** Broker-only fields (private floor and suite, notes, insights, history, contacts...). */
export function canReadBrokerFields(viewer: Viewer): boolean {
  return isBroker(viewer);
}

/** Anyone sees an AVAILABLE listing; brokers and admins see every status. */
export function canReadListing(viewer: Viewer, listing: { status: string }): boolean {
  return listing.status === "AVAILABLE" || isBroker(viewer);
}

type CampaignParties = { clientId: number | null; brokerId: number | null };

/** A campaign's client, its broker, or an admin may add listings to it. */
export function canAddToCampaign(viewer: Viewer, campaign: CampaignParties): boolean {
  const id = viewer.user?.id;
  return id !== undefined && (campaign.clientId === id || campaign.brokerId === id || isAdmin(viewer));
}

/** Surveys and tours are the broker's: the campaign's broker or an admin. */
export function canAddToSurveyOrTour(viewer: Viewer, campaign: CampaignParties): boolean {
  const id = viewer.user?.id;
  return id !== undefined && (campaign.brokerId === id || isAdmin(viewer));
}
