import { todayIn } from "./timeZones";

/**
 * Where a tour stands (issue 25): the broker's DRAFT, SCHEDULED (sent to the client) or COMPLETED
 * (scheduled, and its day has passed on the calendar of the tour's own zone, the market's). A draft
 * whose day passed stays a draft: it never happened. Computed, never stored, so it cannot go stale.
 */
/** The SDL enum TourState lists the same values (enums.test.ts). */
export const TOUR_STATES = ["DRAFT", "SCHEDULED", "COMPLETED"] as const;
export type TourState = (typeof TOUR_STATES)[number];

export function tourState(
  tour: { date: string | null; scheduled: boolean; timeZone: string },
  now: Date = new Date(),
): TourState {
  if (!tour.scheduled) return "DRAFT";
  return tour.date !== null && tour.date < todayIn(tour.timeZone, now) ? "COMPLETED" : "SCHEDULED";
}

/** The words a state reads as on the tour page and the campaign's tour list. */
export const TOUR_STATE_LABELS: Readonly<Record<TourState, string>> = {
  DRAFT: "Draft",
  SCHEDULED: "Scheduled",
  COMPLETED: "Completed",
};
