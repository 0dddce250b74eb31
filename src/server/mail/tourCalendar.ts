import { icsUtcStamp } from "../../common/format/dates";
import { zonedInstant } from "../../common/tourbook/timeZones";
import { minutesOf, timeOf } from "../../common/tourbook/tourRules";
import type { EmailAttachment } from "../db/schema/emailOutbox";

/**
 * A tour as one RFC 5545 event for the client's calendar. METHOD:PUBLISH (docs/decisions-tours.md):
 * the tour is the broker's plan, not a meeting to accept, so no ORGANIZER/ATTENDEE and no replies
 * to a mailbox nobody reads; a later e-mail with the same UID and a higher SEQUENCE updates the event.
 * Times are the stops' local times in the tour's zone, written in UTC so no VTIMEZONE is needed.
 */
export type CalendarStop = {
  startTime: string | null;
  durationMinutes: number;
  /** The listing's address with its floor and suite. */
  address: string;
  notes: string | null;
};

export type CalendarTour = {
  uuid: string;
  name: string;
  /** YYYY-MM-DD, local to timeZone. */
  date: string;
  timeZone: string;
  sequence: number;
  meetingPoint: string | null;
  notes: string | null;
  /** The tour's page. */
  url: string;
  stops: readonly CalendarStop[];
};

/**
 * PUBLISH for a tour's event; CANCEL (same UID, a higher SEQUENCE, STATUS:CANCELLED) takes it out of
 * the calendars it was published to when the broker cancels the tour.
 */
export type CalendarMethod = "PUBLISH" | "CANCEL";

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): CRLF and one space before each continuation,
 * never inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    // A continuation line starts with a space, which counts toward its 75.
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

const uid = (uuid: string) => `${uuid}@squarely`;

function description(tour: CalendarTour): string {
  const lines = tour.stops.map((stop, i) => {
    const start = stop.startTime ? minutesOf(stop.startTime) : null;
    const when =
      start === null ? "Time to be confirmed" : `${timeOf(start)}–${timeOf(start + stop.durationMinutes)}`;
    return `${i + 1}. ${when}: ${stop.address}${stop.notes ? `\n   ${stop.notes}` : ""}`;
  });
  return [
    ...(tour.meetingPoint ? [`Meeting point: ${tour.meetingPoint}`, ""] : []),
    ...lines,
    ...(tour.notes ? ["", tour.notes] : []),
    "",
    `Itinerary and map: ${tour.url}`,
  ].join("\n");
}

/** The event's start and end, from the first stop's start to the end of the latest visit. */
function span(tour: CalendarTour): { start: Date; end: Date } | null {
  const timed = tour.stops.flatMap((s) => {
    const start = s.startTime ? minutesOf(s.startTime) : null;
    return start === null ? [] : [{ start, end: start + s.durationMinutes }];
  });
  if (timed.length === 0) return null;
  const first = Math.min(...timed.map((t) => t.start));
  const last = Math.max(...timed.map((t) => t.end));
  return {
    start: zonedInstant(tour.date, first, tour.timeZone),
    end: zonedInstant(tour.date, last, tour.timeZone),
  };
}

/** The VCALENDAR text, CRLF line ends, folded. */
export function tourCalendar(
  tour: CalendarTour,
  now: Date = new Date(),
  method: CalendarMethod = "PUBLISH",
): string {
  const times = span(tour);
  const day = tour.date.replace(/-/g, "");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Squarely//Tours//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    "BEGIN:VEVENT",
    `UID:${uid(tour.uuid)}`,
    `SEQUENCE:${tour.sequence}`,
    `DTSTAMP:${icsUtcStamp(now)}`,
    // A tour without a single timed stop is a day-long entry rather than a made-up hour.
    ...(times
      ? [`DTSTART:${icsUtcStamp(times.start)}`, `DTEND:${icsUtcStamp(times.end)}`]
      : [`DTSTART;VALUE=DATE:${day}`]),
    `SUMMARY:${escapeText(tour.name)}`,
    ...(tour.meetingPoint ? [`LOCATION:${escapeText(tour.meetingPoint)}`] : []),
    `DESCRIPTION:${escapeText(description(tour))}`,
    `URL:${tour.url}`,
    method === "CANCEL" ? "STATUS:CANCELLED" : "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** The tour as an e-mail attachment (text/calendar, with the METHOD in its content type). */
export function tourCalendarAttachment(
  tour: CalendarTour,
  now?: Date,
  method: CalendarMethod = "PUBLISH",
): EmailAttachment {
  return {
    filename: "tour.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: tourCalendar(tour, now, method),
  };
}
