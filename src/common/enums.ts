import { titleCase } from "./format/titleCase";

/*
 * Every enumeration of spec section 3, as `as const` arrays with label maps. Labels the spec gives
 * are copied exactly; every other value gets its title-cased name (see labelMap).
 */

/**
 * Builds a complete label map: the spec's labels win, the rest are title-cased enum names. Marked
 * free of side effects so a bundle keeps only the maps it uses.
 */
/*#__NO_SIDE_EFFECTS__*/
function labelMap<T extends string>(
  values: readonly T[],
  specLabels: Partial<Record<T, string>> = {},
): Readonly<Record<T, string>> {
  const labels = {} as Record<T, string>;
  for (const value of values) labels[value] = specLabels[value] ?? titleCase(value);
  return Object.freeze(labels);
}

export const LEASE_TERMS = [
  "LESS_THAN_ONE_YEAR",
  "ONE_TO_TWO_YEARS",
  "THREE_TO_FIVE_YEARS",
  "MORE_THAN_FIVE_YEARS",
  "FLEXIBLE",
] as const;
export type LeaseTerm = (typeof LEASE_TERMS)[number];
export const LEASE_TERM_LABELS = labelMap(LEASE_TERMS, {
  LESS_THAN_ONE_YEAR: "< 1 Year",
  ONE_TO_TWO_YEARS: "1-2 Years",
  THREE_TO_FIVE_YEARS: "3-5 Years",
  MORE_THAN_FIVE_YEARS: "5+ Years",
  FLEXIBLE: "Flexible",
});

export const MOVE_IN_TIMEFRAMES = [
  "LESS_THAN_THREE_MONTHS",
  "THREE_TO_SIX_MONTHS",
  "SEVEN_TO_NINE_MONTHS",
  "TEN_TO_TWELVE_MONTHS",
  "MORE_THAN_TWELVE_MONTHS",
  "FLEXIBLE",
] as const;
export type MoveInTimeframe = (typeof MOVE_IN_TIMEFRAMES)[number];
// The spec gives no labels here; these read the way the lease-term labels do.
export const MOVE_IN_TIMEFRAME_LABELS = labelMap(MOVE_IN_TIMEFRAMES, {
  LESS_THAN_THREE_MONTHS: "< 3 Months",
  THREE_TO_SIX_MONTHS: "3-6 Months",
  SEVEN_TO_NINE_MONTHS: "7-9 Months",
  TEN_TO_TWELVE_MONTHS: "10-12 Months",
  MORE_THAN_TWELVE_MONTHS: "12+ Months",
});

export const LISTING_STATUSES = [
  "UNAVAILABLE",
  "VETTING",
  "AVAILABLE",
  "OFFERS_IN",
  "SF_OFFERS_IN",
  "LEASE_OUT",
  "SF_LEASE_OUT",
] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const LISTING_STATUS_LABELS = labelMap(LISTING_STATUSES, {
  OFFERS_IN: "Offers In",
  SF_OFFERS_IN: "SF Offer In",
  // Not in the spec; keeps "SF" upper case like the spec's "SF Offer In".
  SF_LEASE_OUT: "SF Lease Out",
});

export const LEASE_TYPES = ["DIRECT", "SUBLEASE", "LICENSE_AGREEMENT"] as const;
export type LeaseType = (typeof LEASE_TYPES)[number];
export const LEASE_TYPE_LABELS = labelMap(LEASE_TYPES, { DIRECT: "Direct Lease" });

export const QUALITY_SCALE = ["NONE", "POOR", "GOOD", "VERY_GOOD", "EXCELLENT"] as const;
export type Quality = (typeof QUALITY_SCALE)[number];
export const QUALITY_LABELS = labelMap(QUALITY_SCALE);

export const FLOOR_TYPES = ["CONCRETE", "HARDWOOD", "CARPET"] as const;
export type FloorType = (typeof FLOOR_TYPES)[number];
export const FLOOR_TYPE_LABELS = labelMap(FLOOR_TYPES);

export const CONTACT_TYPES = ["BUILDING_AGENT", "LISTING_DEPARTMENT", "LANDLORD", "UNKNOWN"] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];
export const CONTACT_TYPE_LABELS = labelMap(CONTACT_TYPES);

