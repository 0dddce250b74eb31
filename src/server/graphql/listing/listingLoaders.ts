import DataLoader from "dataloader";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowFromJson, rowJson } from "../../db/jsonRows";
import { buildingContactBuildings, buildingContacts, buildings } from "../../db/schema/buildings";
import { listingHistory } from "../../db/schema/listingHistory";
import { brokerInsights, listings } from "../../db/schema/listings";
import { floorPlans, imageUploads } from "../../db/schema/media";
import { users } from "../../db/schema/users";
import { AVAILABLE } from "../../services/search/searchSql";
import { listingCardColumns, type PhotoRow, photoColumns } from "./listingCards";

export type ListingRow = typeof listings.$inferSelect;
export type BuildingRow = typeof buildings.$inferSelect;
export type ImageUploadRow = typeof imageUploads.$inferSelect;
export type FloorPlanRow = typeof floorPlans.$inferSelect;
export type BuildingContactRow = typeof buildingContacts.$inferSelect;
export type BrokerInsightRow = typeof brokerInsights.$inferSelect & { authorName: string | null };
export type ListingHistoryRow = typeof listingHistory.$inferSelect;

/** One row per key, or null. */
function byId<Row>(fetch: (ids: number[]) => Promise<Row[]>, id: (row: Row) => number) {
  return new DataLoader<number, Row | null>(async (keys) => {
    const rows = await fetch([...keys]);
    const map = new Map(rows.map((r) => [id(r), r]));
    return keys.map((k) => map.get(k) ?? null);
  });
}

/** Every row of each key, in the order the query returned them. */
function grouped<Row>(fetch: (ids: number[]) => Promise<Row[]>, key: (row: Row) => number) {
  return new DataLoader<number, Row[]>(async (keys) => {
    const rows = await fetch([...keys]);
    const map = new Map<number, Row[]>();
    for (const row of rows) {
      const list = map.get(key(row));
      if (list) list.push(row);
      else map.set(key(row), [row]);
    }
    return keys.map((k) => map.get(k) ?? []);
  });
}

/** The ready photos of each place, its cover first, then in order; with `first`, only that many of each. */
function photosOf(db: Db, kind: "LISTING" | "BUILDING", first: number | null = null) {
  return grouped<PhotoRow>(
    async (ids) => {
      const ready = and(
        eq(imageUploads.attachedToKind, kind),
        inArray(imageUploads.attachedToId, ids),
        eq(imageUploads.status, "READY"),
      );
      const order = [
        asc(imageUploads.attachedToId),
        desc(imageUploads.isCover),
        asc(imageUploads.position),
        asc(imageUploads.id),
      ];
      if (first === null)
        return (
          await db
            .select({ row: rowJson(imageUploads) })
            .from(imageUploads)
            .where(ready)
            .orderBy(...order)
        ).map((r) => rowFromJson(imageUploads, r.row));
      // A list card shows one photo: 200 cards read 200 rows, not every photo of every listing, and
      // only the columns a Photo answers from.
      const ranked = db
        .select({
          ...photoColumns,
          rank: sql<number>`row_number() over (partition by ${imageUploads.attachedToId} order by ${imageUploads.isCover} desc, ${imageUploads.position}, ${imageUploads.id})`.as(
            "rank",
          ),
        })
        .from(imageUploads)
        .where(ready)
        .as("ranked");
      const { rank, ...columns } = ranked._.selectedFields;
      return db
        .select(columns)
        .from(ranked)
        .where(sql`${rank} <= ${first}`)
        .orderBy(asc(ranked.attachedToId), asc(rank));
    },
    (r) => r.attachedToId,
  );
}

/**
 * Listings near a listing (same building, or same neighbourhood in other buildings): AVAILABLE,
 * closest in size first. One query for a whole batch of listings, with a LATERAL subquery each.
 */
function relatedListings(db: Db, scope: "building" | "neighborhood", limit: number) {
  return grouped(
    async (ids) => {
      const same =
        scope === "building"
          ? sql`l.building_id = src.building_id and l.id <> src.id`
          : sql`l.neighborhood_id = src.neighborhood_id and l.building_id <> src.building_id and l.market_id = src.market_id`;
      // The related rows come whole, as JSON, in the same statement (db/jsonRows.ts).
      const result = await db.execute(sql`
        select src.id as source_id, row_to_json(near) as row
        from listings src
        cross join lateral (
          select l.* from listings l
          where ${same} and l.status = 'AVAILABLE'
          order by abs(l.square_feet - src.square_feet), l.id
          limit ${limit}
        ) near
        where src.id in ${ids}`);
      const pairs = (result as unknown as { rows: { source_id: number; row: unknown }[] }).rows;
      return pairs.map((p) => ({ sourceId: Number(p.source_id), row: rowFromJson(listings, p.row) }));
    },
    (r) => r.sourceId,
  );
}

