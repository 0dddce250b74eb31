/*
 * An instant on a named clock, the one format that needs Intl (the zone's rules and its short name).
 * Apart from dates.ts so that only the screens that show one load it (admin, mail, sessions).
 */

const instantFormats = new Map<string, Intl.DateTimeFormat>();

function instantFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? "";
  let format = instantFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
      timeZone,
    });
    instantFormats.set(key, format);
  }
  return format;
}

/**
 * "Nov 24, 2026, 3:05 PM PST": an instant on a zone's clock, the zone named; "—" for something that
 * is not a date. `timeZone` undefined means the running engine's own zone: only pass that in the
 * browser after hydration (ui/LocalTime), or in what the server never renders.
 */
export function formatInstant(value: unknown, timeZone: string | undefined): string {
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) return "—";
  return instantFormat(timeZone).format(date);
}
