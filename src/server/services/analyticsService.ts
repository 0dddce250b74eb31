import { and, desc, eq, gte, ilike, lt, type SQL } from "drizzle-orm";
import type { AnalyticsEventType } from "../../common/enums";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { containsPattern } from "../db/likePattern";
import { analyticsEvents } from "../db/schema/analytics";
import { users } from "../db/schema/users";
import { hitIpRateLimit, type RateLimitRule } from "./rateLimit";
import { countInteractions } from "./visitorProfiles";

export type AnalyticsEvent = {
  type: AnalyticsEventType;
  name: string | null;
  properties: Record<string, unknown>;
  userId: number | null;
  anonymousId: string | null;
  serverId: string | null;
};

/** Events per IP address per hour, counted across app processes (ANALYTICS_IP_LIMIT). */
export function analyticsIpRule(config: Config): RateLimitRule {
  return { name: "analytics-ip", limit: config.analyticsIpLimit, windowMs: 60 * 60 * 1000 };
}

export type RecordResult = { ok: true; stored: number } | { ok: false; retryAt: Date };

/**
 * Stores events in the order given (one insert, so their ids keep that order). Every event counts
 * against the sender's hourly allowance first, so nobody can flood the table; a batch that would go
 * past it is refused whole.
 */
export async function recordEvents(
  db: Db,
  config: Config,
  ip: string,
  events: AnalyticsEvent[],
): Promise<RecordResult> {
  if (events.length === 0) return { ok: true, stored: 0 };
  const hit = await hitIpRateLimit(db, analyticsIpRule(config), ip, new Date(), events.length);
  if (hit.limited) return { ok: false, retryAt: hit.retryAt };
  // The events and the visitors' interaction counts are written together or not at all.
  await db.transaction(async (tx) => {
    await tx.insert(analyticsEvents).values(events);
    await countInteractions(tx, events);
  });
  return { ok: true, stored: events.length };
}

export type StoredAnalyticsEvent = typeof analyticsEvents.$inferSelect & {
  userUuid: string | null;
  userEmail: string | null;
};

export type EventFilter = {
  last: number;
  type?: AnalyticsEventType | null;
  name?: string | null;
  anonymousId?: string | null;
  /** Part of the signed-in user's e-mail address. */
  userEmail?: string | null;
  /** Inclusive lower and exclusive upper bounds on created_at. */
  from?: Date | null;
  to?: Date | null;
  /** Keyset paging: events older than this id. */
  before?: number | null;
};

/** The most recent events, newest first, with the e-mail and uuid of the user they belong to. */
export async function latestEvents(db: Db, filter: EventFilter): Promise<StoredAnalyticsEvent[]> {
  const conditions: SQL[] = [];
  if (filter.type) conditions.push(eq(analyticsEvents.type, filter.type));
  if (filter.name) conditions.push(eq(analyticsEvents.name, filter.name));
  if (filter.anonymousId) conditions.push(eq(analyticsEvents.anonymousId, filter.anonymousId));
  if (filter.userEmail) conditions.push(ilike(users.email, containsPattern(filter.userEmail)));
  if (filter.from) conditions.push(gte(analyticsEvents.createdAt, filter.from));
  if (filter.to) conditions.push(lt(analyticsEvents.createdAt, filter.to));
  if (filter.before) conditions.push(lt(analyticsEvents.id, filter.before));
  const rows = await db
    .select({ event: analyticsEvents, userUuid: users.uuid, userEmail: users.email })
    .from(analyticsEvents)
    .leftJoin(users, eq(users.id, analyticsEvents.userId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(analyticsEvents.id))
    .limit(filter.last);
  return rows.map((r) => ({ ...r.event, userUuid: r.userUuid, userEmail: r.userEmail }));
}
