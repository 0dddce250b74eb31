import type { Db } from "../db/client";
import { analyticsEvents } from "../db/schema/analytics";

export type AnalyticsEvent = {
  type: "track" | "identify" | "page";
  name: string;
  properties: Record<string, unknown>;
  userId: number | null;
  anonymousId: string | null;
  serverId: string | null;
};

export async function recordEvent(db: Db, event: AnalyticsEvent): Promise<void> {
  await db.insert(analyticsEvents).values(event);
}
