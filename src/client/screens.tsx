import type { ComponentType } from "react";
import { ChangePasswordPage, changePasswordTitle } from "./features/account/ChangePasswordPage";
import { ConfirmAccountPage, confirmAccountTitle } from "./features/account/ConfirmAccountPage";
import { ForgotPasswordPage, forgotPasswordTitle } from "./features/account/ForgotPasswordPage";
import { SettingsPage, settingsTitle } from "./features/account/SettingsPage";
import { SignInPage, signInTitle } from "./features/account/SignInPage";
import { SignOutPage, signOutTitle } from "./features/account/SignOutPage";
import {
  BuildingPage,
  BuildingShortPage,
  buildingPageQueries,
  buildingShortPageQueries,
} from "./features/building/BuildingPage";
import {
  ClientSearchListingPage,
  ListingByIdPage,
  listingByIdQueries,
} from "./features/listing/ListingByIdPage";
import { ListingPage, listingPageQueries } from "./features/listing/ListingPage";
import { ListingShortPage } from "./features/listing/ListingShortPage";
import { HomePage, homeTitle } from "./features/pages/HomePage";
import { SearchPage, searchScreenTitle } from "./features/search/SearchPage";
import { searchPageQueries } from "./features/search/searchVariables";
import { SitemapPage, sitemapPageQueries, sitemapTitle } from "./features/sitemap/SitemapPage";
import type { PageQuery } from "./system/pageQueries";

export type Screen = {
  /** Human name, used in titles and on the "not available yet" page. */
  name: string;
  /** Built screens have a component; the others render the honest "not available yet" page. */
  component?: ComponentType<{ params: Record<string, string | undefined> }>;
  title?: string;
  /** Queries the screen needs, fetched by the server before rendering (like a route loader). */
  queries?: (params: Record<string, string | undefined>, search: string) => PageQuery[];
};

/** Every route id of the route table. A screen without a component is listed in the README as not built yet. */
export const screens: Record<string, Screen> = {
  home: { name: "Home", component: HomePage, title: homeTitle },
  search: { name: "Search", component: SearchPage, title: searchScreenTitle, queries: searchPageQueries },
  searchLanding: {
    name: "Search",
    component: SearchPage,
    title: searchScreenTitle,
    queries: searchPageQueries,
  },
  listingShort: { name: "Listing", component: ListingShortPage, queries: buildingShortPageQueries },
  buildingShort: { name: "Building", component: BuildingShortPage, queries: buildingShortPageQueries },
  building: { name: "Building", component: BuildingPage, queries: buildingPageQueries },
  listing: { name: "Listing", component: ListingPage, queries: listingPageQueries },
  sitemap: {
    name: "Buildings directory",
    component: SitemapPage,
    title: sitemapTitle,
    queries: sitemapPageQueries,
  },
  listingById: { name: "Listing", component: ListingByIdPage, queries: listingByIdQueries("listingId") },
  commutes: { name: "Commute calculator" },
  spaceCalculator: { name: "Space calculator" },
  onboarding: { name: "Your office profile" },
  onboardingStep: { name: "Your office profile" },
  externalOnboarding: { name: "Your office profile" },
  signIn: { name: "Sign in", component: SignInPage, title: signInTitle },
  signOut: { name: "Sign out", component: SignOutPage, title: signOutTitle },
  forgotPassword: { name: "Forgot password", component: ForgotPasswordPage, title: forgotPasswordTitle },
  changePassword: { name: "Change password", component: ChangePasswordPage, title: changePasswordTitle },
  confirmAccount: { name: "Confirm your account", component: ConfirmAccountPage, title: confirmAccountTitle },
  clientSearchListing: {
    name: "Listing",
    component: ClientSearchListingPage,
    queries: listingByIdQueries("id"),
  },
  maintenance: { name: "Maintenance" },
  tourbook: { name: "Tourbook" },
  tourbookTour: { name: "Tour" },
  tourbookSurvey: { name: "Survey" },
  publicSurvey: { name: "Survey" },
  joinSurvey: { name: "Survey invitation" },
  invitation: { name: "Invitation" },
  leasingManagers: { name: "Leasing managers" },
  buildingAdmin: { name: "Building admin" },
  userAdmin: { name: "User admin" },
  featuredListingsAdmin: { name: "Featured listings admin" },
  importer: { name: "Listing importer" },
  settings: { name: "Settings", component: SettingsPage, title: settingsTitle },
  siteStyles: { name: "Style guide" },
  csvUpload: { name: "CSV upload" },
  imageSlideshow: { name: "Image slideshow" },
  debugInfo: { name: "Debug info" },
  researchContacts: { name: "Building contacts" },
  researchContactCreate: { name: "New building contact" },
  researchContact: { name: "Building contact" },
  researchContactEdit: { name: "Edit building contact" },
  researchContactAddBuilding: { name: "Add building" },
  researchBuildingAvailability: { name: "Building availability" },
  researchListingEdit: { name: "Edit listing" },
  about: { name: "About" },
  meetOurTeam: { name: "Meet our team" },
  blog: { name: "Blog" },
  leasopedia: { name: "Leasopedia" },
  moveInServices: { name: "Move-in services" },
  contactUs: { name: "Contact us" },
  jobs: { name: "Jobs" },
  referrals: { name: "Referrals" },
  terms: { name: "Terms of use" },
  privacy: { name: "Privacy policy" },
};
