import { GraphQLError } from "graphql";
import { z } from "zod";
import { todayIn } from "../../../common/tourbook/timeZones";
import {
  meetingPoint,
  STOP_DURATION_INVALID,
  STOP_DURATION_MAX,
  STOP_DURATION_MIN,
  schedulable,
  scheduleProblems,
  stopNotes,
  stopTime,
  TOUR_STOPS_MAX,
  tourDate,
  tourName,
  tourNotes,
} from "../../../common/tourbook/tourRules";
import { tourState } from "../../../common/tourbook/tourState";
import {
  cancelTourPolicy,
  createTourPolicy,
  readTourPolicy,
  scheduleTourPolicy,
  updateTourPolicy,
} from "../../policies/campaignPolicy";
import { can } from "../../policies/can";
import { campaignRowId } from "../../services/tourbook/campaignDetail";
import { cancelWithNotice, scheduleWithNotice, updateWithNotice } from "../../services/tourbook/tourNotices";
import {
  createTour,
  type TourDetail,
  type TourEdit,
  type TourStop,
  tourDetail,
  tourRowId,
  tourStops,
} from "../../services/tourbook/tours";
import { accountDeps } from "../account/sessionCookie";
import type { GraphQLContext } from "../context";
import type { Resolvers } from "../generated/resolverTypes";
import { deny, guarded, type SignedInContext } from "../guard";
import { rowId, rowIds } from "../idArgs";
import { parseArgs } from "../validate";
import { zodRule } from "../zodRule";

const idArg = z.string().max(64);

/** Free text run through a shared rule, trimmed; empty (or null) is stored as null. */
const optionalText = (rule: (v: string) => string | null, max: number) =>
  z
    .string()
    // Far past any rule's limit: refused before a rule reads a huge string.
    .max(max * 2 + 100, `Use at most ${max} characters.`)
    .superRefine(zodRule(rule))
    .nullish()
    .transform((v) => (v == null ? v : v.trim() || null));

const nameArg = z
  .string()
  .max(1000, "Use at most 120 characters.")
  .superRefine(zodRule(tourName))
  .transform((v) => v.trim());
const dateArg = z
  .string()
  .max(10, "Enter a date like 2026-05-14.")
  .superRefine(zodRule(tourDate))
  .nullish()
  .transform((v) => (v == null ? v : v || null));

const createArgs = z.object({
  input: z.object({
    campaignId: idArg,
    name: nameArg,
    date: dateArg.transform((v) => v ?? null),
    meetingPoint: optionalText(meetingPoint, 300).transform((v) => v ?? null),
    notes: optionalText(tourNotes, 2000).transform((v) => v ?? null),
    campaignListingIds: rowIds("listings", TOUR_STOPS_MAX).refine(
      (v) => v.length > 0,
      "Choose at least one listing for the tour.",
    ),
  }),
});

const stopArg = z.object({
  id: rowId,
  startTime: z
    .string()
    .max(5, "Enter a time like 10:30.")
    .superRefine(zodRule(stopTime))
    .nullish()
    .transform((v) => v || null),
  durationMinutes: z
    .number()
    .int()
    .min(STOP_DURATION_MIN, STOP_DURATION_INVALID)
    .max(STOP_DURATION_MAX, STOP_DURATION_INVALID),
  notes: optionalText(stopNotes, 2000).transform((v) => v ?? null),
});

const updateArgs = z.object({
  input: z.object({
    tourId: idArg,
    name: nameArg.nullish().transform((v) => v ?? undefined),
    date: dateArg,
    meetingPoint: optionalText(meetingPoint, 300),
    notes: optionalText(tourNotes, 2000),
    stops: z
      .array(stopArg)
      .max(TOUR_STOPS_MAX, `Give at most ${TOUR_STOPS_MAX} stops.`)
      .nullish()
      .transform((v) => v ?? undefined),
  }),
});

/** A "today" before any date, so no day counts as past. */
const EARLIEST_DAY = "0000-01-01";

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT" } });

/** The tour named by id or uuid when it exists and the rule allows the action; null otherwise. */
async function allowedTour(
  ctx: GraphQLContext,
  idOrUuid: string,
  action: "read" | "update",
): Promise<TourDetail | null> {
  const row = await tourRowId(ctx.db, idOrUuid);
  if (row === null) return null;
  const subject = await ctx.loaders.tourSubject.load(row);
  if (!subject || !can(ctx.viewer, action, subject)) return null;
  return tourDetail(ctx.db, row);
}

async function freshTour(ctx: GraphQLContext, row: number): Promise<TourDetail> {
  ctx.loaders.tourSubject.clear(row);
  ctx.loaders.summaryByUser.clearAll();
  const tour = await tourDetail(ctx.db, row);
  if (!tour) throw new Error(`tour ${row} vanished`);
  return tour;
}

/** A scheduled tour (or one being scheduled) needs its day, not past, and every stop's time. */
function requireSchedulable(date: string | null, stops: { startTime: string | null }[], today: string) {
  const problems = scheduleProblems({ date, stops }, today);
  if (schedulable(problems)) return;
  const stopProblem = problems.stops.findIndex((p) => p !== null);
  throw badInput(problems.date ?? `Stop ${stopProblem + 1}: ${problems.stops[stopProblem]}`);
}

