import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { visitorProfiles } from "../db/schema/analytics";
import type { AnalyticsEvent } from "./analyticsService";

/**
 * The visitor profile's numberOfInteractions (spec section 3, "incremented or set"). An interaction
 * is something a signed-out browser did that reached us as an analytics event: a page view (PAGE)
 * or an action (TRACK). IDENTIFY only says who someone is, and a signed-in person is no longer a
 * visitor, so neither counts. The first interaction sets the count (a new profile), each later one
 * increments it; an event from a signed-in browser with the same anonymous id links the profile to
 * that account without counting.
 */
export function interactionsByVisitor(
  events: readonly AnalyticsEvent[],
): Map<string, { count: number; userId: number | null }> {
  const byVisitor = new Map<string, { count: number; userId: number | null }>();
  for (const event of events) {
    if (!event.anonymousId) continue;
    const entry = byVisitor.get(event.anonymousId) ?? { count: 0, userId: null };
    if (event.userId !== null) entry.userId = event.userId;
    else if (event.type === "track" || event.type === "page") entry.count += 1;
    byVisitor.set(event.anonymousId, entry);
  }
  return byVisitor;
}

/** Adds a batch's interactions to each visitor's profile, creating the profile on its first one. */
export async function countInteractions(db: Db, events: readonly AnalyticsEvent[]): Promise<void> {
  // One row per visitor: Postgres refuses an upsert that names the same key twice.
  const rows = [...interactionsByVisitor(events)]
    .filter(([, entry]) => entry.count > 0 || entry.userId !== null)
    .map(([anonymousId, entry]) => ({
      anonymousId,
      numberOfInteractions: entry.count,
      userId: entry.userId,
    }));
  if (rows.length === 0) return;
  await db
    .insert(visitorProfiles)
    .values(rows)
    .onConflictDoUpdate({
      target: visitorProfiles.anonymousId,
      set: {
        numberOfInteractions: sql`${visitorProfiles.numberOfInteractions} + excluded.number_of_interactions`,
        userId: sql`coalesce(excluded.user_id, ${visitorProfiles.userId})`,
        updatedAt: sql`now()`,
      },
    });
}
