/**
 * Tour times are local to the market: a tour's IANA zone comes from its campaign's market state. A
 * state that spans two zones gets the zone most of its offices are in (Texas: Central; Florida,
 * Kentucky, Michigan, Indiana: Eastern; Tennessee: Central; Oregon: Pacific; Idaho: Mountain).
 */
export const DEFAULT_TIME_ZONE = "America/New_York";

const EASTERN = "America/New_York";
const CENTRAL = "America/Chicago";
const MOUNTAIN = "America/Denver";
const PACIFIC = "America/Los_Angeles";

/** By lower-case two-letter code, like markets.state; US states and DC, Canadian provinces. */
export const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  al: CENTRAL,
  ak: "America/Anchorage",
  az: "America/Phoenix",
  ar: CENTRAL,
  ca: PACIFIC,
  co: MOUNTAIN,
  ct: EASTERN,
  de: EASTERN,
  dc: EASTERN,
  fl: EASTERN,
  ga: EASTERN,
  hi: "Pacific/Honolulu",
  id: "America/Boise",
  il: CENTRAL,
  in: "America/Indiana/Indianapolis",
  ia: CENTRAL,
  ks: CENTRAL,
  ky: EASTERN,
  la: CENTRAL,
  me: EASTERN,
  md: EASTERN,
  ma: EASTERN,
  mi: "America/Detroit",
  mn: CENTRAL,
  ms: CENTRAL,
  mo: CENTRAL,
  mt: MOUNTAIN,
  ne: CENTRAL,
  nv: PACIFIC,
  nh: EASTERN,
  nj: EASTERN,
  nm: MOUNTAIN,
  ny: EASTERN,
  nc: EASTERN,
  nd: CENTRAL,
  oh: EASTERN,
  ok: CENTRAL,
  or: PACIFIC,
  pa: EASTERN,
  ri: EASTERN,
  sc: EASTERN,
  sd: CENTRAL,
  tn: CENTRAL,
  tx: CENTRAL,
  ut: MOUNTAIN,
  vt: EASTERN,
  va: EASTERN,
  wa: PACIFIC,
  wv: EASTERN,
  wi: CENTRAL,
  wy: MOUNTAIN,
  pr: "America/Puerto_Rico",
  ab: "America/Edmonton",
  bc: "America/Vancouver",
  mb: "America/Winnipeg",
  nb: "America/Moncton",
  nl: "America/St_Johns",
  ns: "America/Halifax",
  on: "America/Toronto",
  pe: "America/Halifax",
  qc: "America/Toronto",
  sk: "America/Regina",
};

/** The zone of a market's state (any case); America/New_York when there is none or it is unknown. */
export function timeZoneOfState(state: string | null | undefined): string {
  return (state && STATE_TIME_ZONES[state.toLowerCase()]) || DEFAULT_TIME_ZONE;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(instant: number, timeZone: string) {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, Number(p.value)]),
  );
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant a local date ("2026-03-08") and minutes after its midnight (may pass 24 h) mean in a
 * zone. Daylight saving is read from the zone itself (Intl): a time the clocks skip (02:30 on the
 * spring-forward night) comes out an hour later, as a clock that springs forward shows it; a time
 * that happens twice takes the first.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const wall = Date.UTC(y, m - 1, d) + minutes * 60_000;
  const reads = (instant: number) => {
    const w = wallClock(instant, timeZone);
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) === wall;
  };
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  // In the spring-forward gap no instant reads the time: `first` is the hour after it.
  let instant = reads(second) ? second : first;
  // In the fall-back hour two instants read it: take the earlier.
  if (reads(instant - 3_600_000)) instant -= 3_600_000;
  return new Date(instant);
}

/** Today's date ("YYYY-MM-DD") on the zone's calendar. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const w = wallClock(now.getTime(), timeZone);
  return `${w.year}-${String(w.month).padStart(2, "0")}-${String(w.day).padStart(2, "0")}`;
}
