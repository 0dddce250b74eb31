import { and, asc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { PropertyType } from "../../../common/enums";
import type { Db } from "../../db/client";
import { buildings } from "../../db/schema/buildings";
import { featuredListings } from "../../db/schema/featuredListings";
import { listings } from "../../db/schema/listings";
import { markets } from "../../db/schema/markets";
import type { UserRow } from "../../policies/policy";
import { AVAILABLE } from "../search/searchSql";
import { recordAudit } from "./auditLog";

/** Featured listings a market may have of one property type; its landing page shows the first few. */
export const FEATURED_MAX = 12;
/** Candidates one search answers at most. */
export const CANDIDATES_MAX = 50;

type ListingRow = typeof listings.$inferSelect;

const TYPE_NAMES: Record<PropertyType, string> = {
  office: "an office",
  retail: "a retail",
  industrial: "an industrial",
};

export type FeaturedEntry = {
  id: string;
  position: number;
  listing: ListingRow;
  /** False once the listing is no longer AVAILABLE: the public pages leave it out. */
  available: boolean;
};

/** A market's featured listings of one type, in the admin's order, unavailable ones included. */
export async function featuredEntries(db: Db, marketId: number, propertyType: PropertyType) {
  const rows = await db
    .select({ id: featuredListings.id, position: featuredListings.position, listing: listings })
    .from(featuredListings)
    .innerJoin(listings, eq(listings.id, featuredListings.listingId))
    .where(and(eq(featuredListings.marketId, marketId), eq(listings.propertyType, propertyType)))
    .orderBy(asc(featuredListings.position), asc(featuredListings.id))
    // Older data may hold more than today's cap; the screen shows them all so they can be removed.
    .limit(FEATURED_MAX * 4);
  return rows.map(
    (r): FeaturedEntry => ({
      id: String(r.id),
      position: r.position,
      listing: r.listing,
      available: r.listing.status === "AVAILABLE",
    }),
  );
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, "\\$&");

/**
 * AVAILABLE listings of the market and type whose address or building name contains the search
 * (all of them, by address, when it is empty), at most `limit`.
 */
export async function featuredCandidates(
  db: Db,
  input: { marketId: number; propertyType: PropertyType; search: string; limit: number },
): Promise<ListingRow[]> {
  const where: SQL[] = [
    eq(listings.marketId, input.marketId),
    eq(listings.propertyType, input.propertyType),
    AVAILABLE,
  ];
  const words = input.search.trim();
  if (words) {
    const pattern = `%${escapeLike(words)}%`;
    const match = or(ilike(listings.address, pattern), ilike(buildings.propertyName, pattern));
    if (match) where.push(match);
  }
  const rows = await db
    .select({ listing: listings })
    .from(listings)
    .innerJoin(buildings, eq(buildings.id, listings.buildingId))
    .where(and(...where))
    .orderBy(asc(listings.address), asc(listings.floorAndSuite), asc(listings.id))
    .limit(input.limit);
  return rows.map((r) => r.listing);
}

export type FeaturedError = { code: "INVALID_INPUT" | "NOT_FOUND"; message: string; field: string | null };
export type FeaturedSave = { ok: true } | { ok: false; error: FeaturedError };

const refuse = (code: FeaturedError["code"], message: string, field: string | null = "listingIds") => ({
  ok: false as const,
  error: { code, message, field },
});

/**
 * Replaces the market's featured listings of one type with `listingIds`, in that order, in one
 * transaction: removed ones are deleted, the rest get positions 0, 1, 2… (positions are per market;
 * the public query filters by type, so each type's order is its own). A listing added now must be
 * AVAILABLE in that market and of that type; one already featured may stay even if it is no longer
 * available (it is hidden from the public pages, and the admin sees why). Audited with before and after.
 */
export async function saveFeaturedListings(
  db: Db,
  actor: Pick<UserRow, "id" | "email">,
  input: { marketId: number; propertyType: PropertyType; listingIds: number[] },
): Promise<FeaturedSave> {
  const { marketId, propertyType, listingIds } = input;
  if (new Set(listingIds).size !== listingIds.length) {
    return refuse("INVALID_INPUT", "A listing can be featured only once.");
  }
  if (listingIds.length > FEATURED_MAX) {
    return refuse("INVALID_INPUT", `Feature at most ${FEATURED_MAX} listings of a type in a market.`);
  }
  return db.transaction(async (tx) => {
    // Two admins saving the same market queue here rather than interleave their positions. "No key
    // update" leaves listing inserts (which take a key-share lock on their market) unblocked.
    const [market] = await tx
      .select({ id: markets.id })
      .from(markets)
      .where(eq(markets.id, marketId))
      .for("no key update");
    if (!market) return refuse("NOT_FOUND", "This market does not exist.", "marketId");

    const current = await tx
      .select({ id: featuredListings.id, listingId: featuredListings.listingId })
      .from(featuredListings)
      .innerJoin(listings, eq(listings.id, featuredListings.listingId))
      .where(and(eq(featuredListings.marketId, marketId), eq(listings.propertyType, propertyType)))
      .orderBy(asc(featuredListings.position), asc(featuredListings.id));
    const already = new Set(current.map((c) => c.listingId));
    const wanted =
      listingIds.length === 0
        ? []
        : await tx
            .select({
              id: listings.id,
              marketId: listings.marketId,
              propertyType: listings.propertyType,
              status: listings.status,
              address: listings.address,
            })
            .from(listings)
            .where(inArray(listings.id, listingIds));
    const byId = new Map(wanted.map((l) => [l.id, l]));
    for (const id of listingIds) {
      const l = byId.get(id);
      if (!l) return refuse("NOT_FOUND", `Listing ${id} does not exist.`);
      if (l.marketId !== marketId || l.propertyType !== propertyType) {
        return refuse(
          "INVALID_INPUT",
          `${l.address} is not ${TYPE_NAMES[propertyType]} listing of this market.`,
        );
      }
      if (!already.has(id) && l.status !== "AVAILABLE") {
        return refuse("INVALID_INPUT", `${l.address} is not available, so it cannot be featured.`);
      }
    }

    const removed = current.filter((c) => !listingIds.includes(c.listingId)).map((c) => c.id);
    if (removed.length > 0) await tx.delete(featuredListings).where(inArray(featuredListings.id, removed));
    // Another type's rows keep their positions; only this type's rows are renumbered.
    for (const [position, listingId] of listingIds.entries()) {
      await tx
        .insert(featuredListings)
        .values({ marketId, listingId, position, createdById: actor.id })
        .onConflictDoUpdate({
          target: [featuredListings.marketId, featuredListings.listingId],
          set: { position },
        });
    }
    const before = current.map((c) => c.listingId);
    if (before.join() !== listingIds.join()) {
      await recordAudit(tx, actor, {
        action: "featuredListings.save",
        subjectKind: "market",
        subjectId: marketId,
        before: { propertyType, listingIds: before },
        after: { propertyType, listingIds },
      });
    }
    return { ok: true as const };
  });
}
