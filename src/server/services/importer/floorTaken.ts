import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { ListingFieldChange } from "../../db/schema/listingHistory";
import { listings } from "../../db/schema/listings";
import { floorAndSuiteSegment } from "../listings/listingPaths";
import { failed, type StageResult } from "./stageTrail";

/** The row error of a listing at a floor/suite whose URL another listing of its building has. */
export const floorTakenMessage = (floorAndSuite: string) =>
  `floorAndSuite: This building already has a listing at ${floorAndSuite}. Change that listing instead.`;

/**
 * A change of a listing's floor/suite that would give it the URL of another listing of its building
 * (issue 25): the row error, before the database's unique listings_building_floor_slug_key refuses
 * it and ends the whole transaction. Null when the change names no floor/suite or a free one.
 */
export async function floorTaken(
  tx: Db,
  listing: { id: number; buildingId: number },
  diff: readonly ListingFieldChange[],
): Promise<StageResult | null> {
  const change = diff.find((d) => d.field === "floorAndSuite");
  if (!change) return null;
  const [other] = await tx
    .select({ floorAndSuite: listings.floorAndSuite })
    .from(listings)
    .where(
      and(
        eq(listings.buildingId, listing.buildingId),
        eq(listings.floorSlug, floorAndSuiteSegment(String(change.newValue ?? ""))),
        ne(listings.id, listing.id),
      ),
    )
    .limit(1);
  return other ? failed(floorTakenMessage(other.floorAndSuite)) : null;
}
