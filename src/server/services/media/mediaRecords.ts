import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { buildings } from "../../db/schema/buildings";
import { listings } from "../../db/schema/listings";
import type { PhotoTarget } from "./photoService";

/** What the `update` rule of a listing or building reads, or null when there is no such record. */
export async function loadMediaRecord(
  db: Db,
  target: PhotoTarget,
): Promise<{ id: number; marketId: number; status?: string } | null> {
  if (target.kind === "LISTING") {
    const [row] = await db
      .select({ id: listings.id, marketId: listings.marketId, status: listings.status })
      .from(listings)
      .where(eq(listings.id, target.id));
    return row ?? null;
  }
  const [row] = await db
    .select({ id: buildings.id, marketId: buildings.marketId })
    .from(buildings)
    .where(eq(buildings.id, target.id));
  return row ?? null;
}
