import { and, eq, getTableColumns, or, sql } from "drizzle-orm";
import type { CsvBuildingRef } from "../../../common/csvImport/csvRowSchema";
import { slugify } from "../../../common/format/slug";
import type { Db } from "../../db/client";
import { buildingAliases } from "../../db/schema/buildingAliases";
import { buildings } from "../../db/schema/buildings";
import type { FeedCache } from "./vendorFeed";
import { type ZipPlaces, zipPlace } from "./zipPlace";

export type BuildingRow = typeof buildings.$inferSelect;

/**
 * Buildings found in one transaction, by the row's building reference: a CSV names the same building
 * on many consecutive rows. Only found buildings are kept (one created in a savepoint that later
 * rolls back must not be reused); `buildings` lives no longer than its transaction. `places` (the
 * market of a ZIP) may outlive it: see ZipPlaces. `feeds`: the vendors the rows came from (vendorFeed.ts).
 */
export type BuildingCache = { buildings: Map<string, BuildingRow>; places?: ZipPlaces; feeds?: FeedCache };

/** A building found or created for an importer row, or the reason there is none. */
export type ResolvedBuilding = { building: BuildingRow; created: boolean } | { error: string };

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
  const cached = cache?.buildings.get(JSON.stringify(ref));
  if (cached) return { building: cached, created: false };
  const resolved = await findOrCreateBuilding(tx, ref, cache?.places);
  if (cache && "building" in resolved && !resolved.created) rememberBuilding(cache, ref, resolved.building);
  return resolved;
}

/**
 * Keeps a building for the rest of the transaction. A building created by a row may be kept only
 * where no row's savepoint can roll it back alone (a batch run set-wise: all of it commits or none).
 */
export function rememberBuilding(cache: BuildingCache, ref: CsvBuildingRef, building: BuildingRow): void {
  cache.buildings.set(JSON.stringify(ref), building);
}

async function findOrCreateBuilding(
  tx: Db,
  ref: CsvBuildingRef,
  places?: ZipPlaces,
): Promise<ResolvedBuilding> {
  if ("buildingId" in ref) {
    const [row] = await tx.select().from(buildings).where(eq(buildings.id, ref.buildingId));
    return row
      ? { building: row, created: false }
      : { error: `buildingId: Building ${ref.buildingId} does not exist.` };
  }
  const addressSlug = slugify(ref.address);
  const known = tx
    .select({ ...getTableColumns(buildings), rank: sql<number>`0`.as("rank") })
    .from(buildings)
    .where(
      or(
        and(eq(buildings.zip, ref.zip), eq(buildings.slug, addressSlug), eq(buildings.state, ref.state)),
        eq(buildings.identity, `${ref.state}/${slugify(ref.city)}/${ref.zip}/${addressSlug}`),
      ),
    );
  const place = await zipPlace(tx, ref.zip, places);
  if ("error" in place) {
    const [row] = await known.limit(1);
    return row ? { building: withoutRank(row), created: false } : place;
  }
  // Known by address, else merged away under the identity it would get (its alias), else already
  // created under that identity: one statement, in that order.
  const identity = `${ref.state}/${place.market.slug}/${ref.zip}/${addressSlug}`;
  const [found] = await known
    .unionAll(
      tx
        .select({ ...getTableColumns(buildings), rank: sql<number>`1` })
        .from(buildingAliases)
        .innerJoin(buildings, eq(buildings.id, buildingAliases.buildingId))
        .where(eq(buildingAliases.identity, identity)),
    )
    .unionAll(
      tx
        .select({ ...getTableColumns(buildings), rank: sql<number>`2` })
        .from(buildings)
        .where(eq(buildings.identity, identity)),
    )
    .orderBy(sql`rank`)
    .limit(1);
  if (found) return { building: withoutRank(found), created: false };

  // The slug is the address's, unique in its market: the same street address in another ZIP of the
  // market is another building, told apart by its ZIP.
  const [created] = await tx
    .insert(buildings)
    .values({
      identity,
      address: ref.address,
      slug: sql`case when exists (select 1 from buildings b where b.market_id = ${place.market.id}
                 and b.slug = ${addressSlug}) then ${`${addressSlug}-${ref.zip}`} else ${addressSlug} end`,
      city: ref.city,
      state: ref.state,
      zip: ref.zip,
      postalCode: ref.zip,
      lat: place.lat,
      lng: place.lng,
      marketId: place.market.id,
      neighborhoodId: place.neighborhoodId,
      propertyName: ref.propertyName,
    })
    .returning();
  return { building: created, created: true };
}

function withoutRank({ rank: _, ...building }: BuildingRow & { rank: number }): BuildingRow {
  return building;
}
