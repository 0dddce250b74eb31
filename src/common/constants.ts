import type { LeaseTerm, MoveInTimeframe, OnboardingPhase } from "./enums";

/* Business constants and limits of spec section 9 (and the defaults section 3 ties to them). */

/** Search results per page; offset = (page - 1) * PAGE_SIZE. */
export const PAGE_SIZE = 12;
export const DEFAULT_CITY = "New York";
export const DEFAULT_STATE_SLUG = "ny";
export const DEFAULT_CITY_SLUG = "new-york";
export const DEFAULT_PROPERTY_TYPE = "office-space";
export const DEFAULT_SEARCH_PATH = `/${DEFAULT_PROPERTY_TYPE}/${DEFAULT_STATE_SLUG}/${DEFAULT_CITY_SLUG}`;
/** Property-type slugs that lead a search path; all of them route to the search screen. */
export const PROPERTY_TYPE_SLUGS = ["office-space", "retail-space", "industrial-space"] as const;
export type PropertyTypeSlug = (typeof PROPERTY_TYPE_SLUGS)[number];

export const TOAST_MS = 3000;
export const ERROR_TOAST_MS = 5000;

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const ANALYTICS_RETRY_MS = 100;
export const JOB_POLL_MS = 500;

/** GraphQL operation batching (client link and server limit). */
export const BATCH_MAX = 2000;
export const BATCH_INTERVAL_MS = 10;

/** "Timeout" errors of queries are retried while attempts < 3, i.e. at most twice more. */
export const TIMEOUT_RETRY_ATTEMPTS = 3;
export const RETRY_INITIAL_DELAY_MS = 100;
export const GENERIC_RETRY_MAX = 5;

export const ONBOARDING_SCREENS = 5;
export const ONBOARDING_DEFAULTS: {
  readonly city: string;
  readonly psfPerEmployee: number;
  readonly totalSquareFeet: number;
  readonly budgetPsf: number;
  readonly budgetMonthly: number;
  readonly leaseTerm: LeaseTerm;
  readonly moveInDate: MoveInTimeframe;
  readonly phase: OnboardingPhase;
} = Object.freeze({
  city: DEFAULT_CITY,
  psfPerEmployee: 150,
  totalSquareFeet: 0,
  budgetPsf: 50,
  budgetMonthly: 12500,
  leaseTerm: "THREE_TO_FIVE_YEARS",
  moveInDate: "FLEXIBLE",
  phase: "NOT_STARTED",
});

export const GCLID_DAYS = 90;

export const ASSETS_PATH = "/dist/";
export const DEV_PORT = 4000;
export const ROUTE_CACHE_LIMIT = 10_000;
export const DEFAULT_REDIRECT_STATUS = 302;

/** Spec section 2, Footer: the top cities, in the order they are listed. */
export const FOOTER_TOP_CITIES = [
  "Atlanta",
  "Austin",
  "Boston",
  "Charlotte",
  "Chicago",
  "Dallas",
  "Denver",
  "Fort Lauderdale",
  "Los Angeles",
  "Miami",
  "Minneapolis",
  "Nashville",
  "Palm Beach",
  "Philadelphia",
  "Pittsburgh",
  "San Diego",
  "San Francisco",
  "Washington D.C.",
] as const;

/** Map tiles when the TILE_URL setting is not given (Leaflet's {s}/{z}/{x}/{y} template). */
export const DEFAULT_TILE_URL = "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png";
