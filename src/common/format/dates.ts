const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * "Mar 1, 2025": the date's UTC day, as en-US's short month, day and year print it. Written out
 * instead of an Intl.DateTimeFormat with a time zone because building one costs about 10 ms of
 * ICU set-up on first use (40 ms at Lighthouse's phone speed), and the listing card and listing
 * page built theirs while the page loaded.
 */
export function formatUtcDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
