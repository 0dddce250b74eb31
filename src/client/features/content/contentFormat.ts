import { formatUtcLongDate } from "../../../common/format/dates";
/** "2025-01-14" -> "January 14, 2025"; the same on the server and in any browser time zone. */
export function formatContentDate(isoDate: string): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  return Number.isNaN(time) ? isoDate : formatUtcLongDate(new Date(time));
}

export function readingTime(minutes: number): string {
  return `${minutes} min read`;
}
