import { useSyncExternalStore } from "react";

const PARTS: Intl.DateTimeFormatOptions = {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};

/**
 * "Nov 24, 2026, 3:05 PM PST": an instant with its zone named. `timeZone` undefined means the
 * running engine's own zone, so only call it that way in the browser after hydration.
 */
export function formatInstant(value: unknown, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) return "—";
  return date.toLocaleString("en-US", { ...PARTS, timeZone });
}

const noSubscription = () => () => {};

/**
 * True once this client has hydrated. The server and the hydrating render both see false (React
 * uses the server snapshot while hydrating), so their markup matches; a screen opened by client
 * navigation renders true straight away.
 */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * An instant as a `<time>`. Server markup (and hydration) shows it in UTC with "UTC" named, so both
 * tiers agree whatever zone the browser is in (React error #418 otherwise); after hydration it
 * switches to the viewer's own zone, again named ("PST").
 */
export function LocalTime({ value, className }: { value: unknown; className?: string }) {
  const inBrowser = useInBrowser();
  return (
    <time className={className} dateTime={String(value)}>
      {formatInstant(value, inBrowser ? undefined : "UTC")}
    </time>
  );
}
