import type { ApolloClient } from "@apollo/client";
import { ANALYTICS_RETRY_MS } from "../../common/constants";
import type { AnalyticsUser, PageSnapshot } from "./analyticsCore";

/*
 * First-party analytics (spec section 7): `analytics.track`, `identify` and `page`. This stub is in
 * every page's first load, so it only notes each call with the page as it is at that moment; the
 * queue, retries, user type and gclid live in analyticsCore.ts, fetched after the page is up.
 * Nothing happens during a server render. No third-party script is involved.
 */

type Call = [method: "track" | "identify" | "page", args: unknown[], at: PageSnapshot];

/** Calls made before the core arrived; bounded in case it cannot be fetched at all. */
const waiting: Call[] = [];
let loading = false;

function load(): void {
  if (loading) return;
  loading = true;
  import("./analyticsCore").then(
    (core) => {
      loading = false;
      for (const call of waiting.splice(0)) core.run(...call);
    },
    () => {
      // Offline or a deploy replaced the chunk: try again, as the queue does for the endpoint.
      loading = false;
      setTimeout(load, ANALYTICS_RETRY_MS);
    },
  );
}

function call(method: Call[0], ...args: unknown[]): void {
  if (typeof window === "undefined" || waiting.length >= 100) return;
  const { href, pathname, search } = location;
  waiting.push([
    method,
    args,
    { href, path: pathname, search, title: document.title, cookie: document.cookie },
  ]);
  load();
}

export const analytics = {
  track: (name: string, properties: Record<string, unknown> = {}) => call("track", name, properties),
  /** The signed-in user, or null after sign-out (which sends nothing). */
  identify: (user: AnalyticsUser | null) => call("identify", user),
  /** A page view: call on every navigation, after the page has set its title. */
  page: (name?: string) => call("page", name),
};

/** Kept for screens written before the analytics object: records a TRACK event. */
export function trackEvent(_client: ApolloClient, name: string, properties: Record<string, unknown> = {}) {
  analytics.track(name, properties);
}
