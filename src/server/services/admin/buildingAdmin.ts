import { and, asc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { buildings } from "../../db/schema/buildings";
import { listings } from "../../db/schema/listings";
import { markets, neighborhoods } from "../../db/schema/markets";

export type BuildingRow = typeof buildings.$inferSelect;

/** The most buildings one page of the building admin's search answers. */
export const BUILDING_SEARCH_MAX = 50;

export type BuildingSearch = {
  /** Part of the address, property name, market name or neighbourhood name; empty lists every building. */
  search: string;
  limit: number;
  /** Keyset: the last row of the previous page (its address and id). */
  after: { address: string; id: number } | null;
};

export type BuildingSearchRow = { building: BuildingRow; listingCount: number };

/** `%`, `_` and `\` typed by an admin are literal characters, not patterns. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

/** One page of buildings by address (then id), with how many listings (of any status) each has. */
export async function searchBuildings(
  db: Db,
  input: BuildingSearch,
): Promise<{ rows: BuildingSearchRow[]; hasMore: boolean }> {
  const where: SQL[] = [];
  const text = input.search.trim();
  if (text) {
    const pattern = containsPattern(text);
    const match = or(
      ilike(buildings.address, pattern),
      ilike(buildings.propertyName, pattern),
      ilike(markets.name, pattern),
      ilike(neighborhoods.name, pattern),
    );
    if (match) where.push(match);
  }
  if (input.after) {
    where.push(sql`(${buildings.address}, ${buildings.id}) > (${input.after.address}, ${input.after.id})`);
  }
  const rows = await db
    .select({
      building: buildings,
      listingCount: sql<number>`(select count(*)::int from ${listings} where ${listings.buildingId} = ${buildings.id})`,
    })
    .from(buildings)
    .innerJoin(markets, eq(markets.id, buildings.marketId))
    .leftJoin(neighborhoods, eq(neighborhoods.id, buildings.neighborhoodId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(buildings.address), asc(buildings.id))
    .limit(input.limit + 1);
  return { rows: rows.slice(0, input.limit), hasMore: rows.length > input.limit };
}

/** The keyset cursor of a row: opaque to clients, read back by `readBuildingCursor`. */
export function buildingCursor(row: Pick<BuildingRow, "address" | "id">): string {
  return Buffer.from(JSON.stringify([row.address, row.id])).toString("base64url");
}

export function readBuildingCursor(cursor: string): { address: string; id: number } | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [address, id] = value;
    if (typeof address !== "string" || address.length > 300 || !Number.isSafeInteger(id)) return null;
    return { address, id };
  } catch {
    return null;
  }
}

export async function buildingById(db: Db, id: number): Promise<BuildingRow | null> {
  const [row] = await db.select().from(buildings).where(eq(buildings.id, id));
  return row ?? null;
}
