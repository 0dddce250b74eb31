import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimitCounters } from "../db/schema/rateLimits";
import { ipSubject } from "./ipSubject";

/** A fixed-window limit: at most `limit` hits per `windowMs` for one subject. */
export type RateLimitRule = { name: string; limit: number; windowMs: number };

export type RateLimitHit = {
  key: string;
  windowStart: Date;
  /** Hits in this window, this one included. */
  count: number;
  /** True when this hit is over the limit. */
  limited: boolean;
  /** When the window ends and the subject may try again. */
  retryAt: Date;
};

/** Counter rows older than this are deleted now and then. */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** About one hit in this many also prunes old windows, so no scheduler is needed for it. */
const PRUNE_EVERY = 200;

/**
 * Counts a hit and says whether it is over the limit. The counter lives in Postgres and is bumped
 * with one atomic upsert, so the limit holds across app processes and across concurrent requests.
 * `weight` counts one request as several hits (a batch of analytics events counts each event).
 */
export async function hitRateLimit(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  now = new Date(),
  weight = 1,
): Promise<RateLimitHit> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const key = `${rule.name}:${subject}`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, count: weight })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + ${weight}` },
    })
    .returning({ count: rateLimitCounters.count });
  if (Math.random() * PRUNE_EVERY < 1) void pruneRateLimitCounters(db, now).catch(() => {});
  return {
    key,
    windowStart,
    count: row.count,
    limited: row.count > rule.limit,
    retryAt: new Date(windowStart.getTime() + rule.windowMs),
  };
}

/**
 * A hit for a client address: every per-IP limit counts by `ipSubject` (an IPv6 client by its /64),
 * so no limit can be dodged by walking through the addresses of one network.
 */
export function hitIpRateLimit(
  db: Db,
  rule: RateLimitRule,
  ip: string,
  now = new Date(),
  weight = 1,
): Promise<RateLimitHit> {
  return hitRateLimit(db, rule, ipSubject(ip), now, weight);
}

/** Takes a hit back (a reserved attempt that turned out not to count, such as a correct password). */
export async function releaseRateLimitHit(db: Db, hit: RateLimitHit): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(and(eq(rateLimitCounters.key, hit.key), eq(rateLimitCounters.windowStart, hit.windowStart)));
}

export async function pruneRateLimitCounters(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, new Date(now.getTime() - KEEP_MS)));
}