/**
 * Whole listing and building rows, each read as one JSON value (db/jsonRows.ts): on PGlite a
 * typed read of 46 columns costs several times as much.
 */
async function wholeListings(db: Db, ids: number[]): Promise<ListingRow[]> {
  const rows = await db
    .select({ row: rowJson(listings) })
    .from(listings)
    .where(inArray(listings.id, ids));
  return rows.map((r) => rowFromJson(listings, r.row));
}

async function wholeBuildings(db: Db, ids: number[]): Promise<BuildingRow[]> {
  const rows = await db
    .select({ row: rowJson(buildings) })
    .from(buildings)
    .where(inArray(buildings.id, ids));
  return rows.map((r) => rowFromJson(buildings, r.row));
}

/** Per-request loaders for listings, buildings and their media; created in each request's context. */
export function createListingLoaders(db: Db) {
  const related = new Map<string, DataLoader<number, { sourceId: number; row: ListingRow }[]>>();
  const firstPhotos = new Map<string, DataLoader<number, PhotoRow[]>>();
  return {
    listingById: byId(
      (ids) => wholeListings(db, ids),
      (r) => r.id,
    ),
    /** Only the columns a list card reads (LISTING_CARD_FIELDS): the campaign screen's 200 cards. */
    listingCardById: byId(
      (ids) => db.select(listingCardColumns).from(listings).where(inArray(listings.id, ids)),
      (r) => r.id,
    ),
    buildingById: byId(
      (ids) => wholeBuildings(db, ids),
      (r) => r.id,
    ),
    photosByListing: photosOf(db, "LISTING"),
    /** The first `first` photos of each listing, one loader per count. */
    firstPhotosByListing(first: number) {
      const key = `photos:${first}`;
      let loader = firstPhotos.get(key);
      if (!loader) {
        loader = photosOf(db, "LISTING", first);
        firstPhotos.set(key, loader);
      }
      return loader;
    },
    photosByBuilding: photosOf(db, "BUILDING"),
    floorPlansByListing: grouped(
      (ids) =>
        db
          .select()
          .from(floorPlans)
          .where(inArray(floorPlans.listingId, ids))
          .orderBy(asc(floorPlans.listingId), asc(floorPlans.position), asc(floorPlans.id)),
      (r) => r.listingId,
    ),
    availableListingsByBuilding: grouped(
      (ids) =>
        db
          .select()
          .from(listings)
          .where(and(inArray(listings.buildingId, ids), AVAILABLE))
          .orderBy(asc(listings.squareFeet), asc(listings.id)),
      (r) => r.buildingId,
    ),
    /** Same-building or same-neighbourhood listings, one loader per (scope, limit). */
    related(scope: "building" | "neighborhood", limit: number) {
      const key = `${scope}:${limit}`;
      let loader = related.get(key);
      if (!loader) {
        loader = relatedListings(db, scope, limit);
        related.set(key, loader);
      }
      return loader;
    },
    brokerInsightsByListing: grouped(
      async (ids): Promise<BrokerInsightRow[]> => {
        const rows = await db
          .select({
            insight: brokerInsights,
            first: users.firstName,
            last: users.lastName,
            email: users.email,
          })
          .from(brokerInsights)
          .leftJoin(users, eq(users.id, brokerInsights.authorId))
          .where(inArray(brokerInsights.listingId, ids))
          .orderBy(asc(brokerInsights.listingId), asc(brokerInsights.createdAt), asc(brokerInsights.id));
        return rows.map((r) => ({
          ...r.insight,
          authorName:
            r.email === null ? null : `${r.first ?? ""} ${r.last ?? ""}`.trim() || r.email.split("@")[0],
        }));
      },
      (r) => r.listingId,
    ),
    historyByListing: grouped(
      (ids) =>
        db
          .select()
          .from(listingHistory)
          .where(inArray(listingHistory.listingId, ids))
          .orderBy(asc(listingHistory.listingId), asc(listingHistory.changedAt), asc(listingHistory.id)),
      (r) => r.listingId,
    ),
    buildingContactById: byId(
      (ids) => db.select().from(buildingContacts).where(inArray(buildingContacts.id, ids)),
      (r) => r.id,
    ),
    contactsByBuilding: grouped(
      async (ids) =>
        (
          await db
            .select({ buildingId: buildingContactBuildings.buildingId, contact: buildingContacts })
            .from(buildingContactBuildings)
            .innerJoin(buildingContacts, eq(buildingContacts.id, buildingContactBuildings.contactId))
            .where(inArray(buildingContactBuildings.buildingId, ids))
            .orderBy(asc(buildingContactBuildings.buildingId), asc(buildingContacts.displayName))
        ).map((r) => ({ ...r.contact, buildingId: r.buildingId })),
      (r) => r.buildingId,
    ),
  };
}

export type ListingLoaders = ReturnType<typeof createListingLoaders>;
