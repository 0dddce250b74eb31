import { type SQL, sql } from "drizzle-orm";
import { formatNumber } from "../../../common/format/numbers";
import type { Db } from "../../db/client";
import { listings } from "../../db/schema/listings";
import { failed, type StageResult } from "./stageTrail";

/**
 * Most listings one building may hold (issue 24), `BUILDING_MAX_LISTINGS`. A tower with a hundred
 * floors and a dozen suites each, with years of past listings kept UNAVAILABLE, stays far below
 * it; a feed that adds more to one building is a mistake, and work per building (its page, its
 * availability list, the importer's match) stays bounded. Set once at start-up from the settings.
 */
export const DEFAULT_BUILDING_MAX_LISTINGS = 2000;
let maxListings = DEFAULT_BUILDING_MAX_LISTINGS;

export function setBuildingMaxListings(max: number): void {
  maxListings = max;
}

export const buildingMaxListings = () => maxListings;

/** The row error of a listing its building has no room for. */
export const buildingFullMessage = (max: number) =>
  `floorAndSuite: This building already has ${formatNumber(max)} listings, the most one building may have. Update one of its listings instead.`;

const buildingFull = (): StageResult => failed(buildingFullMessage(maxListings));

/**
 * How many more listings each building may take: one statement, each count stopping at the bound
 * (an index-only walk of at most that many entries of listings_building_floor_slug_key).
 */
export async function roomInBuildings(tx: Db, buildingIds: Iterable<number>): Promise<Map<number, number>> {
  const ids = [...new Set(buildingIds)];
  if (ids.length === 0) return new Map();
  const values: SQL[] = ids.map((id) => sql`(${id}::int)`);
  const result = await tx.execute(sql`
    select b.id, (select count(*) from (select 1 from ${listings} l where l.building_id = b.id
                                        limit ${maxListings}) n)::int as n
    from (values ${sql.join(values, sql`, `)}) as b(id)`);
  const rows = (result as unknown as { rows: { id: number; n: number }[] }).rows;
  return new Map(rows.map((r) => [Number(r.id), maxListings - Number(r.n)]));
}

/** Takes one place in `room` for a new listing of `buildingId`: the row error when none is left. */
export function takeRoom(room: Map<number, number>, buildingId: number): StageResult | null {
  const left = room.get(buildingId) ?? 0;
  if (left <= 0) return buildingFull();
  room.set(buildingId, left - 1);
  return null;
}

/** A single job about to create a listing: the row error when its building is full. */
export async function refuseWhenFull(tx: Db, buildingId: number): Promise<StageResult | null> {
  return takeRoom(await roomInBuildings(tx, [buildingId]), buildingId);
}
