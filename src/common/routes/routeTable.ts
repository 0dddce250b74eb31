import { PROPERTY_TYPE_SLUGS } from "../constants";

/*
 * The ordered route table of spec section 2. Routes are tried in order and the first match wins;
 * anything unmatched is the 404 page. Patterns use the spec's own notation: literal segments,
 * `{name}` for a parameter and `{name?}` for an optional one (optional segments only at the end).
 * Every pattern matches the whole path (a single trailing slash is tolerated), so deeper unknown
 * paths 404 instead of rendering a parent screen; the spec's "(exact)" notes therefore always hold.
 * Literal segments are case-sensitive: canonical URLs are lower case.
 */

export type Access = "public" | "signedIn" | "admin" | "signedInExtraCheck";

export interface PageOptions {
  showHeader: boolean;
  showFooter: boolean;
  /** Unset means "use the default rule" (showOnboardingByDefault); a value overrides it. */
  showOnboarding?: boolean;
  isTourbook: boolean;
  showOnboardingCTA: boolean;
  /** The minimal alternate footer; only visible when showFooter is false. */
  showStreamLineFooter: boolean;
}

export const DEFAULT_PAGE_OPTIONS: Readonly<PageOptions> = Object.freeze({
  showHeader: true,
  showFooter: true,
  isTourbook: false,
  showOnboardingCTA: false,
  showStreamLineFooter: false,
});

/** Screens shown instead of a route's own screen when its access check fails. */
export type DeniedFallbackScreen = "invitation" | "publicSurvey";

export interface RouteSpec<Id extends string = string> {
  readonly id: Id;
  /** Canonical pattern, the one links are built from. */
  readonly pattern: string;
  /** Further patterns for the same screen (e.g. /tour-invitation/{invitationId}). */
  readonly aliases: readonly string[];
  /** Per-parameter tests, run against the decoded segment. */
  readonly constraints: Readonly<Record<string, RegExp>>;
  readonly access: Access;
  readonly fallbackWhenDenied?: DeniedFallbackScreen;
  readonly page: Readonly<PageOptions>;
  /** Rendered only in the browser: the server sends the shell and no SSR markup. */
  readonly clientOnly: boolean;
  /** "spec" rows come from the spec's route table; "content" rows are pages the header/footer link to. */
  readonly origin: "spec" | "content";
}

interface RouteInput<Id extends string> {
  id: Id;
  pattern: string;
  aliases?: readonly string[];
  constraints?: Record<string, RegExp>;
  access?: Access;
  fallbackWhenDenied?: DeniedFallbackScreen;
  page?: Partial<PageOptions>;
  clientOnly?: boolean;
}

function route<Id extends string>(input: RouteInput<Id>, origin: "spec" | "content" = "spec"): RouteSpec<Id> {
  return Object.freeze({
    id: input.id,
    pattern: input.pattern,
    aliases: input.aliases ?? [],
    constraints: input.constraints ?? {},
    access: input.access ?? "public",
    ...(input.fallbackWhenDenied ? { fallbackWhenDenied: input.fallbackWhenDenied } : {}),
    page: Object.freeze({ ...DEFAULT_PAGE_OPTIONS, ...input.page }),
    clientOnly: input.clientOnly ?? false,
    origin,
  });
}

function content<Id extends string>(input: RouteInput<Id>): RouteSpec<Id> {
  return route(input, "content");
}

export const onboardingSteps = ["size", "location", "budget", "timeframes", "results"] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

function oneOf(values: readonly string[]): RegExp {
  return new RegExp(`^(?:${values.map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})$`);
}

/** Spec section 5: a route state is exactly two letters, a zip is digits, a listing address starts with digits. */
export const STATE = /^[a-zA-Z]{2}$/;
export const ZIP = /^[0-9]+$/;
export const LISTING_ADDRESS = /^[0-9]/;
const DIGITS = /^[0-9]+$/;
const PROPERTY_TYPE = oneOf(PROPERTY_TYPE_SLUGS);

// Page-option presets, named after why a screen uses them.
const NO_CHROME = { showHeader: false, showFooter: false } as const;
/** Onboarding is a focused lead-capture flow: no header or footer, but the phone/e-mail strip stays. */
const ONBOARDING_PAGE = { ...NO_CHROME, showOnboarding: false, showStreamLineFooter: true } as const;
/** Tourbook: footer and onboarding call-to-action hidden, flagged as tourbook (spec). */
const TOURBOOK_PAGE = {
  showFooter: false,
  showOnboardingCTA: false,
  isTourbook: true,
  showOnboarding: false,
};
/** Account, invitation and utility screens must not be covered by the onboarding prompt. */
const NO_ONBOARDING = { showOnboarding: false } as const;
/** Research-team tools are internal, full-width, browser-only and never server-rendered. */
const RESEARCH = {
  access: "signedIn",
  page: { ...NO_CHROME, showOnboarding: false },
  clientOnly: true,
} as const;
const RESEARCH_BASE = "/research-team/building-contacts";

