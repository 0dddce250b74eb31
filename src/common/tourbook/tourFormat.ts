import { formatUtcWeekdayDate } from "../format/dates";
import { minutesOf } from "./tourRules";

/*
 * How a tour's day and times read, the same on its page and in its e-mails. Dates are calendar
 * days of the tour's own zone, so they are formatted as UTC days (no shift by the reader's zone).
 */

/** "2026-03-10" → "Tuesday, March 10, 2026". */
export function dayInWords(date: string): string {
  return formatUtcWeekdayDate(new Date(`${date}T00:00:00Z`));
}

/** "14:30" → "2:30 PM"; minutes past midnight wrap round the clock. */
export function clockTime(time: string | number): string {
  const total = typeof time === "number" ? time : (minutesOf(time) ?? 0);
  const m = ((total % 1440) + 1440) % 1440;
  const hour = Math.floor(m / 60);
  const minute = String(m % 60).padStart(2, "0");
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? "AM" : "PM"}`;
}

/** "America/New_York" → "New York time", to say which clock the times are on. */
export function zoneLabel(timeZone: string): string {
  const city = timeZone.split("/").pop() ?? timeZone;
  return `${city.replace(/_/g, " ")} time`;
}
