import type { ComponentType } from "react";

export type ScreenProps = { params: Record<string, string | undefined> };

export type Screen = {
  /** Human name, used in titles and on the "not available yet" page. */
  name: string;
  /**
   * Built screens load their code on demand, so each page's first load carries only its own screen
   * (see system/screenLoader.ts); the others render the honest "not available yet" page.
   */
  load?: () => Promise<ComponentType<ScreenProps>>;
  /** Document title when the screen sets none itself. */
  title?: string;
};

/** Every content route shows the same screen: a Markdown page from content/, rendered on the server. */
const loadContentPage = () => import("./features/content/ContentPage").then((m) => m.ContentPage);

/** Every route id of the route table. A screen without `load` is listed in the README as not built yet. */
export const screens: Record<string, Screen> = {
  home: {
    name: "Home",
    title: "Commercial space, toured with a broker",
    load: () => import("./features/home/HomePage").then((m) => m.HomePage),
  },
  search: {
    name: "Search",
    load: () => import("./features/search/SearchPage").then((m) => m.SearchPage),
  },
  searchLanding: {
    name: "Search",
    load: () => import("./features/search/SearchPage").then((m) => m.SearchPage),
  },
  listingShort: {
    name: "Listing",
    load: () => import("./features/shortPath/ListingShortPage").then((m) => m.ListingShortPage),
  },
  buildingShort: {
    name: "Building",
    load: () => import("./features/building/BuildingPage").then((m) => m.BuildingShortPage),
  },
  building: {
    name: "Building",
    load: () => import("./features/building/BuildingPage").then((m) => m.BuildingPage),
  },
  listing: {
    name: "Listing",
    load: () => import("./features/listing/ListingPage").then((m) => m.ListingPage),
  },
  sitemap: {
    name: "Buildings directory",
    load: () => import("./features/sitemap/SitemapPage").then((m) => m.SitemapPage),
  },
  listingById: {
    name: "Listing",
    load: () => import("./features/listing/ListingByIdPage").then((m) => m.ListingByIdPage),
  },
  commutes: {
    name: "Commute calculator",
    load: () => import("./features/commutes/CommutesPage").then((m) => m.CommutesPage),
  },
  spaceCalculator: {
    name: "Space calculator",
    load: () => import("./features/spaceCalculator/SpaceCalculatorPage").then((m) => m.SpaceCalculatorPage),
  },
  onboarding: {
    name: "Your office profile",
    load: () => import("./features/onboarding/OnboardingPage").then((m) => m.OnboardingPage),
  },
  onboardingStep: {
    name: "Your office profile",
    load: () => import("./features/onboarding/OnboardingPage").then((m) => m.OnboardingPage),
  },
  externalOnboarding: {
    name: "Your office profile",
    load: () => import("./features/onboarding/ExternalOnboardingPage").then((m) => m.ExternalOnboardingPage),
  },
  signIn: {
    name: "Sign in",
    load: () => import("./features/account/SignInPage").then((m) => m.SignInPage),
  },
  signOut: {
    name: "Sign out",
    load: () => import("./features/account/SignOutPage").then((m) => m.SignOutPage),
  },
  forgotPassword: {
    name: "Forgot password",
    load: () => import("./features/account/ForgotPasswordPage").then((m) => m.ForgotPasswordPage),
  },
  changePassword: {
    name: "Change password",
    load: () => import("./features/account/ChangePasswordPage").then((m) => m.ChangePasswordPage),
  },
  confirmAccount: {
    name: "Confirm your account",
    load: () => import("./features/account/ConfirmAccountPage").then((m) => m.ConfirmAccountPage),
  },
  clientSearchListing: {
    name: "Listing",
    load: () => import("./features/listing/ListingByIdPage").then((m) => m.ClientSearchListingPage),
  },
  maintenance: {
    name: "Maintenance",
    load: () => import("./features/status/MaintenancePage").then((m) => m.MaintenancePage),
  },
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
  settings: {
    name: "Settings",
    load: () => import("./features/account/SettingsPage").then((m) => m.SettingsPage),
  },
  siteStyles: {
    name: "Style guide",
    load: () => import("./features/styleGuide/SiteStylesPage").then((m) => m.SiteStylesPage),
  },
  csvUpload: { name: "CSV upload" },
  imageSlideshow: { name: "Image slideshow" },
  debugInfo: {
    name: "Debug info",
    load: () => import("./features/debugInfo/DebugInfoPage").then((m) => m.DebugInfoPage),
  },
  researchContacts: { name: "Building contacts" },
  researchContactCreate: { name: "New building contact" },
  researchContact: { name: "Building contact" },
  researchContactEdit: { name: "Edit building contact" },
  researchContactAddBuilding: { name: "Add building" },
  researchBuildingAvailability: { name: "Building availability" },
  researchListingEdit: { name: "Edit listing" },
  about: { name: "About", load: loadContentPage },
  meetOurTeam: { name: "Meet our team", load: loadContentPage },
  blog: { name: "Blog", load: loadContentPage },
  leasopedia: { name: "Leasopedia", load: loadContentPage },
  moveInServices: { name: "Move-in services", load: loadContentPage },
  contactUs: { name: "Contact us", load: loadContentPage },
  jobs: { name: "Jobs", load: loadContentPage },
  referrals: { name: "Referrals", load: loadContentPage },
  terms: { name: "Terms of use", load: loadContentPage },
  privacy: { name: "Privacy policy", load: loadContentPage },
};
