import { clockTime } from "./tourFormat";
import { minutesOf, timeOf } from "./tourRules";

/**
 * How a tour's stops sit on its clock (issue 25). A stop that starts before the stop listed above it
 * ends is warned about — not refused: a broker may save a rough draft — and moving a stop lays the
 * day out again from the first stop's start.
 */

export type TimedStop = { startTime: string | null; durationMinutes: number };

/**
 * One warning per stop (null when its time is fine), comparing it with the nearest earlier stop in
 * the order that has a time: "out of order" when it starts before that stop starts, "overlap" when
 * it starts before that stop ends.
 */
export function stopTimeWarnings(stops: readonly TimedStop[]): (string | null)[] {
  let previous: { number: number; start: number; end: number } | null = null;
  return stops.map((stop, index) => {
    const start = stop.startTime ? minutesOf(stop.startTime) : null;
    if (start === null) return null;
    let warning: string | null = null;
    if (previous && start < previous.start) {
      warning = `Starts before stop ${previous.number} (${clockTime(previous.start)}). Change its time or move it.`;
    } else if (previous && start < previous.end) {
      warning = `Overlaps stop ${previous.number}, which ends at ${clockTime(previous.end)}.`;
    }
    previous = { number: index + 1, start, end: start + stop.durationMinutes };
    return warning;
  });
}

/**
 * The times after a move: the tour starts when it did (the earliest time any stop had) and each
 * stop, in the new order, starts when the one before it ends, keeping its own length. Without any
 * time to start from (a rough draft), nothing changes.
 */
export function retimedStops(stops: readonly TimedStop[]): (string | null)[] {
  const starts = stops
    .map((s) => (s.startTime ? minutesOf(s.startTime) : null))
    .filter((m): m is number => m !== null);
  if (starts.length === 0) return stops.map((s) => s.startTime);
  let clock = Math.min(...starts);
  return stops.map((stop) => {
    const at = timeOf(clock);
    clock += stop.durationMinutes;
    return at;
  });
}
