import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { markets, neighborhoods } from "../../db/schema/markets";
import { zipcodes } from "../../geo/zipcodes";

/** Where a new building at a ZIP goes: its ZIP's centre, the nearest market and its nearest neighbourhood. */
export type ZipPlace =
  | {
      lat: number;
      lng: number;
      market: { id: number; slug: string };
      neighborhoodId: number | null;
    }
  | { error: string };

/**
 * ZIPs already placed, by ZIP: markets and neighbourhoods are reference data an import does not
 * change, so a CSV run (many batches, one ZIP on many rows) looks each ZIP up once.
 */
export type ZipPlaces = Map<string, ZipPlace>;

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
 * A ZIP's place (the `zipcodes` package's centre; the nearest market, if within MARKET_RADIUS_KM, and
 * that market's nearest neighbourhood, in one statement), or why a building there cannot be created.
 */
export async function zipPlace(tx: Db, zip: string, places?: ZipPlaces): Promise<ZipPlace> {
  const cached = places?.get(zip);
  if (cached) return cached;
  const place = await lookUpZip(tx, zip);
  places?.set(zip, place);
  return place;
}

async function lookUpZip(tx: Db, zip: string): Promise<ZipPlace> {
  const centre = zipcodes.lookup(zip);
  if (!centre || !Number.isFinite(centre.latitude) || centre.latitude === 0) {
    return { error: `zip: ZIP code ${zip} is not a known US ZIP code.` };
  }
  const lat = Number(centre.latitude);
  const lng = Number(centre.longitude);
  const [market] = await tx
    .select({
      id: markets.id,
      slug: markets.slug,
      lat: markets.lat,
      lng: markets.lng,
      neighborhoodId: sql<number | null>`(${tx
        .select({ id: neighborhoods.id })
        .from(neighborhoods)
        .where(eq(neighborhoods.marketId, markets.id))
        .orderBy(distanceSql(lat, lng, neighborhoods.lat, neighborhoods.lng))
        .limit(1)})`,
    })
    .from(markets)
    .orderBy(distanceSql(lat, lng, markets.lat, markets.lng))
    .limit(1);
  if (!market || kmBetween(lat, lng, market.lat, market.lng) > MARKET_RADIUS_KM) {
    return { error: `zip: No market covers ZIP code ${zip} yet.` };
  }
  return {
    lat,
    lng,
    market: { id: market.id, slug: market.slug },
    neighborhoodId: market.neighborhoodId === null ? null : Number(market.neighborhoodId),
  };
}
