import {
  type AnalyticsUserType,
  analyticsUserType,
  DEFAULT_INTERNAL_DOMAINS,
} from "../../common/analytics/userType";
import { createEventQueue, type EventQueue } from "./analyticsQueue";
import { anonymousId, browserStore, captureGclid, INTERNAL_FLAG_KEY, readGclid } from "./analyticsStorage";

/*
 * The analytics machinery behind the small `analytics` stub (analytics.ts), loaded on demand:
 * events are queued in order and posted in batches to our own /graphql (recordEvents), each with
 * the anonymous id, the SERVERID cookie, the user type and the kept gclid.
 */

export type AnalyticsUser = {
  uuid: string;
  email: string | null;
  displayName: string;
  isBroker: boolean;
  isAdmin: boolean;
};

/** The page as it was when the call was made (the core may arrive a moment later). */
export type PageSnapshot = { href: string; path: string; search: string; title: string; cookie: string };

export type AnalyticsEvent = {
  type: "TRACK" | "IDENTIFY" | "PAGE";
  name: string | null;
  properties: Record<string, unknown>;
  anonymousId: string | null;
  serverId: string | null;
  userId?: string;
  userType: "INTERNAL" | "EXTERNAL";
  gclid: string | null;
};

/** recordEventsMutation.graphql, on one line, and its trusted-document hash (checked by a test). */
export const RECORD_EVENTS =
  "mutation RecordEvents($events:[AnalyticsEventInput!]!){recordEvents(events:$events)}";
export const RECORD_EVENTS_HASH = "dfc039e718fc26522766959f5886fc0448c10811d18b4c9c62c7a14255557a63";

/** Company e-mail domains whose users are internal: VITE_INTERNAL_EMAIL_DOMAINS (comma-separated) at build time. */
export const internalDomains: readonly string[] =
  (import.meta.env?.VITE_INTERNAL_EMAIL_DOMAINS as string | undefined)
    ?.split(",")
    .map((d) => d.trim())
    .filter(Boolean) ?? DEFAULT_INTERNAL_DOMAINS;

/**
 * Network errors and 5xx answers are retried; any other answer (stored, refused as invalid or over
 * the allowance) means the endpoint answered, and sending the same batch again would not change it.
 */
export async function sendEvents(events: AnalyticsEvent[]): Promise<boolean> {
  try {
    const body = JSON.stringify({
      operationName: "RecordEvents",
      variables: { events },
      query: RECORD_EVENTS,
      extensions: { persistedQuery: { version: 1, sha256Hash: RECORD_EVENTS_HASH } },
    });
    const res = await fetch("/graphql", {
      method: "POST",
      credentials: "include",
      headers: { "content-type": "application/json", accept: "*/*" },
      body,
      // Lets the last events of a page outlive it; browsers refuse keepalive bodies over 64 KB.
      keepalive: body.length < 60_000,
    });
    return res.status < 500;
  } catch {
    return false;
  }
}

/** The load balancer's sticky-session cookie, when it holds a plain cookie value. */
export function readServerId(cookie: string): string | null {
  const value = /(?:^|;\s*)SERVERID=([^;]*)/.exec(cookie)?.[1];
  return value && /^[\x21-\x7e]{1,100}$/.test(value) ? value : null;
}

let user: AnalyticsUser | null = null;
let lastUrl: string | null = null;
let queue: EventQueue<AnalyticsEvent> | undefined;

/** Spec section 4 for this browser now; once internal, the flag is stored so it stays internal. */
export function currentUserType(search: string): AnalyticsUserType {
  const store = browserStore();
  const { userType, storeFlag } = analyticsUserType({
    storedInternalFlag: store?.getItem(INTERNAL_FLAG_KEY) === "1",
    search,
    email: user?.email,
    isBroker: user?.isBroker,
    isAdmin: user?.isAdmin,
    internalDomains,
  });
  if (storeFlag) store?.setItem(INTERNAL_FLAG_KEY, "1");
  return userType;
}

function enqueue(
  at: PageSnapshot,
  type: AnalyticsEvent["type"],
  name: string | null,
  properties: Record<string, unknown>,
  userId?: string,
): void {
  const store = browserStore();
  // Any page may be an ad landing, and the landing's own events should carry its click id.
  captureGclid(store, at.search);
  queue ??= createEventQueue(sendEvents);
  queue.push({
    type,
    name,
    properties,
    anonymousId: anonymousId(store),
    serverId: readServerId(at.cookie),
    userId,
    userType: currentUserType(at.search) === "internal" ? "INTERNAL" : "EXTERNAL",
    gclid: readGclid(store)?.value ?? null,
  });
}

/** Runs one call of the stub, in the order the calls were made. */
export function run(method: "track" | "identify" | "page", args: unknown[], at: PageSnapshot): void {
  try {
    if (method === "track") {
      enqueue(at, "TRACK", args[0] as string, (args[1] ?? {}) as Record<string, unknown>);
    } else if (method === "identify") {
      user = (args[0] as AnalyticsUser | null) ?? null;
      if (user) enqueue(at, "IDENTIFY", null, { email: user.email, name: user.displayName }, user.uuid);
    } else {
      const referrer = lastUrl ?? document.referrer;
      lastUrl = at.href;
      enqueue(at, "PAGE", (args[0] as string | undefined) ?? null, {
        path: at.path,
        title: at.title,
        referrer,
        search: at.search,
      });
    }
  } catch (err) {
    // Analytics must never break a page.
    console.warn("analytics event not recorded", err);
  }
}

/** Events waiting to be sent and events dropped because the queue was full, for /debuginfo. */
export function pendingEvents(): { waiting: number; dropped: number } {
  return { waiting: queue?.size() ?? 0, dropped: queue?.dropped() ?? 0 };
}
