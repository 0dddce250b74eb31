/**
 * Every research-team screen in one chunk: they are one internal tool, used together, and one lazy
 * import keeps the screen table (in every page's first load) a few bytes per route instead of a
 * preload entry each.
 */
export { AddBuildingPage } from "./AddBuildingPage";
export { BuildingAvailabilityPage } from "./BuildingAvailabilityPage";
export { BuildingsPage } from "./BuildingsPage";
export { ContactCreatePage } from "./ContactCreatePage";
export { ContactEditPage } from "./ContactEditPage";
export { ContactPage } from "./ContactPage";
export { ContactsPage } from "./ContactsPage";
export { ListingEditPage } from "./ListingEditPage";
export { ListingReviewPage } from "./ListingReviewPage";
