import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { timeZoneOfState } from "../../../common/tourbook/timeZones";
import { TOUR_STOPS_MAX } from "../../../common/tourbook/tourRules";
import type { Db } from "../../db/client";
import { campaigns } from "../../db/schema/campaigns";
import { listings } from "../../db/schema/listings";
import { markets } from "../../db/schema/markets";
import { tourListings, tours } from "../../db/schema/surveys";
import { users } from "../../db/schema/users";
import type { MailNotice } from "./campaignAddressees";
import { listingsOfCampaignListings } from "./campaignListings";
import { rowIdOf } from "./rowIdOf";
import { type ShortlistCampaign, shortlistCampaignColumns, shortlistCampaignOf } from "./shortlistCampaign";

export type TourDetail = {
  rowId: number;
  id: string;
  uuid: string;
  name: string;
  /** YYYY-MM-DD in the tour's zone, or null while undecided. */
  date: string | null;
  meetingPoint: string | null;
  notes: string | null;
  timeZone: string;
  scheduledAt: Date | null;
  sequence: number;
  campaignRowId: number;
  campaign: ShortlistCampaign;
  /** Set only on the answer of the mutation that e-mailed about it: who (issue 25). */
  mailNotice?: MailNotice | null;
};

export type TourStop = {
  id: string;
  position: number;
  /** "HH:MM", local to the tour's zone. */
  startTime: string | null;
  durationMinutes: number;
  notes: string | null;
  listingId: number;
};

/** A stop as the broker sets it, in the tour's new order. */
export type StopEdit = {
  id: number;
  startTime: string | null;
  durationMinutes: number;
  notes: string | null;
};

export type TourEdit = {
  name?: string;
  date?: string | null;
  meetingPoint?: string | null;
  notes?: string | null;
  stops?: StopEdit[];
};

/** The row id of a tour named by its id or its uuid, or null. */
export const tourRowId = (db: Db, idOrUuid: string) => rowIdOf(db, "tour", idOrUuid);

/** A tour's header: its day, place, notes, state and campaign. */
export async function tourDetail(db: Db, rowId: number): Promise<TourDetail | null> {
  const [row] = await db
    .select({ tour: tours, ...shortlistCampaignColumns })
    .from(tours)
    .innerJoin(campaigns, eq(campaigns.id, tours.campaignId))
    .leftJoin(users, eq(users.id, campaigns.brokerId))
    .where(eq(tours.id, rowId));
  if (!row) return null;
  const t = row.tour;
  return {
    rowId,
    id: String(t.id),
    uuid: t.uuid,
    name: t.name,
    date: t.date,
    meetingPoint: t.meetingPoint,
    notes: t.notes,
    timeZone: t.timeZone,
    scheduledAt: t.scheduledAt,
    sequence: t.sequence,
    ...shortlistCampaignOf(row),
  };
}

const stopColumns = {
  id: tourListings.id,
  position: tourListings.position,
  startTime: tourListings.startTime,
  durationMinutes: tourListings.durationMinutes,
  notes: tourListings.notes,
  listingId: tourListings.listingId,
};

/** A time column reads "10:00:00"; the API speaks "10:00". */
const hhmm = (time: string | null) => (time ? time.slice(0, 5) : null);

/** A tour's stops in visiting order, at most TOUR_STOPS_MAX. */
export async function tourStops(db: Db, rowId: number): Promise<TourStop[]> {
  const rows = await db
    .select(stopColumns)
    .from(tourListings)
    .where(eq(tourListings.tourId, rowId))
    .orderBy(asc(tourListings.position), asc(tourListings.id))
    .limit(TOUR_STOPS_MAX);
  return rows.map((r) => ({ ...r, id: String(r.id), startTime: hhmm(r.startTime) }));
}

/** The stops with the listing's address, for e-mails and the calendar. */
export async function tourItinerary(db: Db, rowId: number) {
  const rows = await db
    .select({
      ...stopColumns,
      address: listings.address,
      floorAndSuite: listings.floorAndSuite,
    })
    .from(tourListings)
    .innerJoin(listings, eq(listings.id, tourListings.listingId))
    .where(eq(tourListings.tourId, rowId))
    .orderBy(asc(tourListings.position), asc(tourListings.id))
    .limit(TOUR_STOPS_MAX);
  return rows.map((r) => ({
    startTime: hhmm(r.startTime),
    durationMinutes: r.durationMinutes,
    notes: r.notes,
    address: r.floorAndSuite ? `${r.address}, ${r.floorAndSuite}` : r.address,
  }));
}

