import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { campaignListings, campaigns } from "../../db/schema/campaigns";
import type { CampaignStage } from "./campaignList";
import { adders, type CampaignListing, campaignListingColumns, toCampaignListing } from "./campaignListings";

/** Campaign listings moved in one call at most. */
export const MOVE_LISTINGS_MAX = 100;

/**
 * Moves listings of one campaign to a stage, all or none: an id that is not a campaign listing of this campaign
 * refuses the whole call (null). The campaign's activity time moves with it.
 */
export async function moveCampaignListings(
  db: Db,
  rowId: number,
  campaignListingIds: readonly number[],
  stage: CampaignStage,
): Promise<CampaignListing[] | null> {
  const ids = [...new Set(campaignListingIds)];
  return db.transaction(async (tx) => {
    // Locked, so a listing removed at the same time cannot make the update below touch fewer rows.
    const found = await tx
      .select({ id: campaignListings.id })
      .from(campaignListings)
      .where(and(eq(campaignListings.campaignId, rowId), inArray(campaignListings.id, ids)))
      .for("update");
    if (found.length !== ids.length) return null;
    await tx
      .update(campaignListings)
      .set({ stage, updatedAt: sql`now()` })
      .where(and(eq(campaignListings.campaignId, rowId), inArray(campaignListings.id, ids)));
    await tx.update(campaigns).set({ updatedAt: sql`now()` }).where(eq(campaigns.id, rowId));
    const rows = await tx
      .select(campaignListingColumns)
      .from(campaignListings)
      .leftJoin(adders, eq(adders.id, campaignListings.addedById))
      .where(inArray(campaignListings.id, ids))
      .orderBy(asc(campaignListings.position), asc(campaignListings.id));
    return rows.map(toCampaignListing);
  });
}
