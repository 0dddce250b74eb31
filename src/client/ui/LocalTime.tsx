import { useSyncExternalStore } from "react";
import { formatInstant } from "../../common/format/instants";

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
