import DataLoader from "dataloader";
import { and, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { campaigns } from "../db/schema/campaigns";
import { invitations } from "../db/schema/invitations";
import { surveys, tours } from "../db/schema/surveys";
import type { CampaignSubject, SurveySubject, TourSubject } from "./subjects";

/** Ids per batch: a page of tourbooks is far below this, and each batch is one bounded query. */
const MAX_BATCH = 100;

function groupIds<K>(rows: { key: K | null; userId: number | null }[]): Map<K, number[]> {
  const map = new Map<K, number[]>();
  for (const { key, userId } of rows) {
    if (key === null || userId === null) continue;
    const list = map.get(key);
    if (list) list.push(userId);
    else map.set(key, [userId]);
  }
  return map;
}

/**
 * Per-request loaders of what the campaign, survey and tour rules read: parties and the users who
 * accepted an invitation. Two or three queries per batch, each bounded by the batch's ids.
 */
export function createSubjectLoaders(db: Db) {
  const campaignSubject = new DataLoader<number, CampaignSubject | null>(
    async (ids) => {
      const [rows, members] = await Promise.all([
        db
          .select({ id: campaigns.id, clientId: campaigns.clientId, brokerId: campaigns.brokerId })
          .from(campaigns)
          .where(inArray(campaigns.id, [...ids])),
        db
          .select({ key: invitations.campaignId, userId: invitations.acceptedById })
          .from(invitations)
          .where(
            and(
              inArray(invitations.campaignId, [...ids]),
              isNull(invitations.surveyId),
              isNull(invitations.tourId),
              isNotNull(invitations.acceptedById),
            ),
          ),
      ]);
      const memberIds = groupIds(members);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => {
        const row = byId.get(id);
        return row ? { kind: "campaign" as const, ...row, memberIds: memberIds.get(id) ?? [] } : null;
      });
    },
    { maxBatchSize: MAX_BATCH },
  );

  /** A survey or tour: its row, its campaign's subject, and the users who accepted its invitation. */
  async function shortlists(kind: "survey" | "tour", ids: readonly number[]) {
    const key = kind === "survey" ? invitations.surveyId : invitations.tourId;
    const [rows, invitees] = await Promise.all([
      kind === "survey"
        ? db
            .select({ id: surveys.id, campaignId: surveys.campaignId, publishedAt: surveys.publishedAt })
            .from(surveys)
            .where(inArray(surveys.id, [...ids]))
        : db
            .select({ id: tours.id, campaignId: tours.campaignId, publishedAt: tours.scheduledAt })
            .from(tours)
            .where(inArray(tours.id, [...ids])),
      db
        .select({ key, userId: invitations.acceptedById })
        .from(invitations)
        .where(and(inArray(key, [...ids]), isNotNull(invitations.acceptedById))),
    ]);
    const parents = await campaignSubject.loadMany([...new Set(rows.map((r) => r.campaignId))]);
    const campaignById = new Map<number, CampaignSubject>();
    for (const c of parents) if (c && !(c instanceof Error)) campaignById.set(c.id, c);
    const inviteeIds = groupIds(invitees);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => {
      const row = byId.get(id);
      const campaign = row && campaignById.get(row.campaignId);
      if (!row || !campaign) return null;
      return { id, campaign, inviteeIds: inviteeIds.get(id) ?? [], published: row.publishedAt !== null };
    });
  }

  return {
    campaignSubject,
    surveySubject: new DataLoader<number, SurveySubject | null>(
      async (ids) => (await shortlists("survey", ids)).map((s) => s && { kind: "survey", ...s }),
      { maxBatchSize: MAX_BATCH },
    ),
    tourSubject: new DataLoader<number, TourSubject | null>(
      async (ids) =>
        (await shortlists("tour", ids)).map(
          (s) =>
            s && {
              kind: "tour",
              id: s.id,
              campaign: s.campaign,
              inviteeIds: s.inviteeIds,
              scheduled: s.published,
            },
        ),
      { maxBatchSize: MAX_BATCH },
    ),
  };
}

export type SubjectLoaders = ReturnType<typeof createSubjectLoaders>;
