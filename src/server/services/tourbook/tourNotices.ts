import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
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
import { type Addressee, campaignClientAddressee, type MailNotice, noticeOf } from "./campaignAddressees";
import { fullName } from "./campaignList";
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

type Deps = Pick<AccountDeps, "database" | "config" | "jobs" | "log">;

/** Invitees a tour e-mail goes to at most, beside the client. */
const INVITEES_MAX = 50;

/**
 * The campaign's client (or, while it has none, the address its campaign invitation went to, with
 * that invitation's link) and the users who accepted an invitation to the tour, each address once.
 */
async function recipients(tx: Db, tour: TourDetail): Promise<Addressee[]> {
  const client = await campaignClientAddressee(tx, tour.campaignRowId);
  const invitees = await tx
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.acceptedById))
    .where(and(eq(invitations.tourId, tour.rowId), isNotNull(invitations.acceptedById)))
    .orderBy(invitations.id)
    .limit(INVITEES_MAX);
  const seen = new Set<string>();
  return [
    ...client,
    ...invitees.map((i) => ({ email: i.email, name: fullName(i), invitationUuid: null })),
  ].filter((p) => {
    const key = p.email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

type TourMailKind = "tour-scheduled" | "tour-changed" | "tour-cancelled";

const RENDER = {
  "tour-scheduled": tourScheduledEmail,
  "tour-changed": tourChangedEmail,
  "tour-cancelled": tourCancelledEmail,
} satisfies Record<TourMailKind, unknown>;

type Queued = { ids: number[]; people: Addressee[] };
const NONE: Queued = { ids: [], people: [] };

/**
 * Writes the tour's e-mail, with its calendar event, to every recipient's outbox row, inside the
 * caller's transaction; answers the rows to deliver once it commits, and who they go to.
 */
async function queueTourMail(
  tx: Db,
  deps: Deps,
  rowId: number,
  kind: TourMailKind,
  actorId: number | null,
): Promise<Queued> {
  const tour = await tourDetail(tx, rowId);
  if (!tour?.date) return NONE;
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
  const people = await recipients(tx, tour);
  for (const person of people) {
    const mail: RenderedEmail = RENDER[kind](
      deps.config.baseUrl,
      tour.campaign.brokerName,
      ref,
      person.invitationUuid,
    );
    ids.push(
      await queueEmail(tx, {
        ...mail,
        to: person.email,
        kind,
        attachments: [attachment],
        campaignId: tour.campaignRowId,
        sentById: actorId,
      }),
    );
  }
  return { ids, people };
}

function deliverAll(deps: Deps, ids: number[], event: string, tourId: number | number[]) {
  for (const id of ids) void deliverEmail(deps, id);
  if (ids.length > 0) deps.log.info({ event, tourId, recipients: ids.length });
}

/**
 * Schedules a draft and writes the client's invitation in one transaction, so a tour is never
 * scheduled without its e-mail. Answers who was e-mailed; null when it was scheduled already
 * (nothing is sent again).
 */
export async function scheduleWithNotice(
  deps: Deps,
  tour: TourDetail,
  actorId: number | null,
): Promise<MailNotice | null> {
  const outcome = await deps.database.db.transaction(async (tx) => {
    if (!(await scheduleTour(tx, tour.rowId))) return null;
    return queueTourMail(tx, deps, tour.rowId, "tour-scheduled", actorId);
  });
  if (!outcome) return null;
  deliverAll(deps, outcome.ids, "tour-scheduled_email_queued", tour.rowId);
  return noticeOf(outcome.people);
}

/**
 * Saves a broker's edit. Once the tour is scheduled, a change its calendar event shows (day,
 * meeting point, stops, times) raises the SEQUENCE and sends "tour changed" with the new event, in
 * the same transaction as the edit. Answers who was e-mailed; null when nothing was to be sent.
 */
export async function updateWithNotice(
  deps: Deps,
  tour: TourDetail,
  stops: TourStop[],
  edit: TourEdit,
  actorId: number | null,
): Promise<MailNotice | null> {
  const announce = tour.scheduledAt !== null && calendarChanged(tour, stops, edit);
  const queued = await deps.database.db.transaction(async (tx) => {
    await updateTour(tx, tour.rowId, edit, announce);
    return announce ? queueTourMail(tx, deps, tour.rowId, "tour-changed", actorId) : null;
  });
  if (!queued) return null;
  deliverAll(deps, queued.ids, "tour-changed_email_queued", tour.rowId);
  return noticeOf(queued.people);
}

/**
 * Cancels a scheduled tour: it goes back to being the broker's draft (to reschedule or leave), its
 * SEQUENCE rises, and everyone it was sent to gets a CANCEL for the calendar event, in one
 * transaction. Answers who was e-mailed; null when it was not scheduled (nothing is sent).
 */
export async function cancelWithNotice(
  deps: Deps,
  tour: TourDetail,
  actorId: number | null,
): Promise<MailNotice | null> {
  const outcome = await deps.database.db.transaction(async (tx) => {
    if (!(await cancelTour(tx, tour.rowId))) return null;
    return queueTourMail(tx, deps, tour.rowId, "tour-cancelled", actorId);
  });
  if (!outcome) return null;
  deliverAll(deps, outcome.ids, "tour-cancelled_email_queued", tour.rowId);
  return noticeOf(outcome.people);
}

/**
 * For a write that adds or removes tour stops in its own transaction (addListings, removeListings):
 * `announce` runs inside it and, for each of the tours that is scheduled, raises the SEQUENCE and
 * writes "tour changed" with the new calendar event; `deliver` sends those once it has committed.
 */
export function stopChangeNotices(
  deps: Deps,
  actorId: number | null = null,
): { announce: ToursChanged; deliver(): void } {
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
        ids.push(...(await queueTourMail(tx, deps, id, "tour-changed", actorId)).ids);
      }
    },
    deliver: () => deliverAll(deps, ids, "tour-changed_email_queued", announced),
  };
}
