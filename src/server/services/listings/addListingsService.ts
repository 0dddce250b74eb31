import type DataLoader from "dataloader";
import { and, eq, inArray, max, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { campaignListings, campaigns } from "../../db/schema/campaigns";
import { surveyListings, surveys, tourListings, tours } from "../../db/schema/surveys";
import { type ActionOf, can } from "../../policies/can";
import type { SignedInViewer } from "../../policies/policy";
import type { SubjectLoaders } from "../../policies/subjectLoaders";
import { listingSubject, type Subject } from "../../policies/subjects";

export type AddListingsInput = {
  listingIds: number[];
  campaignIds: number[];
  surveyIds: number[];
  tourIds: number[];
};

export type AddListingsResult =
  | {
      ok: true;
      campaigns: { id: number; uuid: string; displayName: string }[];
      surveys: { id: number; name: string }[];
      tours: { id: number; name: string; date: string | null; scheduled: boolean; timeZone: string }[];
    }
  | { ok: false; code: "BAD_USER_INPUT" | "FORBIDDEN"; message: string };

const bad = (message: string) => ({ ok: false as const, code: "BAD_USER_INPUT" as const, message });
const forbidden = (message: string) => ({ ok: false as const, code: "FORBIDDEN" as const, message });

/** A hook run inside a tourbook write's transaction with the ids of the tours whose stops changed. */
export type ToursChanged = (tx: Db, tourIds: number[]) => Promise<void>;

/** The one answer for a campaign, survey or tour that is missing or not the viewer's to add to. */
export function unusableTarget(label: "campaign" | "survey" | "tour", ids: number[]): string {
  const plural = ids.length > 1 ? `${label}s` : label;
  return `You cannot add listings to ${plural} ${ids.join(", ")}: not found, or not yours to change.`;
}

function missing(asked: number[], found: { id: number }[]): number[] {
  const have = new Set(found.map((r) => r.id));
  return asked.filter((id) => !have.has(id));
}

/** What the rules need, from the request's loaders: bounded, batched, shared with the resolvers. */
export type AddListingsLoaders = Pick<SubjectLoaders, "campaignSubject" | "surveySubject" | "tourSubject"> & {
  listingById: DataLoader<number, { id: number; status: string; marketId: number } | null>;
};

/** The asked ids whose subject is missing or refused by the rule: one answer for both. */
async function refusedIds<S extends Subject>(
  viewer: SignedInViewer,
  action: ActionOf<S["kind"]>,
  ids: number[],
  loader: DataLoader<number, S | null>,
): Promise<number[]> {
  const subjects = await loader.loadMany(ids);
  return ids.filter((_, i) => {
    const s = subjects[i];
    return !s || s instanceof Error || !can(viewer, action, s);
  });
}

/**
 * Adds listings to campaigns, surveys and tours in one transaction. A survey or tour entry hangs
 * off its campaign's tourbook entry, so adding to a survey or tour also puts the listing in that
 * campaign (which then counts as updated). Entries already there are left as they are. The rules
 * are checked first, on the request's loaders (PGlite has one connection: no reads beside an open
 * transaction); a target that vanishes before the write is refused like a missing one.
 */
export async function addListings(
  db: Db,
  viewer: SignedInViewer,
  input: AddListingsInput,
  loaders: AddListingsLoaders,
  /** Called inside the transaction with the tours that gained a stop (to e-mail a scheduled tour's people). */
  onToursChanged?: ToursChanged,
): Promise<AddListingsResult> {
  const userId = viewer.user.id;
  // A listing the viewer may not see is reported exactly like one that does not exist.
  const listingRows = await loaders.listingById.loadMany(input.listingIds);
  const unknownListings = input.listingIds.filter((_, i) => {
    const row = listingRows[i];
    return !row || row instanceof Error || !can(viewer, "read", listingSubject(row));
  });
  if (unknownListings.length) return bad(`Unknown listing: ${unknownListings.join(", ")}.`);

  // A target that does not exist and one the viewer may not add to get the same answer, so the
  // answer never tells whether somebody else's campaign, survey or tour has that id.
  const refusals = [
    ["campaign", await refusedIds(viewer, "addListings", input.campaignIds, loaders.campaignSubject)],
    ["survey", await refusedIds(viewer, "addListings", input.surveyIds, loaders.surveySubject)],
    ["tour", await refusedIds(viewer, "addListings", input.tourIds, loaders.tourSubject)],
  ] as const;
  for (const [label, refused] of refusals) {
    if (refused.length) return forbidden(unusableTarget(label, refused));
  }

  return db.transaction(async (tx) => {
    const campaignRows = input.campaignIds.length
      ? await tx.select().from(campaigns).where(inArray(campaigns.id, input.campaignIds))
      : [];
    const surveyRows = input.surveyIds.length
      ? await tx
          .select({ id: surveys.id, name: surveys.name, campaign: campaigns })
          .from(surveys)
          .innerJoin(campaigns, eq(campaigns.id, surveys.campaignId))
          .where(inArray(surveys.id, input.surveyIds))
      : [];
    const tourRows = input.tourIds.length
      ? await tx
          .select({
            id: tours.id,
            name: tours.name,
            date: tours.date,
            scheduledAt: tours.scheduledAt,
            timeZone: tours.timeZone,
            campaign: campaigns,
          })
          .from(tours)
          .innerJoin(campaigns, eq(campaigns.id, tours.campaignId))
          .where(inArray(tours.id, input.tourIds))
      : [];
    for (const [label, asked, found] of [
      ["campaign", input.campaignIds, campaignRows],
      ["survey", input.surveyIds, surveyRows],
      ["tour", input.tourIds, tourRows],
    ] as const) {
      const gone = missing(asked, found);
      if (gone.length) return forbidden(unusableTarget(label, gone));
    }

    const touched = new Map(campaignRows.map((c) => [c.id, c]));
    for (const r of [...surveyRows, ...tourRows]) touched.set(r.campaign.id, r.campaign);
    const entries = await addToCampaigns(tx as Db, [...touched.values()], input.listingIds, userId);
    const entryOf = (campaignId: number, listingId: number) =>
      entries.get(`${campaignId}:${listingId}`) ?? null;

    // Survey and tour entries hang off the campaign's entry for the same listing.
    const entryRows = <K extends "surveyId" | "tourId">(
      key: K,
      targets: { id: number; campaign: { id: number } }[],
      next: Map<number, number>,
    ) =>
      targets.flatMap(
        (t) =>
          input.listingIds.map((listingId, i) => ({
            [key]: t.id,
            listingId,
            campaignListingId: entryOf(t.campaign.id, listingId),
            position: (next.get(t.id) ?? 0) + i,
            addedById: userId,
          })) as ({ [P in K]: number } & {
            listingId: number;
            campaignListingId: number | null;
            position: number;
            addedById: number;
          })[],
      );
    if (surveyRows.length) {
      const ids = surveyRows.map((s) => s.id);
      const next = await nextPositions(tx as Db, surveyListings, surveyListings.surveyId, ids);
      await tx
        .insert(surveyListings)
        .values(entryRows("surveyId", surveyRows, next))
        .onConflictDoNothing({ target: [surveyListings.surveyId, surveyListings.listingId] });
      await tx.update(surveys).set({ updatedAt: sql`now()` }).where(inArray(surveys.id, ids));
    }
    if (tourRows.length) {
      const ids = tourRows.map((t) => t.id);
      const next = await nextPositions(tx as Db, tourListings, tourListings.tourId, ids);
      const added = await tx
        .insert(tourListings)
        .values(entryRows("tourId", tourRows, next))
        .onConflictDoNothing({ target: [tourListings.tourId, tourListings.listingId] })
        .returning({ tourId: tourListings.tourId });
      await tx.update(tours).set({ updatedAt: sql`now()` }).where(inArray(tours.id, ids));
      if (added.length) await onToursChanged?.(tx as Db, [...new Set(added.map((a) => a.tourId))]);
    }
    return {
      ok: true as const,
      campaigns: [...touched.values()].map((c) => ({ id: c.id, uuid: c.uuid, displayName: c.displayName })),
      surveys: surveyRows.map((s) => ({ id: s.id, name: s.name })),
      tours: tourRows.map((t) => ({
        id: t.id,
        name: t.name,
        date: t.date,
        scheduled: t.scheduledAt !== null,
        timeZone: t.timeZone,
      })),
    };
  });
}

/** The position after the last entry of each parent (campaign, survey or tour). */
async function nextPositions(
  db: Db,
  table: typeof campaignListings | typeof surveyListings | typeof tourListings,
  parent: AnyPgColumn,
  ids: number[],
): Promise<Map<number, number>> {
  const rows = await db
    .select({ parentId: parent, last: max(table.position) })
    .from(table)
    .where(inArray(parent, ids))
    .groupBy(parent);
  return new Map(rows.map((r) => [Number(r.parentId), Number(r.last ?? -1) + 1]));
}

/**
 * The stage of a new entry (issue 25): what the campaign's client adds is Saved; what its broker (or
 * an admin) adds is Suggested, the spec's stage for the broker's proposals.
 */
export function addedStage(campaign: { clientId: number | null }, userId: number): "SAVED" | "SUGGESTED" {
  return campaign.clientId === userId ? "SAVED" : "SUGGESTED";
}

/** Tourbook entries for every (campaign, listing), new or existing, keyed "campaignId:listingId". */
async function addToCampaigns(
  db: Db,
  targets: { id: number; clientId: number | null }[],
  listingIds: number[],
  userId: number,
) {
  if (targets.length === 0) return new Map<string, number>();
  const campaignIds = targets.map((c) => c.id);
  const next = await nextPositions(db, campaignListings, campaignListings.campaignId, campaignIds);
  await db
    .insert(campaignListings)
    .values(
      targets.flatMap((campaign) =>
        listingIds.map((listingId, i) => ({
          campaignId: campaign.id,
          listingId,
          addedById: userId,
          stage: addedStage(campaign, userId),
          position: (next.get(campaign.id) ?? 0) + i,
        })),
      ),
    )
    .onConflictDoNothing({ target: [campaignListings.campaignId, campaignListings.listingId] });
  await db.update(campaigns).set({ updatedAt: sql`now()` }).where(inArray(campaigns.id, campaignIds));
  const rows = await db
    .select({
      id: campaignListings.id,
      campaignId: campaignListings.campaignId,
      listingId: campaignListings.listingId,
    })
    .from(campaignListings)
    .where(
      and(inArray(campaignListings.campaignId, campaignIds), inArray(campaignListings.listingId, listingIds)),
    );
  return new Map(rows.map((r) => [`${r.campaignId}:${r.listingId}`, r.id]));
}
