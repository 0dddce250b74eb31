import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { LISTING_STATUSES, type ListingStatus } from "../../../common/enums";
import { AVAILABILITY_LISTINGS_MAX, CONTACT_BUILDINGS_MAX } from "../../../common/research/researchRules";
import type { Db } from "../../db/client";
import { buildingContactBuildings, buildingContacts, buildings } from "../../db/schema/buildings";
import { listingHistory } from "../../db/schema/listingHistory";
import { listings } from "../../db/schema/listings";

export type ContactRow = typeof buildingContacts.$inferSelect;
export type BuildingRow = typeof buildings.$inferSelect;
export type ListingRow = typeof listings.$inferSelect;

/** A page of a list: at most `limit` rows, and whether another page follows. */
export type Page<T> = { rows: T[]; page: number; hasMore: boolean };
export type PageRequest = { search: string | null; page: number; limit: number };

/** A research building row: its listings by status and when the team last checked it. */
export type ResearchBuildingEntry = {
  building: BuildingRow;
  statusCounts: { status: ListingStatus; count: number }[];
  listingCount: number;
  lastCheckedAt: Date | null;
  contactCount: number;
};

/**
 * History sources that count as a check: the research team's saves, and admins' (who have every
 * research right). Vendor CSVs and brokers' edits are other people's word, not the team's check.
 */
export const CHECK_SOURCES = ["research-team", "admin"] as const;

/** Part of a text typed into a search box: `%`, `_` and `\` are literal characters, not patterns. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

async function paged<T>(request: PageRequest, read: (offset: number, take: number) => Promise<T[]>) {
  const rows = await read((request.page - 1) * request.limit, request.limit + 1);
  return { rows: rows.slice(0, request.limit), page: request.page, hasMore: rows.length > request.limit };
}

/** Contacts whose name, e-mail or company holds the search text, by name. */
export function searchContacts(db: Db, request: PageRequest): Promise<Page<ContactRow>> {
  const where = request.search
    ? or(
        ilike(buildingContacts.displayName, containing(request.search)),
        ilike(buildingContacts.email, containing(request.search)),
        ilike(buildingContacts.companyName, containing(request.search)),
      )
    : undefined;
  return paged(request, (offset, take) =>
    db
      .select()
      .from(buildingContacts)
      .where(where)
      .orderBy(asc(buildingContacts.displayName), asc(buildingContacts.id))
      .offset(offset)
      .limit(take),
  );
}

export async function contactById(db: Db, id: number): Promise<ContactRow | null> {
  const [row] = await db.select().from(buildingContacts).where(eq(buildingContacts.id, id));
  return row ?? null;
}

/** The buildings a contact is kept for, by address (at most CONTACT_BUILDINGS_MAX). */
export function buildingsOfContact(db: Db, contactId: number): Promise<BuildingRow[]> {
  return db
    .select({ building: buildings })
    .from(buildingContactBuildings)
    .innerJoin(buildings, eq(buildings.id, buildingContactBuildings.buildingId))
    .where(eq(buildingContactBuildings.contactId, contactId))
    .orderBy(asc(buildings.address), asc(buildings.id))
    .limit(CONTACT_BUILDINGS_MAX)
    .then((rows) => rows.map((r) => r.building));
}

/** Is the contact kept for the building (the research pages' path names both)? */
export async function keepsBuilding(db: Db, contactId: number, buildingId: number): Promise<boolean> {
  const [row] = await db
    .select({ contactId: buildingContactBuildings.contactId })
    .from(buildingContactBuildings)
    .where(
      and(
        eq(buildingContactBuildings.contactId, contactId),
        eq(buildingContactBuildings.buildingId, buildingId),
      ),
    );
  return row !== undefined;
}

/** Buildings whose address or name holds the search text, in one market or all, by address. */
export async function searchBuildings(
  db: Db,
  request: PageRequest & { marketId: number | null },
): Promise<Page<ResearchBuildingEntry>> {
  const where: SQL[] = [];
  if (request.marketId !== null) where.push(eq(buildings.marketId, request.marketId));
  if (request.search) {
    const text = containing(request.search);
    where.push(or(ilike(buildings.address, text), ilike(buildings.propertyName, text)) as SQL);
  }
  const page = await paged(request, (offset, take) =>
    db
      .select()
      .from(buildings)
      .where(where.length ? and(...where) : undefined)
      .orderBy(asc(buildings.address), asc(buildings.id))
      .offset(offset)
      .limit(take),
  );
  return { ...page, rows: await researchEntries(db, page.rows) };
}

export async function researchBuildingById(db: Db, id: number): Promise<ResearchBuildingEntry | null> {
  const [row] = await db.select().from(buildings).where(eq(buildings.id, id));
  return row ? (await researchEntries(db, [row]))[0] : null;
}

/** Listing counts by status, contact counts and the last check of a page of buildings: three statements. */
async function researchEntries(db: Db, rows: BuildingRow[]): Promise<ResearchBuildingEntry[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((b) => b.id);
  const counts = await db
    .select({ buildingId: listings.buildingId, status: listings.status, count: sql<number>`count(*)::int` })
    .from(listings)
    .where(inArray(listings.buildingId, ids))
    .groupBy(listings.buildingId, listings.status);
  const contacts = await db
    .select({ buildingId: buildingContactBuildings.buildingId, count: sql<number>`count(*)::int` })
    .from(buildingContactBuildings)
    .where(inArray(buildingContactBuildings.buildingId, ids))
    .groupBy(buildingContactBuildings.buildingId);
  const checked = await db
    .select({
      buildingId: listings.buildingId,
      checkedAt: sql<Date | null>`max(${listingHistory.changedAt})`.mapWith(listingHistory.changedAt),
    })
    .from(listings)
    .innerJoin(listingHistory, eq(listingHistory.listingId, listings.id))
    .where(and(inArray(listings.buildingId, ids), inArray(listingHistory.sourceName, [...CHECK_SOURCES])))
    .groupBy(listings.buildingId);
  const checkedAt = new Map(checked.map((r) => [r.buildingId, r.checkedAt]));
  return rows.map((building) => {
    const own = counts.filter((c) => c.buildingId === building.id);
    const statusCounts = LISTING_STATUSES.flatMap((status) => {
      const count = own.find((c) => c.status === status)?.count ?? 0;
      return count > 0 ? [{ status, count }] : [];
    });
    return {
      building,
      statusCounts,
      listingCount: statusCounts.reduce((n, c) => n + c.count, 0),
      lastCheckedAt: checkedAt.get(building.id) ?? null,
      contactCount: contacts.find((c) => c.buildingId === building.id)?.count ?? 0,
    };
  });
}

/** A building's listings for the availability page: the most recently updated first, at most the cap. */
export function listingsOfBuilding(db: Db, buildingId: number, limit: number): Promise<ListingRow[]> {
  return db
    .select()
    .from(listings)
    .where(eq(listings.buildingId, buildingId))
    .orderBy(asc(listings.floorAndSuite), desc(listings.id))
    .limit(Math.min(limit, AVAILABILITY_LISTINGS_MAX));
}