/**
 * A new draft tour of a campaign's listings, in the order given, in the zone of the campaign's
 * market. Every campaign listing must belong to the campaign (null otherwise: nothing is written).
 */
export async function createTour(
  db: Db,
  input: {
    campaignRowId: number;
    name: string;
    date: string | null;
    meetingPoint: string | null;
    notes: string | null;
    campaignListingIds: number[];
    createdById: number;
  },
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const listingOf = await listingsOfCampaignListings(tx, input.campaignRowId, input.campaignListingIds);
    if (!listingOf) return null;
    const [market] = await tx
      .select({ state: markets.state })
      .from(campaigns)
      .leftJoin(markets, eq(markets.id, campaigns.marketId))
      .where(eq(campaigns.id, input.campaignRowId));
    const [tour] = await tx
      .insert(tours)
      .values({
        campaignId: input.campaignRowId,
        name: input.name,
        date: input.date,
        meetingPoint: input.meetingPoint,
        notes: input.notes,
        timeZone: timeZoneOfState(market?.state),
        createdById: input.createdById,
      })
      .returning({ id: tours.id });
    // A listing can sit in a campaign once, so the tour's stops are distinct too.
    await tx.insert(tourListings).values(
      input.campaignListingIds.map((id, position) => ({
        tourId: tour.id,
        listingId: listingOf.get(id)!,
        campaignListingId: id,
        position,
        addedById: input.createdById,
      })),
    );
    await tx.update(campaigns).set({ updatedAt: new Date() }).where(eq(campaigns.id, input.campaignRowId));
    return tour.id;
  });
}

/** What a calendar shows changed: the day, the meeting point, or the stops' order, times or lengths. */
export function calendarChanged(before: TourDetail, stops: TourStop[], edit: TourEdit): boolean {
  if (edit.date !== undefined && edit.date !== before.date) return true;
  if (edit.meetingPoint !== undefined && edit.meetingPoint !== before.meetingPoint) return true;
  if (!edit.stops) return false;
  return edit.stops.some((s, i) => {
    const old = stops[i];
    return (
      !old ||
      old.id !== String(s.id) ||
      old.startTime !== s.startTime ||
      old.durationMinutes !== s.durationMinutes ||
      old.notes !== s.notes
    );
  });
}

/**
 * Writes a broker's edit: the header's fields given, and the stops in their new order (exactly the
 * tour's stops: checked by the caller). `raiseSequence` bumps the iCalendar SEQUENCE.
 */
export async function updateTour(db: Db, rowId: number, edit: TourEdit, raiseSequence: boolean) {
  const { stops, ...header } = edit;
  await db
    .update(tours)
    .set({
      ...header,
      updatedAt: sql`now()`,
      ...(raiseSequence ? { sequence: sql`${tours.sequence} + 1` } : {}),
    })
    .where(eq(tours.id, rowId));
  for (const [position, stop] of (stops ?? []).entries()) {
    await db
      .update(tourListings)
      .set({ position, startTime: stop.startTime, durationMinutes: stop.durationMinutes, notes: stop.notes })
      .where(and(eq(tourListings.id, stop.id), eq(tourListings.tourId, rowId)));
  }
}

/** Marks a draft scheduled; false when it was scheduled already (nothing to send again). */
export async function scheduleTour(db: Db, rowId: number): Promise<boolean> {
  const updated = await db
    .update(tours)
    // A tour scheduled again after a cancellation publishes a newer event than the CANCEL (SEQUENCE is
    // above 0 only once a calendar has had the tour); a first scheduling is SEQUENCE 0.
    .set({
      scheduledAt: sql`now()`,
      updatedAt: sql`now()`,
      sequence: sql`case when ${tours.sequence} > 0 then ${tours.sequence} + 1 else 0 end`,
    })
    .where(and(eq(tours.id, rowId), isNull(tours.scheduledAt)))
    .returning({ id: tours.id });
  return updated.length > 0;
}

/** Takes a scheduled tour back to a draft, raising its SEQUENCE; false when it was a draft already. */
export async function cancelTour(db: Db, rowId: number): Promise<boolean> {
  const updated = await db
    .update(tours)
    .set({ scheduledAt: null, sequence: sql`${tours.sequence} + 1`, updatedAt: sql`now()` })
    .where(and(eq(tours.id, rowId), isNotNull(tours.scheduledAt)))
    .returning({ id: tours.id });
  return updated.length > 0;
}
