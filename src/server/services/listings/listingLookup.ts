import { and, asc, eq, inArray } from "drizzle-orm";
import { slugify } from "../../../common/format/slug";
import type { Db } from "../../db/client";
import { rowFromJson, rowJson } from "../../db/jsonRows";
import { buildingAliases } from "../../db/schema/buildingAliases";
import { buildings } from "../../db/schema/buildings";
import { featuredListings } from "../../db/schema/featuredListings";
import { listings } from "../../db/schema/listings";
import type { MarketDirectory, MarketRow } from "../marketDirectory";
import { AVAILABLE } from "../search/searchSql";
import { neighborhoodSegment } from "./listingPaths";

type BuildingRow = typeof buildings.$inferSelect;
type ListingRow = typeof listings.$inferSelect;

export type BuildingPathArgs = {
  state: string;
  city: string;
  zip: string;
  neighborhood: string;
  address: string;
};
export type ListingPathArgs = BuildingPathArgs & { floorAndSuite: string };

const lower = (s: string) => s.trim().toLowerCase();

export function findMarket(directory: MarketDirectory, state: string, city: string): MarketRow | null {
  return directory.marketByPath.get(`${lower(state)}/${lower(city)}`) ?? null;
}

async function buildingBySlug(db: Db, marketId: number, slug: string): Promise<BuildingRow | null> {
  if (!slug) return null;
  const [row] = await db
    .select({ row: rowJson(buildings) })
    .from(buildings)
    .where(and(eq(buildings.marketId, marketId), eq(buildings.slug, slug)));
  return row ? rowFromJson(buildings, row.row) : null;
}

/**
 * The building a merged-away building went into, when `address` (a slug or plain text) is no live
 * building of the market but an alias of one (issue 13's merge). Its old pages answer 301 to it.
 */
export async function findMergedBuilding(
  db: Db,
  directory: MarketDirectory,
  args: { state: string; city: string; address: string },
): Promise<BuildingRow | null> {
  const market = findMarket(directory, args.state, args.city);
  if (!market) return null;
  const slugs = [...new Set([lower(args.address), slugify(args.address)])].filter(Boolean);
  for (const slug of slugs) if (await buildingBySlug(db, market.id, slug)) return null;
  const [row] = await db
    .select({ building: buildings })
    .from(buildingAliases)
    .innerJoin(buildings, eq(buildings.id, buildingAliases.buildingId))
    .where(and(eq(buildingAliases.marketId, market.id), inArray(buildingAliases.slug, slugs)))
    .limit(1);
  return row?.building ?? null;
}

/** The building at /buildings/{state}/{city}/{zip}/{neighborhood}/{address}; every segment must match. */
export async function findBuildingByPath(
  db: Db,
  directory: MarketDirectory,
  args: BuildingPathArgs,
): Promise<BuildingRow | null> {
  const market = findMarket(directory, args.state, args.city);
  if (!market) return null;
  const building = await buildingBySlug(db, market.id, lower(args.address));
  if (!building || building.zip !== args.zip.trim()) return null;
  const hood =
    building.neighborhoodId === null
      ? null
      : (directory.neighborhoodById.get(building.neighborhoodId) ?? null);
  return neighborhoodSegment(building, hood) === lower(args.neighborhood) ? building : null;
}

/** The building at the short /{state}/{city}/{address} (or /building/...) path; the address may be a slug or plain text. */
export async function findBuildingByShortPath(
  db: Db,
  directory: MarketDirectory,
  args: { state: string; city: string; address: string },
): Promise<BuildingRow | null> {
  const market = findMarket(directory, args.state, args.city);
  return market ? buildingBySlug(db, market.id, slugify(args.address)) : null;
}

/**
 * The listing at a canonical listing path: one probe of listings_building_floor_slug_key, which lets
 * no two listings of a building share a path (issue 25). Not AVAILABLE: only when `includeUnavailable`.
 */
export async function findListingByPath(
  db: Db,
  directory: MarketDirectory,
  args: ListingPathArgs,
  includeUnavailable: boolean,
  /** Told the listing's building, so the caller's loaders need not read it again. */
  foundBuilding: (building: BuildingRow) => void = () => {},
): Promise<ListingRow | null> {
  const building = await findBuildingByPath(db, directory, args);
  if (!building) return null;
  foundBuilding(building);
  const [row] = await db
    .select({ row: rowJson(listings) })
    .from(listings)
    .where(
      and(
        eq(listings.buildingId, building.id),
        eq(listings.floorSlug, lower(args.floorAndSuite)),
        includeUnavailable ? undefined : AVAILABLE,
      ),
    );
  return row ? rowFromJson(listings, row.row) : null;
}

/** A market's featured AVAILABLE listings, in the admin's order. */
export async function findFeaturedListings(
  db: Db,
  directory: MarketDirectory,
  state: string,
  city: string,
  limit: number,
  propertyType: ListingRow["propertyType"] | null = null,
): Promise<ListingRow[]> {
  const market = findMarket(directory, state, city);
  if (!market) return [];
  const ofType = propertyType ? eq(listings.propertyType, propertyType) : undefined;
  const rows = await db
    .select({ listing: rowJson(listings) })
    .from(featuredListings)
    .innerJoin(listings, eq(listings.id, featuredListings.listingId))
    .where(and(eq(featuredListings.marketId, market.id), AVAILABLE, ofType))
    .orderBy(asc(featuredListings.position), asc(featuredListings.id))
    .limit(limit);
  return rows.map((r) => rowFromJson(listings, r.listing));
}
