import { and, eq, or, sql } from "drizzle-orm";
import type { CsvBuildingRef } from "../../../common/csvImport/csvRowSchema";
import { slugify } from "../../../common/format/slug";
import type { Db } from "../../db/client";
import { buildingAliases } from "../../db/schema/buildingAliases";
import { buildings } from "../../db/schema/buildings";
import { markets, neighborhoods } from "../../db/schema/markets";
import { zipcodes } from "../../geo/zipcodes";

export type BuildingRow = typeof buildings.$inferSelect;

/**
 * Buildings found in one transaction, by the row's building reference: a CSV names the same building
 * on many consecutive rows. Only found buildings are kept (one created in a savepoint that later
 * rolls back must not be reused); the cache lives no longer than its transaction.
 */
export type BuildingCache = Map<string, BuildingRow>;

/** A building found or created for an importer row, or the reason there is none. */
export type ResolvedBuilding = { building: BuildingRow; created: boolean } | { error: string };

/** A new building joins the nearest market within this distance of its ZIP's centre. */
const MARKET_RADIUS_KM = 80;

const distanceSql = (lat: number, lng: number, latCol: unknown, lngCol: unknown) =>
  // Squared degrees, longitude scaled by latitude: enough to rank a few hundred rows by nearness.
  sql`((${latCol} - ${lat}) * (${latCol} - ${lat}) + ((${lngCol} - ${lng}) * cos(radians(${lat}))) * ((${lngCol} - ${lng}) * cos(radians(${lat}))))`;

function kmBetween(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const toRad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * toRad) / 2) ** 2 +
    Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(((lng2 - lng1) * toRad) / 2) ** 2;
  return 6371 * 2 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a));
}

/**
 * The building a row names. By id: that building. By address: the building whose identity
 * ("{state}/{market slug}/{zip}/{address slug}") or whose zip + address slug + state matches, or a
 * building merged away under that identity (building_aliases: the building it went into); otherwise a
 * new building at its ZIP's centre (the `zipcodes` package) in the nearest market. A new building
 * races another row creating it: the unique identity makes one transaction fail, and its retry finds
 * the building.
 */
export async function resolveBuilding(
  tx: Db,
  ref: CsvBuildingRef,
  cache?: BuildingCache,
): Promise<ResolvedBuilding> {
  const cached = cache?.get(JSON.stringify(ref));
  if (cached) return { building: cached, created: false };
  const resolved = await findOrCreateBuilding(tx, ref);
  if (cache && "building" in resolved && !resolved.created) rememberBuilding(cache, ref, resolved.building);
  return resolved;
}

/**
 * Keeps a building for the rest of the transaction. A building created by a row may be kept only
 * where no row's savepoint can roll it back alone (a batch run set-wise: all of it commits or none).
 */
export function rememberBuilding(cache: BuildingCache, ref: CsvBuildingRef, building: BuildingRow): void {
  cache.set(JSON.stringify(ref), building);
}

async function findOrCreateBuilding(tx: Db, ref: CsvBuildingRef): Promise<ResolvedBuilding> {
  if ("buildingId" in ref) {
    const [row] = await tx.select().from(buildings).where(eq(buildings.id, ref.buildingId));
    return row
      ? { building: row, created: false }
      : { error: `buildingId: Building ${ref.buildingId} does not exist.` };
  }
  const addressSlug = slugify(ref.address);
  const place = zipcodes.lookup(ref.zip);
  const [known] = await tx
    .select()
    .from(buildings)
    .where(
      or(
        and(eq(buildings.zip, ref.zip), eq(buildings.slug, addressSlug), eq(buildings.state, ref.state)),
        eq(buildings.identity, `${ref.state}/${slugify(ref.city)}/${ref.zip}/${addressSlug}`),
      ),
    )
    .limit(1);
  if (known) return { building: known, created: false };

  if (!place || !Number.isFinite(place.latitude) || place.latitude === 0) {
    return { error: `zip: ZIP code ${ref.zip} is not a known US ZIP code.` };
  }
  const lat = Number(place.latitude);
  const lng = Number(place.longitude);
  const [market] = await tx
    .select()
    .from(markets)
    .orderBy(distanceSql(lat, lng, markets.lat, markets.lng))
    .limit(1);
  if (!market || kmBetween(lat, lng, market.lat, market.lng) > MARKET_RADIUS_KM) {
    return { error: `zip: No market covers ZIP code ${ref.zip} yet.` };
  }
  const identity = `${ref.state}/${market.slug}/${ref.zip}/${addressSlug}`;
  const [alias] = await tx
    .select({ building: buildings })
    .from(buildingAliases)
    .innerJoin(buildings, eq(buildings.id, buildingAliases.buildingId))
    .where(eq(buildingAliases.identity, identity));
  if (alias) return { building: alias.building, created: false };
  const [sameIdentity] = await tx.select().from(buildings).where(eq(buildings.identity, identity));
  if (sameIdentity) return { building: sameIdentity, created: false };

  const [neighborhood] = await tx
    .select({ id: neighborhoods.id })
    .from(neighborhoods)
    .where(eq(neighborhoods.marketId, market.id))
    .orderBy(distanceSql(lat, lng, neighborhoods.lat, neighborhoods.lng))
    .limit(1);
  // The slug is the address's, unique in its market: the same street address in another ZIP of the
  // market is another building, told apart by its ZIP.
  const [slugTaken] = await tx
    .select({ id: buildings.id })
    .from(buildings)
    .where(and(eq(buildings.marketId, market.id), eq(buildings.slug, addressSlug)));
  const [created] = await tx
    .insert(buildings)
    .values({
      identity,
      address: ref.address,
      slug: slugTaken ? `${addressSlug}-${ref.zip}` : addressSlug,
      city: ref.city,
      state: ref.state,
      zip: ref.zip,
      postalCode: ref.zip,
      lat,
      lng,
      marketId: market.id,
      neighborhoodId: neighborhood?.id ?? null,
      propertyName: ref.propertyName,
    })
    .returning();
  return { building: created, created: true };
}
