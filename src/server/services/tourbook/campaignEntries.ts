import { and, asc, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { campaignListings, campaigns } from "../../db/schema/campaigns";
import { surveys, tours } from "../../db/schema/surveys";
import { users } from "../../db/schema/users";
import { currentRequirements } from "../campaignSummaries";
import {
  type CampaignListItem,
  type CampaignPerson,
  type CampaignStage,
  campaignsWithParties,
  personColumns,
  personOf,
} from "./campaignList";
import { rowIdOf } from "./rowIdOf";

/** A campaign page shows at most this many of its listings (the first by position); totalCount says how many. */
export const CAMPAIGN_ENTRIES_MAX = 300;
/** A campaign answers at most this many surveys and tours each. */
export const SHORTLISTS_MAX = 50;
/** Listings asked for by id in one call at most (the drawer asks for one, the comparison a few). */
export const PICKED_ENTRIES_MAX = 50;
/** Entries moved in one call at most. */
export const MOVE_ENTRIES_MAX = 100;

export type CampaignEntry = {
  id: string;
  stage: CampaignStage;
  addedBy: CampaignPerson | null;
  createdAt: Date;
  listingId: number;
};

export type CampaignDetail = Omit<
  CampaignListItem,
  "listingCount" | "stageCounts" | "lastActivityAt" | "invitationPending"
> & {
  /** The campaign's row id, for the rules and the entries. */
  rowId: number;
};

const adders = alias(users, "entry_adders");

/** The row id of a campaign named by its id or its uuid (the spec's LoadCampaignSettings), or null. */
export const campaignRowId = (db: Db, idOrUuid: string) => rowIdOf(db, "campaign", idOrUuid);

/** A campaign's page header: names, parties, market and requirements. */
export async function campaignDetail(db: Db, rowId: number): Promise<CampaignDetail | null> {
  const [row] = await campaignsWithParties(db, {}).where(eq(campaigns.id, rowId));
  if (!row) return null;
  const requirements = await currentRequirements(db, [rowId]);
  return {
    rowId,
    id: String(row.campaign.id),
    uuid: row.campaign.uuid,
    displayName: row.campaign.displayName,
    identifier: row.campaign.identifier,
    client: personOf(row.client),
    broker: personOf(row.broker),
    marketName: row.marketName,
    currentActiveRequirements: requirements.get(rowId) ?? null,
    createdAt: row.campaign.createdAt,
  };
}

const entryColumns = {
  id: campaignListings.id,
  stage: campaignListings.stage,
  createdAt: campaignListings.createdAt,
  listingId: campaignListings.listingId,
  adder: personColumns(adders),
};

function toEntry(r: {
  id: number;
  stage: CampaignStage;
  createdAt: Date;
  listingId: number;
  adder: Parameters<typeof personOf>[0];
}): CampaignEntry {
  return {
    id: String(r.id),
    stage: r.stage,
    createdAt: r.createdAt,
    listingId: r.listingId,
    addedBy: personOf(r.adder),
  };
}

/**
 * The campaign's listing entries in its own order (at most CAMPAIGN_ENTRIES_MAX), and how many it has;
 * with `listingIds`, only the entries of those listings (the drawer's and the comparison's).
 */
export async function campaignEntries(
  db: Db,
  rowId: number,
  listingIds: readonly number[] | null = null,
): Promise<{ totalCount: number; edges: CampaignEntry[] }> {
  if (listingIds?.length === 0) return { totalCount: 0, edges: [] };
  const where = listingIds
    ? and(eq(campaignListings.campaignId, rowId), inArray(campaignListings.listingId, [...listingIds]))
    : eq(campaignListings.campaignId, rowId);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(entryColumns)
      .from(campaignListings)
      .leftJoin(adders, eq(adders.id, campaignListings.addedById))
      .where(where)
      .orderBy(asc(campaignListings.position), asc(campaignListings.id))
      .limit(CAMPAIGN_ENTRIES_MAX),
    db.select({ n: count() }).from(campaignListings).where(where),
  ]);
  return { totalCount: Number(n), edges: rows.map(toEntry) };
}

/**
 * Moves entries of one campaign to a stage, all or none: an id that is not an entry of this campaign
 * refuses the whole call (null). The campaign's activity time moves with it.
 */
export async function moveEntries(
  db: Db,
  rowId: number,
  entryIds: readonly number[],
  stage: CampaignStage,
): Promise<CampaignEntry[] | null> {
  const ids = [...new Set(entryIds)];
  return db.transaction(async (tx) => {
    // Locked, so an entry removed at the same time cannot make the update below touch fewer rows.
    const found = await tx
      .select({ id: campaignListings.id })
      .from(campaignListings)
      .where(and(eq(campaignListings.campaignId, rowId), inArray(campaignListings.id, ids)))
      .for("update");
    if (found.length !== ids.length) return null;
    await tx
      .update(campaignListings)
      .set({ stage, updatedAt: sql`now()` })
      .where(and(eq(campaignListings.campaignId, rowId), inArray(campaignListings.id, ids)));
    await tx.update(campaigns).set({ updatedAt: sql`now()` }).where(eq(campaigns.id, rowId));
    const rows = await tx
      .select(entryColumns)
      .from(campaignListings)
      .leftJoin(adders, eq(adders.id, campaignListings.addedById))
      .where(inArray(campaignListings.id, ids))
      .orderBy(asc(campaignListings.position), asc(campaignListings.id));
    return rows.map(toEntry);
  });
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
    .select({ id: tours.id, name: tours.name })
    .from(tours)
    .where(
      options.withDrafts
        ? eq(tours.campaignId, rowId)
        : and(eq(tours.campaignId, rowId), isNotNull(tours.scheduledAt)),
    )
    .orderBy(sql`${tours.date} asc nulls last`, asc(tours.id))
    .limit(SHORTLISTS_MAX);
  return rows.map(summary);
}

/**
 * The listing of each of a campaign's entries, in a survey's or tour's new list; null when any
 * entry is not the campaign's (nothing may be written then).
 */
export async function entryListings(
  db: Db,
  campaignRowId: number,
  campaignListingIds: number[],
): Promise<Map<number, number> | null> {
  const entries = await db
    .select({ id: campaignListings.id, listingId: campaignListings.listingId })
    .from(campaignListings)
    .where(
      and(eq(campaignListings.campaignId, campaignRowId), inArray(campaignListings.id, campaignListingIds)),
    );
  if (entries.length !== campaignListingIds.length) return null;
  return new Map(entries.map((e) => [e.id, e.listingId]));
}

/** "First Last" of a campaign's person, or null when none (or no name) is set. */
export const fullName = (u: { firstName: string | null; lastName: string | null } | null) =>
  u ? `${u.firstName ?? ""} ${u.lastName ?? ""}`.trim() || null : null;
