import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import { tourState } from "../../../common/tourbook/tourState";
import type { Db } from "../../db/client";
import { surveys, tours } from "../../db/schema/surveys";

/*
 * Read model: a campaign's surveys and tours, as its page lists them (the campaign's header reads
 * them in its own statement too: campaignDetail.ts).
 */

/** A campaign answers at most this many surveys and tours each. */
export const SHORTLISTS_MAX = 50;

type Shortlist = { id: string; name: string };
/** A campaign's surveys or tours as its page lists them: all of them (drafts too), or the published. */
export type Shortlists<T = Shortlist> = { all: T[]; published: T[] };
/** A tour as the campaign page's statement lists it: id, name, day, sent, zone. */
export type TourRow = [number, string, string | null, boolean, string];

/** A tour as a campaign lists it, with its state (issue 25). */
export function tourSummary(t: {
  id: number;
  name: string;
  date: string | null;
  scheduled: boolean;
  timeZone: string;
}) {
  return { id: String(t.id), name: t.name, state: tourState(t) };
}

const summary = (r: { id: number; name: string }) => ({ id: String(r.id), name: r.name });

/** A campaign's surveys, newest first, at most SHORTLISTS_MAX. */
export async function campaignSurveys(db: Db, rowId: number, options: { withDrafts: boolean }) {
  const rows = await db
    .select({ id: surveys.id, name: surveys.name })
    .from(surveys)
    .where(
      options.withDrafts
        ? eq(surveys.campaignId, rowId)
        : and(eq(surveys.campaignId, rowId), isNotNull(surveys.publishedAt)),
    )
    .orderBy(desc(surveys.createdAt), desc(surveys.id))
    .limit(SHORTLISTS_MAX);
  return rows.map(summary);
}

/** A campaign's tours, soonest first and undated last, at most SHORTLISTS_MAX; drafts on request. */
export async function campaignTours(db: Db, rowId: number, options: { withDrafts: boolean }) {
  const rows = await db
    .select({
      id: tours.id,
      name: tours.name,
      date: tours.date,
      scheduled: sql<boolean>`${tours.scheduledAt} is not null`,
      timeZone: tours.timeZone,
    })
    .from(tours)
    .where(
      options.withDrafts
        ? eq(tours.campaignId, rowId)
        : and(eq(tours.campaignId, rowId), isNotNull(tours.scheduledAt)),
    )
    .orderBy(sql`${tours.date} asc nulls last`, asc(tours.id))
    .limit(SHORTLISTS_MAX);
  return rows.map(tourSummary);
}