/** The style guide's variants, /site-styles/{variant}: one part of the guide each. */
export const STYLE_GUIDE_VARIANTS = ["colours", "typography", "layout", "components"] as const;
export type StyleGuideVariant = (typeof STYLE_GUIDE_VARIANTS)[number];

export const routeTable = [
  route({ id: "home", pattern: "/" }),
  route({ id: "search", pattern: "/search", page: { showOnboardingCTA: true } }),
  route({
    id: "searchLanding",
    pattern: "/{propertyType}/{state}/{city}/{neighborhood?}",
    constraints: { propertyType: PROPERTY_TYPE, state: STATE },
    page: { showOnboardingCTA: true },
  }),
  route({
    id: "listingShort",
    pattern: "/{state}/{city}/{address}",
    constraints: { state: STATE, address: LISTING_ADDRESS },
  }),
  route({
    id: "buildingShort",
    pattern: "/building/{state}/{city}/{address}",
    constraints: { state: STATE },
  }),
  route({
    id: "building",
    pattern: "/buildings/{state}/{city}/{zip}/{neighborhood}/{address}",
    constraints: { state: STATE, zip: ZIP },
  }),
  route({
    id: "listing",
    pattern: "/listings/{state}/{city}/{zip}/{neighborhood}/{address}/{floorAndSuite}",
    constraints: { state: STATE, zip: ZIP },
  }),
  route({
    id: "sitemap",
    pattern: "/buildings/{state?}/{city?}/{neighborhood?}/{page?}",
    constraints: { state: STATE, page: DIGITS },
  }),
  route({ id: "listingById", pattern: "/listings/{listingId}", access: "signedIn" }),
  route({ id: "commutes", pattern: "/commutes" }),
  route({ id: "spaceCalculator", pattern: "/office-space-calculator" }),
  route({ id: "onboarding", pattern: "/profile", page: ONBOARDING_PAGE }),
  route({
    id: "onboardingStep",
    pattern: "/profile/{step}",
    constraints: { step: oneOf(onboardingSteps) },
    page: ONBOARDING_PAGE,
  }),
  route({ id: "externalOnboarding", pattern: "/external_onboarding", page: ONBOARDING_PAGE }),
  route({ id: "signIn", pattern: "/sign-in", page: NO_ONBOARDING }),
  route({ id: "signOut", pattern: "/sign-out", page: NO_ONBOARDING }),
  route({ id: "forgotPassword", pattern: "/forgot-password", page: NO_ONBOARDING }),
  route({ id: "changePassword", pattern: "/change-password", page: NO_ONBOARDING }),
  route({
    id: "confirmAccount",
    pattern: "/confirm-account/{confirmationToken}/{changeEmail?}",
    page: NO_ONBOARDING,
  }),
  route({
    id: "clientSearchListing",
    pattern: "/start/listing/{id}",
    page: { ...NO_CHROME, showOnboarding: false },
  }),
  route({ id: "maintenance", pattern: "/maintenance", page: NO_ONBOARDING }),
  route({
    id: "tourbook",
    // The first optional segment is the literal "campaigns", so /tourbook/tours/.. falls through.
    pattern: "/tourbook/{campaigns?}/{campaignId?}",
    constraints: { campaigns: /^campaigns$/ },
    access: "signedIn",
    page: TOURBOOK_PAGE,
    clientOnly: true,
  }),
  route({
    id: "tourbookTour",
    pattern: "/tourbook/tours/{tourId}",
    access: "signedIn",
    fallbackWhenDenied: "invitation",
    page: TOURBOOK_PAGE,
    clientOnly: true,
  }),
  route({
    id: "tourbookSurvey",
    pattern: "/tourbook/surveys/{surveyId}",
    access: "signedIn",
    fallbackWhenDenied: "publicSurvey",
    page: TOURBOOK_PAGE,
    clientOnly: true,
  }),
  route({ id: "joinSurvey", pattern: "/joinSurvey/{surveyId}", page: NO_ONBOARDING }),
  route({
    id: "invitation",
    pattern: "/invitation/{invitationId}",
    aliases: ["/tour-invitation/{invitationId}"],
    page: NO_ONBOARDING,
  }),
  route({
    id: "leasingManagers",
    pattern: "/leasing-managers/{action?}",
    constraints: { action: /^new$/ },
    access: "signedIn",
    clientOnly: true,
  }),
  route({ id: "buildingAdmin", pattern: "/building-admin", access: "admin" }),
  route({ id: "userAdmin", pattern: "/user-admin", access: "admin" }),
  // Not in the spec's table (issue 13 asks for it; docs/decisions.md, stop 20).
  route({ id: "auditLog", pattern: "/audit-log", access: "admin" }),
  // Not in the spec's table either: issue 13's lists of the public forms' messages and of the stored
  // analytics events (docs/decisions.md, stop 21).
  route({ id: "contactSubmissions", pattern: "/contact-submissions", access: "admin" }),
  route({ id: "analyticsEvents", pattern: "/analytics-events", access: "admin" }),
  route({ id: "featuredListingsAdmin", pattern: "/featured-listings-admin", access: "admin" }),
  route({ id: "importer", pattern: "/importer", access: "admin" }),
  route({ id: "settings", pattern: "/settings", access: "signedIn", clientOnly: true }),
  // Issue 25: the e-mail the site sent. "Your mail" (demo mode: mail to the viewer's own address;
  // the server answers nobody else's) and every message for admins. Rendered in the browser only:
  // a message's time is shown in the viewer's own zone.
  route({ id: "mail", pattern: "/mail", access: "signedIn", clientOnly: true }),
  route({ id: "mailAdmin", pattern: "/mail-admin", access: "admin", clientOnly: true }),
  // Spec: "style guide variants" exist beside it; each variant is one part of the guide on its own page.
  route({
    id: "siteStyles",
    pattern: "/site-styles/{variant?}",
    constraints: { variant: oneOf(STYLE_GUIDE_VARIANTS) },
    access: "signedIn",
  }),
  route({ id: "csvUpload", pattern: "/{vendor}/csv-upload", access: "signedIn", clientOnly: true }),
  route({ id: "imageSlideshow", pattern: "/image-slideshow", access: "signedIn", page: NO_CHROME }),
  route({ id: "debugInfo", pattern: "/debuginfo", page: NO_ONBOARDING }),
  route({ id: "researchContacts", pattern: RESEARCH_BASE, ...RESEARCH }),
  route({ id: "researchContactCreate", pattern: `${RESEARCH_BASE}/create`, ...RESEARCH }),
  route({ id: "researchContact", pattern: `${RESEARCH_BASE}/{buildingContactId}`, ...RESEARCH }),
  route({ id: "researchContactEdit", pattern: `${RESEARCH_BASE}/{buildingContactId}/edit`, ...RESEARCH }),
  route({
    id: "researchContactAddBuilding",
    pattern: `${RESEARCH_BASE}/{buildingContactId}/add-building`,
    ...RESEARCH,
  }),
  route({
    id: "researchBuildingAvailability",
    pattern: `${RESEARCH_BASE}/{buildingContactId}/building-availability/{buildingId}`,
    ...RESEARCH,
  }),
  route({
    id: "researchListingEdit",
    pattern: `${RESEARCH_BASE}/{buildingContactId}/building-availability/{buildingId}/listings/{listingId}`,
    ...RESEARCH,
    access: "signedInExtraCheck",
  }),
  // Spec: "a building list of the research team" exists with its path not shown (docs/decisions.md, stop 21).
  route({ id: "researchBuildings", pattern: "/research-team/buildings", ...RESEARCH }),
  // Not in the spec's table: issue 24's queue of vendors' new listings (docs/decisions.md, issue 24).
  route({ id: "researchListingReview", pattern: "/research-team/listing-review", ...RESEARCH }),

  // Additions, not in the spec's table: content pages the header and footer link to. They come last;
  // a test proves no earlier row catches their paths.
  content({ id: "about", pattern: "/about" }),
  content({ id: "meetOurTeam", pattern: "/welcome/meet-our-team" }),
  content({ id: "blog", pattern: "/blog/{slug?}" }),
  content({ id: "leasopedia", pattern: "/leasopedia/{slug?}" }),
  content({ id: "moveInServices", pattern: "/move-in-services" }),
  content({ id: "contactUs", pattern: "/contact-us" }),
  content({ id: "jobs", pattern: "/jobs" }),
  content({ id: "referrals", pattern: "/referrals" }),
  content({ id: "terms", pattern: "/terms" }),
  content({ id: "privacy", pattern: "/privacy" }),
] as const;

export type RouteId = (typeof routeTable)[number]["id"];
export type RouteDef = RouteSpec<RouteId>;
/** Every screen a route can render, including the denied-access fallbacks that have no path of their own. */
export type ScreenId = RouteId | DeniedFallbackScreen;

const byId = new Map<string, RouteDef>(routeTable.map((r) => [r.id, r]));

export function routeById(id: RouteId): RouteDef {
  const found = byId.get(id);
  if (!found) throw new Error(`Unknown route id: ${id}`);
  return found;
}