export const PHONE_NUMBER_KINDS = ["personal", "shared"] as const;
export type PhoneNumberKind = (typeof PHONE_NUMBER_KINDS)[number];
export const PHONE_NUMBER_KIND_LABELS = labelMap(PHONE_NUMBER_KINDS, {
  personal: "Personal Office Number",
  shared: "Shared Office Number",
});

export const MATCH_RESULTS = ["MATCH", "NOT_MATCH"] as const;
export type MatchResult = (typeof MATCH_RESULTS)[number];
export const MATCH_RESULT_LABELS = labelMap(MATCH_RESULTS);

/** Spec "Enumeration A" (the fields using it are not named there): whether an amenity is private or shared. */
export const PRIVATE_OR_SHARED = ["PRIVATE", "SHARED", "UNKNOWN"] as const;
export type PrivateOrShared = (typeof PRIVATE_OR_SHARED)[number];
export const PRIVATE_OR_SHARED_LABELS = labelMap(PRIVATE_OR_SHARED);

/** Spec "Enumeration B" (fields not named there): a yes/no answer that can also be partial or negotiable. */
export const YES_NO_PARTIALLY = ["YES", "NO", "PARTIALLY", "NEGOTIABLE", "UNKNOWN"] as const;
export type YesNoPartially = (typeof YES_NO_PARTIALLY)[number];
export const YES_NO_PARTIALLY_LABELS = labelMap(YES_NO_PARTIALLY);

/** The spec's PER_{product} is price per square foot (ARCHITECTURE.md). */
export const PRICE_UNITS = ["PER_SQUARE_FOOT", "PER_MONTH"] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];
export const PRICE_UNIT_LABELS = labelMap(PRICE_UNITS, {
  PER_SQUARE_FOOT: "Price per SF",
  PER_MONTH: "Monthly",
});

export const ONBOARDING_PHASES = ["NOT_STARTED", "SKIPPED_CTA", "IN_PROGRESS", "COMPLETED"] as const;
export type OnboardingPhase = (typeof ONBOARDING_PHASES)[number];
export const ONBOARDING_PHASE_LABELS = labelMap(ONBOARDING_PHASES, { SKIPPED_CTA: "Skipped CTA" });

export const IMPORTER_JOB_STATUSES = ["SUCCESS", "ERROR", "DEAD", "DUPLICATE"] as const;
export type ImporterJobStatus = (typeof IMPORTER_JOB_STATUSES)[number];
export const IMPORTER_JOB_STATUS_LABELS = labelMap(IMPORTER_JOB_STATUSES);

export const REQUEST_STATUSES = ["idle", "pending", "success", "failure"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_STATUS_LABELS = labelMap(REQUEST_STATUSES);

/*
 * Enumerations whose stored values are lower case. The database keeps these (pgEnum), the server
 * works with them, and the API spells each in capitals with "_" for "-" (office -> OFFICE): the
 * GraphQL schema maps the two at its edge (src/server/graphql/enumValues.ts).
 */

/** Kinds of space; URL slugs add "-space" (PROPERTY_TYPE_SLUGS). */
export const PROPERTY_TYPES = ["office", "retail", "industrial"] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** The three calls of the analytics object (spec section 7). */
export const ANALYTICS_EVENT_TYPES = ["track", "identify", "page"] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** Spec section 4: staff and brokers are internal, everyone else external. */
export const ANALYTICS_USER_TYPES = ["internal", "external"] as const;
export type AnalyticsUserType = (typeof ANALYTICS_USER_TYPES)[number];

/** Record types the shared edit flow can save, each through its own mutation (spec sections 3 and 7). */
export const EDITABLE_RECORD_TYPES = ["Listing", "Building", "BrokerInsight", "Contact"] as const;
export type EditableRecordType = (typeof EDITABLE_RECORD_TYPES)[number];

/** Narrows an unknown string (a query parameter, a CSV cell) to one of an enumeration's values. */
export function isEnumValue<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (values as readonly string[]).includes(value);
}

/*
 * Importer jobs (spec section 4): SUCCESS is the only success. A job with no status yet, or with a
 * status outside the known set, is still running; ERROR, DEAD and DUPLICATE are finished failures,
 * which the save flow reports as "Failed jobs: (id, status)...".
 */
export function isImporterJobDone(status: string | null | undefined): boolean {
  return isEnumValue(IMPORTER_JOB_STATUSES, status);
}

export function isImporterJobSuccess(status: string | null | undefined): boolean {
  return status === "SUCCESS";
}
