import type { Db } from "../client";
import { listingHistory } from "../schema/listingHistory";
import type { ListingMeta } from "./activity";
import { addDays } from "./util";

/** Off-market statuses a researcher's call typically sets. */
const CHECKED_STATUSES = new Set(["UNAVAILABLE", "LEASE_OUT", "SF_LEASE_OUT", "OFFERS_IN", "SF_OFFERS_IN"]);

/** Listings of the first market whose status the demo research account set, at most. */
const CHECKS = 24;

/**
 * The demo research account's past work (issue 13): some of the first market's listings that are
 * off the market were taken off by the research team, so the research building list shows real
 * "last checked" times and the listings' history says who changed the status. The status each row
 * sets is the listing's current one: the history agrees with the data.
 */
export async function insertResearchChecks(
  db: Db,
  metas: readonly ListingMeta[],
  marketId: number,
  researchUserId: number,
  referenceDate: Date,
): Promise<number> {
  const checked = metas
    .filter((m) => m.marketId === marketId && CHECKED_STATUSES.has(m.status))
    .slice(0, CHECKS);
  if (checked.length === 0) return 0;
  await db.insert(listingHistory).values(
    checked.map((meta, i) => ({
      listingId: meta.id,
      kind: "CHANGE" as const,
      sourceName: "research-team",
      changedAt: addDays(referenceDate, -(i % 12) - 1),
      fields: [{ field: "status", oldValue: "AVAILABLE", newValue: meta.status }],
      userId: researchUserId,
    })),
  );
  return checked.length;
}
