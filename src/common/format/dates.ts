/*
 * Every date and time the app shows or writes, one function per format, in en-US whatever the
 * machine's locale, so the server's markup and the browser's render are the same text.
 *
 * Calendar days are written by hand from the UTC fields (`formatUtcDate` and its kin): building an
 * Intl.DateTimeFormat costs about 10 ms of ICU set-up on first use (40 ms at Lighthouse's phone
 * speed), and the listing card and listing page built theirs while the page loaded. A calendar day
 * ("2025-03-01") is parsed as its UTC midnight, so these print it unshifted. An instant shown on a
 * named clock needs Intl: instants.ts, apart so that no first load carries it.
 */

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const shortMonth = (date: Date) => MONTHS[date.getUTCMonth()].slice(0, 3);

/** "Mar 1, 2025": the UTC day, as en-US's short month, day and year print it. */
export function formatUtcDate(date: Date): string {
  return `${shortMonth(date)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "Mar 1": the UTC day without its year. */
export function formatUtcMonthDay(date: Date): string {
  return `${shortMonth(date)} ${date.getUTCDate()}`;
}

/** "March 1, 2025": the UTC day with the month in full (en-US's long date). */
export function formatUtcLongDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "Saturday, March 1, 2025": the UTC day with its weekday. */
export function formatUtcWeekdayDate(date: Date): string {
  return `${WEEKDAYS[date.getUTCDay()]}, ${formatUtcLongDate(date)}`;
}

/** "March 2025": the UTC month. */
export function formatUtcMonthYear(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "2025-03-01": the UTC day as ISO 8601 writes it (how calendar days are stored and compared). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** "20250301T140000Z": an instant in UTC as iCalendar's DATE-TIME writes it (RFC 5545 3.3.5). */
export function icsUtcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}
