import type { ScreenModule } from "./system/screenData";

export type Screen = {
  /** Human name, used in titles and on the "not available yet" page. */
  name: string;
  /**
   * Built screens load their code on demand, so each page's first load carries only its own screen
   * (see system/screenLoader.ts); the others render the honest "not available yet" page. The module
   * gives the component and the queries it renders with (system/screenData.tsx), so the server's
   * prefetch and the screen read one declaration, and only the screen's own chunk carries it.
   */
  load?: () => Promise<ScreenModule>;
  /** Document title when the screen sets none itself. */
  title?: string;
};

/** Every content route shows the same screen: a Markdown page from content/, rendered on the server. */
const loadContentPage = () =>
  import("./features/content/ContentPage").then((m) => ({
    component: m.ContentPage,
    queries: m.contentPageQueries,
  }));

/** The research-team screens share one chunk (features/research/researchScreens.ts). */
const loadResearch = (
  pick: (m: typeof import("./features/research/researchScreens")) => ScreenModule["component"],
) => import("./features/research/researchScreens").then((m) => ({ component: pick(m) }));

/** Every route id of the route table. A screen without `load` is listed in the README as not built yet. */
export const screens: Record<string, Screen> = {
  home: {
    name: "Home",
    title: "Commercial space, toured with a broker",
    load: () =>
      import("./features/home/HomePage").then((m) => ({
        component: m.HomePage,
        queries: m.homePageQueries,
      })),
  },
  search: {
    name: "Search",
    load: () =>
      import("./features/search/SearchPage").then((m) => ({
        component: m.SearchPage,
        queries: m.searchPageQueries,
      })),
  },
  searchLanding: {
    name: "Search",
    load: () =>
      import("./features/search/SearchPage").then((m) => ({
        component: m.SearchPage,
        queries: m.searchPageQueries,
      })),
  },
  listingShort: {
    name: "Listing",
    load: () =>
      import("./features/shortPath/ListingShortPage").then((m) => ({
        component: m.ListingShortPage,
        queries: m.listingShortPageQueries,
      })),
  },
  buildingShort: {
    name: "Building",
    load: () =>
      import("./features/building/BuildingPage").then((m) => ({
        component: m.BuildingShortPage,
        queries: m.buildingShortPageQueries,
      })),
  },
  building: {
    name: "Building",
    load: () =>
      import("./features/building/BuildingPage").then((m) => ({
        component: m.BuildingPage,
        queries: m.buildingPageQueries,
      })),
  },
  listing: {
    name: "Listing",
    load: () =>
      import("./features/listing/ListingPage").then((m) => ({
        component: m.ListingPage,
        queries: m.listingPageQueries,
      })),
  },
  sitemap: {
    name: "Buildings directory",
    load: () =>
      import("./features/sitemap/SitemapPage").then((m) => ({
        component: m.SitemapPage,
        queries: m.sitemapPageQueries,
      })),
  },
  listingById: {
    name: "Listing",
    load: () =>
      import("./features/listing/ListingByIdPage").then((m) => ({
        component: m.ListingByIdPage,
        queries: m.listingByIdPageQueries,
      })),
  },
  commutes: {
    name: "Commute calculator",
    load: () =>
      import("./features/commutes/CommutesPage").then((m) => ({
        component: m.CommutesPage,
        queries: m.commutesPageQueries,
      })),
  },
  spaceCalculator: {
    name: "Space calculator",
    load: () =>
      import("./features/spaceCalculator/SpaceCalculatorPage").then((m) => ({
        component: m.SpaceCalculatorPage,
        queries: m.spaceCalculatorPageQueries,
      })),
  },
  onboarding: {
    name: "Your office profile",
    load: () =>
      import("./features/onboarding/OnboardingPage").then((m) => ({
        component: m.OnboardingPage,
        queries: m.onboardingPageQueries,
      })),
  },
  onboardingStep: {
    name: "Your office profile",
    load: () =>
      import("./features/onboarding/OnboardingPage").then((m) => ({
        component: m.OnboardingPage,
        queries: m.onboardingPageQueries,
      })),
  },
  externalOnboarding: {
    name: "Your office profile",
    load: () =>
      import("./features/onboarding/ExternalOnboardingPage").then((m) => ({
        component: m.ExternalOnboardingPage,
      })),
  },
  signIn: {
    name: "Sign in",
    load: () => import("./features/account/SignInPage").then((m) => ({ component: m.SignInPage })),
  },
  signOut: {
    name: "Sign out",
    load: () => import("./features/account/SignOutPage").then((m) => ({ component: m.SignOutPage })),
  },
  forgotPassword: {
    name: "Forgot password",
    load: () =>
      import("./features/account/ForgotPasswordPage").then((m) => ({ component: m.ForgotPasswordPage })),
  },
  changePassword: {
    name: "Change password",
    load: () =>
      import("./features/account/ChangePasswordPage").then((m) => ({ component: m.ChangePasswordPage })),
  },
  confirmAccount: {
    name: "Confirm your account",
    load: () =>
      import("./features/account/ConfirmAccountPage").then((m) => ({ component: m.ConfirmAccountPage })),
  },
  clientSearchListing: {
    name: "Listing",
    load: () =>
      import("./features/listing/ListingByIdPage").then((m) => ({
        component: m.ClientSearchListingPage,
        queries: m.clientSearchListingQueries,
      })),
  },
  maintenance: {
    name: "Maintenance",
    load: () => import("./features/status/MaintenancePage").then((m) => ({ component: m.MaintenancePage })),
  },
  tourbook: {
    name: "Tourbook",
    load: () => import("./features/tourbook/TourbookPage").then((m) => ({ component: m.TourbookPage })),
  },
  tourbookTour: {
    name: "Tour",
    load: () => import("./features/tours/TourPage").then((m) => ({ component: m.TourPage })),
  },
  tourbookSurvey: {
    name: "Survey",
    load: () => import("./features/surveys/SurveyPage").then((m) => ({ component: m.SurveyPage })),
  },
  publicSurvey: {
    name: "Survey",
    load: () =>
      import("./features/surveys/PublicSurveyPage").then((m) => ({ component: m.PublicSurveyPage })),
  },
  joinSurvey: {
    name: "Survey invitation",
    load: () => import("./features/surveys/PublicSurveyPage").then((m) => ({ component: m.JoinSurveyPage })),
  },
  invitation: {
    name: "Invitation",
    load: () =>
      import("./features/invitations/InvitationPage").then((m) => ({ component: m.InvitationPage })),
  },
  leasingManagers: {
    name: "Leasing managers",
    load: () =>
      import("./features/leasingManagers/LeasingManagersPage").then((m) => ({
        component: m.LeasingManagersPage,
      })),
  },
  buildingAdmin: {
    name: "Building admin",
    load: () =>
      import("./features/buildingAdmin/BuildingAdminPage").then((m) => ({
        component: m.BuildingAdminPage,
        queries: m.buildingAdminPageQueries,
      })),
  },
  userAdmin: {
    name: "User admin",
    load: () => import("./features/admin/UserAdminPage").then((m) => ({ component: m.UserAdminPage })),
  },
  auditLog: {
    name: "Audit log",
    load: () => import("./features/admin/AuditLogPage").then((m) => ({ component: m.AuditLogPage })),
  },
  contactSubmissions: {
    name: "Contact submissions",
    load: () =>
      import("./features/admin/ContactSubmissionsPage").then((m) => ({
        component: m.ContactSubmissionsPage,
      })),
  },
  analyticsEvents: {
    name: "Analytics events",
    load: () =>
      import("./features/admin/AnalyticsEventsPage").then((m) => ({ component: m.AnalyticsEventsPage })),
  },
  featuredListingsAdmin: {
    name: "Featured listings admin",
    load: () =>
      import("./features/featuredAdmin/FeaturedAdminPage").then((m) => ({ component: m.FeaturedAdminPage })),
  },
  importer: {
    name: "Listing importer",
    load: () => import("./features/importerAdmin/ImporterPage").then((m) => ({ component: m.ImporterPage })),
  },
  mail: {
    name: "Your mail",
    load: () => import("./features/mail/MailPage").then((m) => ({ component: m.MailPage })),
  },
  mailAdmin: {
    name: "Mail",
    load: () => import("./features/mail/MailAdminPage").then((m) => ({ component: m.MailAdminPage })),
  },
  settings: {
    name: "Settings",
    load: () => import("./features/account/SettingsPage").then((m) => ({ component: m.SettingsPage })),
  },
  siteStyles: {
    name: "Style guide",
    load: () =>
      import("./features/styleGuide/SiteStylesPage").then((m) => ({
        component: m.SiteStylesPage,
        queries: m.siteStylesQueries,
      })),
  },
  csvUpload: {
    name: "CSV upload",
    load: () => import("./features/csvImport/CsvImportPage").then((m) => ({ component: m.CsvImportPage })),
  },
  imageSlideshow: {
    name: "Image slideshow",
    load: () =>
      import("./features/media/ImageSlideshowPage").then((m) => ({ component: m.ImageSlideshowPage })),
  },
  debugInfo: {
    name: "Debug info",
    load: () => import("./features/debugInfo/DebugInfoPage").then((m) => ({ component: m.DebugInfoPage })),
  },
  researchContacts: {
    name: "Building contacts",
    load: () => loadResearch((m) => m.ContactsPage),
  },
  researchContactCreate: {
    name: "New building contact",
    load: () => loadResearch((m) => m.ContactCreatePage),
  },
  researchContact: {
    name: "Building contact",
    load: () => loadResearch((m) => m.ContactPage),
  },
  researchContactEdit: {
    name: "Edit building contact",
    load: () => loadResearch((m) => m.ContactEditPage),
  },
  researchContactAddBuilding: {
    name: "Add building",
    load: () => loadResearch((m) => m.AddBuildingPage),
  },
  researchBuildingAvailability: {
    name: "Building availability",
    load: () => loadResearch((m) => m.BuildingAvailabilityPage),
  },
  researchListingEdit: {
    name: "Edit listing",
    load: () => loadResearch((m) => m.ListingEditPage),
  },
  researchBuildings: {
    name: "Research buildings",
    load: () => loadResearch((m) => m.BuildingsPage),
  },
  researchListingReview: {
    name: "Listing review",
    load: () => loadResearch((m) => m.ListingReviewPage),
  },
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