/** The edit must name exactly the tour's stops, each once. */
function sameStops(current: TourStop[], given: { id: number }[]): boolean {
  const ids = new Set(given.map((s) => String(s.id)));
  return ids.size === given.length && ids.size === current.length && current.every((s) => ids.has(s.id));
}

export const tourResolvers = {
  Tour: {
    viewerCanEdit: async (tour: TourDetail, _a: unknown, ctx: GraphQLContext) => {
      const subject = await ctx.loaders.tourSubject.load(tour.rowId);
      return subject !== null && can(ctx.viewer, "update", subject);
    },
    stops: (tour: TourDetail, _a: unknown, ctx: GraphQLContext) => tourStops(ctx.db, tour.rowId),
    mailNotice: (tour: TourDetail) => tour.mailNotice ?? null,
    state: (tour: TourDetail) =>
      tourState({ date: tour.date, scheduled: tour.scheduledAt !== null, timeZone: tour.timeZone }),
  },
  TourStop: {
    // The tour's readers see its listings whatever their status: the tour rule let them in.
    listing: async (stop: TourStop, _a: unknown, ctx: GraphQLContext) => {
      const listing = await ctx.loaders.listingById.load(stop.listingId);
      if (!listing) throw new Error(`tour stop ${stop.id} names a missing listing`);
      return listing;
    },
  },
  Query: {
    tour: guarded(readTourPolicy, async (_p, args, ctx: SignedInContext) => {
      const { id } = parseArgs(z.object({ id: idArg }), args);
      return allowedTour(ctx, id, "read");
    }),
  },
  Mutation: {
    createTour: guarded(createTourPolicy, async (_p, args, ctx: SignedInContext) => {
      const { input } = parseArgs(createArgs, args);
      const campaignRow = await campaignRowId(ctx.db, input.campaignId);
      const campaign = campaignRow === null ? null : await ctx.loaders.campaignSubject.load(campaignRow);
      if (campaignRow === null || !campaign || !can(ctx.viewer, "createTour", campaign)) {
        deny(ctx, "tour.create");
      }
      const created = await createTour(ctx.db, {
        campaignRowId: campaignRow,
        name: input.name,
        date: input.date,
        meetingPoint: input.meetingPoint,
        notes: input.notes,
        campaignListingIds: input.campaignListingIds,
        createdById: ctx.viewer.user.id,
      });
      if (created === null)
        throw badInput("Some of these listings are not in this campaign. No tour was made.");
      return freshTour(ctx, created);
    }),
    updateTour: guarded(updateTourPolicy, async (_p, args, ctx: SignedInContext) => {
      const { input } = parseArgs(updateArgs, args);
      const tour = await allowedTour(ctx, input.tourId, "update");
      if (!tour) deny(ctx, "tour.update");
      const stops = await tourStops(ctx.db, tour.rowId);
      if (input.stops && !sameStops(stops, input.stops)) {
        throw badInput("The tour's stops have changed since you opened it. Reload the tour and try again.");
      }
      const edit: TourEdit = {
        name: input.name,
        date: input.date,
        meetingPoint: input.meetingPoint,
        notes: input.notes,
        stops: input.stops,
      };
      if (tour.scheduledAt) {
        const date = input.date === undefined ? tour.date : input.date;
        // Only a new day must not be past: a note may still go on a tour of yesterday.
        const today = date === tour.date ? EARLIEST_DAY : todayIn(tour.timeZone);
        requireSchedulable(date, input.stops ?? stops, today);
      }
      const mailNotice = await updateWithNotice(accountDeps(ctx), tour, stops, edit, ctx.viewer.user.id);
      return { ...(await freshTour(ctx, tour.rowId)), mailNotice };
    }),
    scheduleTour: guarded(scheduleTourPolicy, async (_p, args, ctx: SignedInContext) => {
      const { tourId } = parseArgs(z.object({ tourId: idArg }), args);
      const tour = await allowedTour(ctx, tourId, "update");
      if (!tour) deny(ctx, "tour.schedule");
      let mailNotice = null;
      if (!tour.scheduledAt) {
        requireSchedulable(tour.date, await tourStops(ctx.db, tour.rowId), todayIn(tour.timeZone));
        mailNotice = await scheduleWithNotice(accountDeps(ctx), tour, ctx.viewer.user.id);
      }
      return { ...(await freshTour(ctx, tour.rowId)), mailNotice };
    }),
    cancelTour: guarded(cancelTourPolicy, async (_p, args, ctx: SignedInContext) => {
      const { tourId } = parseArgs(z.object({ tourId: idArg }), args);
      const tour = await allowedTour(ctx, tourId, "update");
      if (!tour) deny(ctx, "tour.cancel");
      // Cancelling a draft changes nothing and sends nothing: the answer is the tour as it is.
      const mailNotice = tour.scheduledAt
        ? await cancelWithNotice(accountDeps(ctx), tour, ctx.viewer.user.id)
        : null;
      return { ...(await freshTour(ctx, tour.rowId)), mailNotice };
    }),
  },
} satisfies Resolvers;
