import { buildingPageQueries, buildingShortPageQueries } from "./features/building/BuildingPage";
import { commutesPageQueries } from "./features/commutes/CommutesPage";
import { contentPageQueries } from "./features/content/contentRoutes";
import { listingByIdQueries } from "./features/listing/ListingByIdPage";
import { listingPageQueries } from "./features/listing/ListingPage";
import { searchPageQueries } from "./features/search/searchVariables";
import { sitemapPageQueries } from "./features/sitemap/SitemapPage";
import { spaceCalculatorPageQueries } from "./features/spaceCalculator/SpaceCalculatorPage";
import { siteStylesQueries } from "./features/styleGuide/styleGuideListingQuery";
import type { PageQuery } from "./system/pageQueries";

export type ScreenQueries = (params: Record<string, string | undefined>, search: string) => PageQuery[];

/**
 * The queries each screen needs, fetched by the server before rendering (like a route loader).
 * Only the server imports this, so the browser's first load does not carry every page's queries.
 */
export const screenQueries: Record<string, ScreenQueries> = {
  search: searchPageQueries,
  searchLanding: searchPageQueries,
  listingShort: buildingShortPageQueries,
  buildingShort: buildingShortPageQueries,
  building: buildingPageQueries,
  listing: listingPageQueries,
  sitemap: sitemapPageQueries,
  listingById: listingByIdQueries("listingId"),
  clientSearchListing: listingByIdQueries("id"),
  spaceCalculator: spaceCalculatorPageQueries,
  commutes: commutesPageQueries,
  about: contentPageQueries("about"),
  meetOurTeam: contentPageQueries("meetOurTeam"),
  blog: contentPageQueries("blog"),
  leasopedia: contentPageQueries("leasopedia"),
  moveInServices: contentPageQueries("moveInServices"),
  contactUs: contentPageQueries("contactUs"),
  jobs: contentPageQueries("jobs"),
  referrals: contentPageQueries("referrals"),
  terms: contentPageQueries("terms"),
  privacy: contentPageQueries("privacy"),
  siteStyles: siteStylesQueries,
};
