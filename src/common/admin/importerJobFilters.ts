/**
 * /importer's filters as the URL carries them (?status=&vendor=&from=&to=&job=), shared by the page
 * and its tests; the server checks the same range rule on its DateTime bounds.
 */

import { IMPORTER_JOB_STATUSES } from "../enums";
import { dayAfter, dayStart, isDay } from "./listFilters";

/** An ended status, or RUNNING (no status yet): the API's ImporterJobStatusFilter, on both tiers. */
export const JOB_STATUS_FILTER_VALUES = [...IMPORTER_JOB_STATUSES, "RUNNING"] as const;
export type JobStatusFilterValue = (typeof JOB_STATUS_FILTER_VALUES)[number];

export const JOB_STATUS_LABELS: Record<JobStatusFilterValue, string> = {
  SUCCESS: "SUCCESS",
  ERROR: "ERROR",
  DEAD: "DEAD",
  DUPLICATE: "DUPLICATE",
  RUNNING: "Running (no status yet)",
};

/** Jobs one retry may name (the server's cap). */
export const RETRY_SELECTION_MAX = 500;

export const DATE_RANGE_MESSAGE = "The start date must be on or before the end date.";

/** The range rule on two days (YYYY-MM-DD, the end inclusive); an empty side is open. */
export function dateRangeProblem(from: string, to: string): string | null {
  if (from && !isDay(from)) return "Enter a date.";
  if (to && !isDay(to)) return "Enter a date.";
  return from && to && from > to ? DATE_RANGE_MESSAGE : null;
}

export type JobFilterParams = { status: string; vendor: string; from: string; to: string };

/** The URL's filters, each dropped when it is not one the page offers. */
export function readJobFilterParams(search: string): JobFilterParams {
  const params = new URLSearchParams(search);
  const status = params.get("status") ?? "";
  const vendor = params.get("vendor") ?? "";
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const range = dateRangeProblem(from, to) === null;
  return {
    status: (JOB_STATUS_FILTER_VALUES as readonly string[]).includes(status) ? status : "",
    vendor: /^\d{1,10}$/.test(vendor) ? vendor : "",
    from: range ? from : "",
    to: range ? to : "",
  };
}

/** The query's filter: days in UTC, the end day included. */
export function jobFilterVariables(p: JobFilterParams) {
  return {
    status: (p.status || null) as JobStatusFilterValue | null,
    vendorId: p.vendor || null,
    from: dayStart(p.from),
    to: dayAfter(p.to),
  };
}

/** The page's address for these filters (and the job shown, if any). */
export function importerPath(p: JobFilterParams, job: string | null = null): string {
  const next = new URLSearchParams();
  for (const key of ["status", "vendor", "from", "to"] as const) if (p[key]) next.set(key, p[key]);
  if (job) next.set("job", job);
  const query = next.toString();
  return query ? `/importer?${query}` : "/importer";
}
