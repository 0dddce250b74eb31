import { and, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { campaignListings, campaigns } from "../../db/schema/campaigns";
import { surveyListings, surveys, tourListings, tours } from "../../db/schema/surveys";
import { can } from "../../policies/can";
import type { SignedInViewer } from "../../policies/policy";
import type { SubjectLoaders } from "../../policies/subjectLoaders";
import type { ToursChanged } from "../listings/addListingsService";

/** Listings of each kind (campaign, survey, tour) removed in one call at most (a campaign page shows 300). */
export const REMOVE_LISTINGS_MAX = 300;

export type RemoveListingsInput = {
  campaignListingIds: number[];
  surveyListingIds: number[];
  tourListingIds: number[];
  /** Also remove the survey and tour listings that hang off the removed campaign listings. */
  force: boolean;
};

export type RemoveListingsResult =
  | {
      ok: true;
      campaigns: { id: number; uuid: string; displayName: string }[];
      surveys: { id: number; name: string }[];
    }
  | { ok: false; code: "FORBIDDEN" | "FORCE_REQUIRED"; message: string };

/** The one answer for listings that are missing or not the viewer's to remove: it never says which. */
export const REMOVE_REFUSED =
  "Some of these listings are not yours to remove, or are gone. Nothing was removed.";
/**
 * The code and words when removing campaign listings would also remove survey or tour listings: the
 * client then asks the spec's question and retries with force.
 */
export const FORCE_REQUIRED_MESSAGE =
  "These listings appear in one or more Surveys or Tours: remove them with force to delete them there too.";

type Loaders = Pick<SubjectLoaders, "campaignSubject" | "surveySubject" | "tourSubject">;

/**
 * Removes tourbook listings, all or none, in one transaction: campaign listings (the campaign's client,
 * broker or an admin), survey and tour listings (the campaign's broker or an admin). A campaign listing
 * that a survey or tour still lists needs `force`, which removes those listings too. Every id is
 * checked first; one that is missing or refused refuses the whole call with one answer for both.
 */
export async function removeListings(
  db: Db,
  viewer: SignedInViewer,
  input: RemoveListingsInput,
  loaders: Loaders,
  /** Called inside the transaction with the tours that lost a stop (to e-mail a scheduled tour's people). */
  onToursChanged?: ToursChanged,
): Promise<RemoveListingsResult> {
  const refused = { ok: false as const, code: "FORBIDDEN" as const, message: REMOVE_REFUSED };
  // The rules first, on the request's loaders: PGlite has one connection, so nothing may read
  // beside an open transaction.
  const before = await namedRowsOf(db, input, false);
  if (!before) return refused;
  const campaignIds = unique(before.campaignRows.map((r) => r.campaignId));
  const surveyIds = unique(before.surveyRows.map((r) => r.parentId));
  const tourIds = unique(before.tourRows.map((r) => r.parentId));
  if (!(await allAllowed(viewer, loaders, campaignIds, surveyIds, tourIds))) return refused;

  return db.transaction(async (tx) => {
    // Locked, and read again: a listing removed by someone else meanwhile refuses the whole call.
    const locked = await namedRowsOf(tx as Db, input, true);
    if (!locked) return refused;
    const { campaignRows, surveyRows, tourRows } = locked;

    // Survey and tour listings that hang off these campaign listings and that the call does not name:
    // they make it a forced removal, and their surveys are touched by it.
    const campaignListingIds = campaignRows.map((r) => r.id);
    const [surveyDependants, tourDependants] = campaignListingIds.length
      ? await Promise.all([
          tx
            .select({ surveyId: surveyListings.surveyId })
            .from(surveyListings)
            .where(
              and(
                inArray(surveyListings.campaignListingId, campaignListingIds),
                input.surveyListingIds.length
                  ? notInArray(surveyListings.id, input.surveyListingIds)
                  : undefined,
              ),
            ),
          tx
            .select({ id: tourListings.id })
            .from(tourListings)
            .where(
              and(
                inArray(tourListings.campaignListingId, campaignListingIds),
                input.tourListingIds.length ? notInArray(tourListings.id, input.tourListingIds) : undefined,
              ),
            )
            .limit(1),
        ])
      : [[], []];
    if (!input.force && (surveyDependants.length > 0 || tourDependants.length > 0)) {
      return { ok: false as const, code: "FORCE_REQUIRED" as const, message: FORCE_REQUIRED_MESSAGE };
    }

    // The campaign listings' dependants go with them (the foreign keys cascade): note their tours first.
    const cascadedTours =
      input.force && campaignListingIds.length
        ? await tx
            .selectDistinct({ tourId: tourListings.tourId })
            .from(tourListings)
            .where(inArray(tourListings.campaignListingId, campaignListingIds))
        : [];
    if (surveyRows.length) {
      await tx.delete(surveyListings).where(inArray(surveyListings.id, input.surveyListingIds));
    }
    if (tourRows.length) {
      await tx.delete(tourListings).where(inArray(tourListings.id, input.tourListingIds));
    }
    if (campaignRows.length) {
      await tx.delete(campaignListings).where(inArray(campaignListings.id, input.campaignListingIds));
    }

    const touchedSurveys = unique([...surveyIds, ...surveyDependants.map((r) => r.surveyId)]);
    const touchedCampaigns = unique(campaignIds);
    if (touchedSurveys.length) {
      await tx.update(surveys).set({ updatedAt: sql`now()` }).where(inArray(surveys.id, touchedSurveys));
    }
    const touchedTours = unique([...tourIds, ...cascadedTours.map((r) => r.tourId)]);
    if (touchedTours.length) {
      await tx.update(tours).set({ updatedAt: sql`now()` }).where(inArray(tours.id, touchedTours));
      await onToursChanged?.(tx as Db, touchedTours);
    }
    const campaignSummaries = touchedCampaigns.length
      ? await tx
          .update(campaigns)
          .set({ updatedAt: sql`now()` })
          .where(inArray(campaigns.id, touchedCampaigns))
          .returning({ id: campaigns.id, uuid: campaigns.uuid, displayName: campaigns.displayName })
      : [];
    const surveySummaries = touchedSurveys.length
      ? await tx
          .select({ id: surveys.id, name: surveys.name })
          .from(surveys)
          .where(inArray(surveys.id, touchedSurveys))
      : [];
    return {
      ok: true as const,
      campaigns: campaignSummaries.sort((a, b) => a.id - b.id),
      surveys: surveySummaries.sort((a, b) => a.id - b.id),
    };
  });
}

/** The campaign, survey and tour listings named by the input with their parents, or null when any is missing. */
async function namedRowsOf(db: Db, input: RemoveListingsInput, lock: boolean) {
  const locking = <Q extends { for(strength: "update"): Q }>(q: Q) => (lock ? q.for("update") : q);
  const campaignRows = input.campaignListingIds.length
    ? await locking(
        db
          .select({ id: campaignListings.id, campaignId: campaignListings.campaignId })
          .from(campaignListings)
          .where(inArray(campaignListings.id, input.campaignListingIds))
          .$dynamic(),
      )
    : [];
  const surveyRows = input.surveyListingIds.length
    ? await locking(
        db
          .select({ id: surveyListings.id, parentId: surveyListings.surveyId })
          .from(surveyListings)
          .where(inArray(surveyListings.id, input.surveyListingIds))
          .$dynamic(),
      )
    : [];
  const tourRows = input.tourListingIds.length
    ? await locking(
        db
          .select({ id: tourListings.id, parentId: tourListings.tourId })
          .from(tourListings)
          .where(inArray(tourListings.id, input.tourListingIds))
          .$dynamic(),
      )
    : [];
  const complete =
    campaignRows.length === input.campaignListingIds.length &&
    surveyRows.length === input.surveyListingIds.length &&
    tourRows.length === input.tourListingIds.length;
  return complete ? { campaignRows, surveyRows, tourRows } : null;
}

function unique(ids: number[]): number[] {
  return [...new Set(ids)];
}

async function allAllowed(
  viewer: SignedInViewer,
  loaders: Loaders,
  campaignIds: number[],
  surveyIds: number[],
  tourIds: number[],
): Promise<boolean> {
  const [c, s, t] = await Promise.all([
    loaders.campaignSubject.loadMany(campaignIds),
    loaders.surveySubject.loadMany(surveyIds),
    loaders.tourSubject.loadMany(tourIds),
  ]);
  const ok = <S>(subjects: (S | Error | null)[], rule: (s: S) => boolean) =>
    subjects.every((s) => s !== null && !(s instanceof Error) && rule(s));
  return (
    ok(c, (subject) => can(viewer, "removeListings", subject)) &&
    ok(s, (subject) => can(viewer, "removeListings", subject)) &&
    ok(t, (subject) => can(viewer, "removeListings", subject))
  );
}
