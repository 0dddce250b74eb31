import { firstProblem, maxLength, oneLine, plainText, type Rule, required } from "../validation/rules";

/**
 * A tour's limits and rules, shared by its forms in the browser and the server's inputs (issue 11),
 * so the two tiers cannot disagree. Each rule answers the message a field shows, or null.
 */

/** A tour visits at most this many listings (the SDL's @listSize of Tour.stops). */
export const TOUR_STOPS_MAX = 50;
export const TOUR_NAME_MAX = 120;
export const TOUR_NOTES_MAX = 2000;
export const TOUR_MEETING_POINT_MAX = 300;
export const STOP_NOTES_MAX = 2000;
export const STOP_DURATION_MIN = 5;
export const STOP_DURATION_MAX = 480;
export const STOP_DURATION_DEFAULT = 30;

export const TOUR_NAME_MISSING = "Give the tour a name.";
export const TOUR_DATE_INVALID = "Enter a date like 2026-05-14.";
export const TOUR_DATE_MISSING = "Pick the day of the tour.";
export const TOUR_DATE_PAST = "The tour's day has passed. Pick today or a later day.";
export const STOP_TIME_INVALID = "Enter a time like 10:30.";
export const STOP_TIME_MISSING = "Give this stop a time.";
export const STOP_DURATION_INVALID = `Enter minutes from ${STOP_DURATION_MIN} to ${STOP_DURATION_MAX}.`;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "10:30" to minutes after midnight; null for anything else. */
export function minutesOf(time: string): number | null {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Minutes after midnight back to "HH:MM" (past midnight wraps, as a clock does). */
export function timeOf(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 2000 && y <= 2100 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const tourName: Rule = (v) =>
  firstProblem(v, required(TOUR_NAME_MISSING), oneLine, maxLength(TOUR_NAME_MAX));
export const tourNotes: Rule = (v) => firstProblem(v, plainText, maxLength(TOUR_NOTES_MAX));
export const meetingPoint: Rule = (v) => firstProblem(v, oneLine, maxLength(TOUR_MEETING_POINT_MAX));
export const stopNotes: Rule = (v) => firstProblem(v, plainText, maxLength(STOP_NOTES_MAX));
/** Empty is allowed until the tour is scheduled (see scheduleProblems). */
export const tourDate: Rule = (v) => (v === "" || isCalendarDate(v) ? null : TOUR_DATE_INVALID);
/** "HH:MM" on a 24-hour clock, as a time input gives it; empty is allowed until scheduling. */
export const stopTime: Rule = (v) => (v === "" || minutesOf(v) !== null ? null : STOP_TIME_INVALID);
/** Whole minutes, as typed. */
export const stopDuration: Rule = (v) => {
  const n = Number(v.trim());
  return v.trim() !== "" && Number.isInteger(n) && n >= STOP_DURATION_MIN && n <= STOP_DURATION_MAX
    ? null
    : STOP_DURATION_INVALID;
};

export type SchedulableTour = { date: string | null; stops: readonly { startTime: string | null }[] };

/**
 * What stops a tour from being scheduled, or changed once scheduled: a day that is set and not
 * past on the tour's own calendar (`today` in its zone), and a time for every stop. Per stop, by index.
 */
export function scheduleProblems(
  tour: SchedulableTour,
  today: string,
): { date: string | null; stops: (string | null)[] } {
  const date = !tour.date ? TOUR_DATE_MISSING : tour.date < today ? TOUR_DATE_PAST : null;
  return { date, stops: tour.stops.map((s) => (s.startTime ? null : STOP_TIME_MISSING)) };
}

/** True when scheduleProblems found nothing. */
export const schedulable = (problems: ReturnType<typeof scheduleProblems>) =>
  problems.date === null && problems.stops.every((p) => p === null);
