/**
 * The admin lists' filters as they travel in a URL (so a filter can be shared, reloaded and sent as a
 * plain GET form), read the same way by the screen (its GraphQL variables) and by the server's CSV
 * export (its database filter). Dates are whole days in UTC; "to" is inclusive.
 */

const MAX_TEXT = 200;

export const isDay = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

/** The instant a day starts (UTC), or null for anything that is not a day. */
export function dayStart(day: string): string | null {
  return isDay(day) ? `${day}T00:00:00.000Z` : null;
}

/** The instant after a day ends (UTC): the exclusive upper bound that makes "to" inclusive. */
export function dayAfter(day: string): string | null {
  if (!isDay(day)) return null;
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
}

const text = (params: URLSearchParams, name: string): string | null =>
  params.get(name)?.trim().slice(0, MAX_TEXT) || null;

const oneOf = <T extends string>(value: string | null, values: readonly T[]): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

export const SUBMISSION_KINDS = ["CONTACT", "LIST_WITH_US", "REFERRAL"] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];
export const SUBMISSION_KIND_LABELS: Record<SubmissionKind, string> = {
  CONTACT: "Contact us",
  LIST_WITH_US: "List with us",
  REFERRAL: "Referral",
};

/** URL parameter names of the contact submissions list, in the form's order. */
export const SUBMISSION_PARAMS = ["kind", "q", "handled", "from", "to"] as const;

export type SubmissionListFilter = {
  kind: SubmissionKind | null;
  search: string | null;
  handled: boolean | null;
  from: string | null;
  to: string | null;
};

export function submissionFilterFromParams(params: URLSearchParams): SubmissionListFilter {
  const handled = params.get("handled");
  return {
    kind: oneOf(params.get("kind"), SUBMISSION_KINDS),
    search: text(params, "q"),
    handled: handled === "yes" ? true : handled === "no" ? false : null,
    from: dayStart(params.get("from") ?? ""),
    to: dayAfter(params.get("to") ?? ""),
  };
}

export const EVENT_TYPES = ["TRACK", "IDENTIFY", "PAGE"] as const;
export type EventTypeName = (typeof EVENT_TYPES)[number];

/** URL parameter names of the analytics events list, in the form's order. */
export const EVENT_PARAMS = ["type", "name", "user", "anonymousId", "from", "to"] as const;

export type EventListFilter = {
  type: EventTypeName | null;
  name: string | null;
  userEmail: string | null;
  anonymousId: string | null;
  from: string | null;
  to: string | null;
};

export function eventFilterFromParams(params: URLSearchParams): EventListFilter {
  return {
    type: oneOf(params.get("type"), EVENT_TYPES),
    name: text(params, "name"),
    userEmail: text(params, "user"),
    anonymousId: text(params, "anonymousId"),
    from: dayStart(params.get("from") ?? ""),
    to: dayAfter(params.get("to") ?? ""),
  };
}

/** At most this many rows go into one CSV export; the file says so in its last line when cut. */
export const EXPORT_ROW_LIMIT = 50_000;
