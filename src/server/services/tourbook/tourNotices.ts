import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { campaigns } from "../../db/schema/campaigns";
import { invitations } from "../../db/schema/invitations";
import { tours } from "../../db/schema/surveys";
import { users } from "../../db/schema/users";
import { deliverEmail, queueEmail } from "../../mail/mailer";
import type { RenderedEmail } from "../../mail/renderEmail";
import { tourCalendarAttachment } from "../../mail/tourCalendar";
import {
  type TourMailRef,
  tourCancelledEmail,
  tourChangedEmail,
  tourScheduledEmail,
  tourUrl,
} from "../../mail/tourEmails";
import type { AccountDeps } from "../accountResult";
import type { ToursChanged } from "../listings/addListingsService";
import {
  calendarChanged,
  cancelTour,
  scheduleTour,
  type TourDetail,
  type TourEdit,
  type TourStop,
  tourDetail,
  tourItinerary,
  updateTour,
} from "./tours";

type Deps = Pick<AccountDeps, "database" | "config" | "log">;

/** Invitees a tour e-mail goes to at most, beside the client. */
const INVITEES_MAX = 50;

/** The campaign's client and the users who accepted an invitation to the tour, each address once. */
async function recipients(db: Db, tour: TourDetail): Promise<string[]> {
  const [client] = await db
    .select({ email: users.email })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.clientId))
    .where(eq(campaigns.id, tour.campaignRowId));
  const invitees = await db
    .select({ email: users.email })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.acceptedById))
    .where(and(eq(invitations.tourId, tour.rowId), isNotNull(invitations.acceptedById)))
    .orderBy(invitations.id)
    .limit(INVITEES_MAX);
  return [...new Set([client?.email, ...invitees.map((i) => i.email)].filter((e): e is string => !!e))];
}

type TourMailKind = "tour-scheduled" | "tour-changed" | "tour-cancelled";

const RENDER = {
  "tour-scheduled": tourScheduledEmail,
  "tour-changed": tourChangedEmail,
  "tour-cancelled": tourCancelledEmail,
} satisfies Record<TourMailKind, unknown>;

/**
 * Writes the tour's e-mail, with its calendar event, to every recipient's outbox row, inside the
 * caller's transaction; answers the rows to deliver once it commits.
 */
async function queueTourMail(tx: Db, deps: Deps, rowId: number, kind: TourMailKind): Promise<number[]> {
  const tour = await tourDetail(tx, rowId);
  if (!tour?.date) return [];
  const stops = await tourItinerary(tx, rowId);
  const ref: TourMailRef = {
    uuid: tour.uuid,
    name: tour.name,
    date: tour.date,
    timeZone: tour.timeZone,
    meetingPoint: tour.meetingPoint,
    stopCount: stops.length,
    firstTime: stops.find((s) => s.startTime)?.startTime ?? null,
  };
  const mail: RenderedEmail = RENDER[kind](deps.config.baseUrl, tour.campaign.brokerName, ref);
  const attachment = tourCalendarAttachment(
    {
      uuid: tour.uuid,
      name: tour.name,
      date: tour.date,
      timeZone: tour.timeZone,
      sequence: tour.sequence,
      meetingPoint: tour.meetingPoint,
      notes: tour.notes,
      url: tourUrl(deps.config.baseUrl, tour),
      stops,
    },
    undefined,
    kind === "tour-cancelled" ? "CANCEL" : "PUBLISH",
  );
  const ids: number[] = [];
  for (const to of await recipients(tx, tour)) {
    ids.push(await queueEmail(tx, { ...mail, to, kind, attachments: [attachment] }));
  }
  return ids;
}

function deliverAll(deps: Deps, ids: number[], event: string, tourId: number | number[]) {
  for (const id of ids) void deliverEmail(deps.database, deps.config, id);
  if (ids.length > 0) deps.log.info({ event, tourId, recipients: ids.length });
}

/**
 * Schedules a draft and writes the client's invitation in one transaction, so a tour is never
 * scheduled without its e-mail. False when it was scheduled already (nothing is sent again).
 */
export async function scheduleWithNotice(deps: Deps, tour: TourDetail): Promise<boolean> {
  const outcome = await deps.database.db.transaction(async (tx) => {
    if (!(await scheduleTour(tx, tour.rowId))) return { scheduled: false, ids: [] };
    return { scheduled: true, ids: await queueTourMail(tx, deps, tour.rowId, "tour-scheduled") };
  });
  deliverAll(deps, outcome.ids, "tour-scheduled_email_queued", tour.rowId);
  return outcome.scheduled;
}

/**
 * Saves a broker's edit. Once the tour is scheduled, a change its calendar event shows (day,
 * meeting point, stops, times) raises the SEQUENCE and sends "tour changed" with the new event, in
 * the same transaction as the edit. Answers whether that e-mail went out.
 */
export async function updateWithNotice(
  deps: Deps,
  tour: TourDetail,
  stops: TourStop[],
  edit: TourEdit,
): Promise<boolean> {
  const announce = tour.scheduledAt !== null && calendarChanged(tour, stops, edit);
  const ids = await deps.database.db.transaction(async (tx) => {
    await updateTour(tx, tour.rowId, edit, announce);
    return announce ? queueTourMail(tx, deps, tour.rowId, "tour-changed") : [];
  });
  deliverAll(deps, ids, "tour-changed_email_queued", tour.rowId);
  return announce;
}

/**
 * Cancels a scheduled tour: it goes back to being the broker's draft (to reschedule or leave), its
 * SEQUENCE rises, and everyone it was sent to gets a CANCEL for the calendar event, in one
 * transaction. False when it was not scheduled (nothing is sent).
 */
export async function cancelWithNotice(deps: Deps, tour: TourDetail): Promise<boolean> {
  const outcome = await deps.database.db.transaction(async (tx) => {
    if (!(await cancelTour(tx, tour.rowId))) return { cancelled: false, ids: [] };
    return { cancelled: true, ids: await queueTourMail(tx, deps, tour.rowId, "tour-cancelled") };
  });
  deliverAll(deps, outcome.ids, "tour-cancelled_email_queued", tour.rowId);
  return outcome.cancelled;
}

/**
 * For a write that adds or removes tour stops in its own transaction (addListings, removeListings):
 * `announce` runs inside it and, for each of the tours that is scheduled, raises the SEQUENCE and
 * writes "tour changed" with the new calendar event; `deliver` sends those once it has committed.
 */
export function stopChangeNotices(deps: Deps): { announce: ToursChanged; deliver(): void } {
  const ids: number[] = [];
  const announced: number[] = [];
  return {
    async announce(tx, tourIds) {
      const scheduled = await tx
        .update(tours)
        .set({ sequence: sql`${tours.sequence} + 1` })
        .where(and(inArray(tours.id, tourIds), isNotNull(tours.scheduledAt)))
        .returning({ id: tours.id });
      for (const { id } of scheduled) {
        announced.push(id);
        ids.push(...(await queueTourMail(tx, deps, id, "tour-changed")));
      }
    },
    deliver: () => deliverAll(deps, ids, "tour-changed_email_queued", announced),
  };
}
