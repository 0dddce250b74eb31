import { and, asc, eq, isNull } from "drizzle-orm";
import { SURVEY_LISTINGS_MAX } from "../../../common/tourbook/surveyRules";
import type { Db } from "../../db/client";
import { campaigns } from "../../db/schema/campaigns";
import { surveyListings, surveys } from "../../db/schema/surveys";
import { users } from "../../db/schema/users";
import type { MailNotice } from "./campaignAddressees";
import { listingsOfCampaignListings } from "./campaignListings";
import { rowIdOf } from "./rowIdOf";
import { type ShortlistCampaign, shortlistCampaignColumns, shortlistCampaignOf } from "./shortlistCampaign";

export type SurveyDetail = {
  rowId: number;
  id: string;
  uuid: string;
  name: string;
  publishedAt: Date | null;
  campaignRowId: number;
  campaign: ShortlistCampaign;
  /** Set only on publishSurvey's answer: who it e-mailed (issue 25). */
  mailNotice?: MailNotice | null;
};

/** One listing of a survey; its answers are `surveyAnswers.ts`'s, one per respondent. */
export type SurveyListing = {
  id: string;
  position: number;
  listingId: number;
};

/** The row id of a survey named by its id or its uuid, or null. */
export const surveyRowId = (db: Db, idOrUuid: string) => rowIdOf(db, "survey", idOrUuid);

/** A survey's header: its name, state and campaign. */
export async function surveyDetail(db: Db, rowId: number): Promise<SurveyDetail | null> {
  const [row] = await db
    .select({ survey: surveys, ...shortlistCampaignColumns })
    .from(surveys)
    .innerJoin(campaigns, eq(campaigns.id, surveys.campaignId))
    .leftJoin(users, eq(users.id, campaigns.brokerId))
    .where(eq(surveys.id, rowId));
  if (!row) return null;
  return {
    rowId,
    id: String(row.survey.id),
    uuid: row.survey.uuid,
    name: row.survey.name,
    publishedAt: row.survey.publishedAt,
    ...shortlistCampaignOf(row),
  };
}

const surveyListingColumns = {
  id: surveyListings.id,
  position: surveyListings.position,
  listingId: surveyListings.listingId,
};

function toSurveyListing(r: { id: number } & Omit<SurveyListing, "id">): SurveyListing {
  return { ...r, id: String(r.id) };
}

/** A survey's listings in the broker's order, at most SURVEY_LISTINGS_MAX. */
export async function surveyListingsOf(db: Db, rowId: number): Promise<SurveyListing[]> {
  const rows = await db
    .select(surveyListingColumns)
    .from(surveyListings)
    .where(eq(surveyListings.surveyId, rowId))
    .orderBy(asc(surveyListings.position), asc(surveyListings.id))
    .limit(SURVEY_LISTINGS_MAX);
  return rows.map(toSurveyListing);
}

/**
 * A new draft survey of a campaign's listings, in the order given. Every campaign listing must belong to the
 * campaign (null otherwise: nothing is written).
 */
export async function createSurvey(
  db: Db,
  input: { campaignRowId: number; name: string; campaignListingIds: number[]; createdById: number },
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const listingOf = await listingsOfCampaignListings(tx, input.campaignRowId, input.campaignListingIds);
    if (!listingOf) return null;
    const [survey] = await tx
      .insert(surveys)
      .values({ campaignId: input.campaignRowId, name: input.name, createdById: input.createdById })
      .returning({ id: surveys.id });
    // A listing can sit in a campaign once, so the survey's listings are distinct too.
    await tx.insert(surveyListings).values(
      input.campaignListingIds.map((id, position) => ({
        surveyId: survey.id,
        listingId: listingOf.get(id)!,
        campaignListingId: id,
        position,
        addedById: input.createdById,
      })),
    );
    await tx.update(campaigns).set({ updatedAt: new Date() }).where(eq(campaigns.id, input.campaignRowId));
    return survey.id;
  });
}

/** Marks a draft published; false when it was published already (nothing to send again). */
export async function publishSurvey(db: Db, rowId: number): Promise<boolean> {
  const now = new Date();
  const updated = await db
    .update(surveys)
    .set({ publishedAt: now, updatedAt: now })
    .where(and(eq(surveys.id, rowId), isNull(surveys.publishedAt)))
    .returning({ id: surveys.id });
  return updated.length > 0;
}

/** The survey a survey listing belongs to, or null. */
export async function surveyOfSurveyListing(db: Db, surveyListingRowId: number): Promise<number | null> {
  const [row] = await db
    .select({ surveyId: surveyListings.surveyId })
    .from(surveyListings)
    .where(eq(surveyListings.id, surveyListingRowId));
  return row?.surveyId ?? null;
}

/** One listing of a survey, or null. */
export async function surveyListingById(db: Db, surveyListingRowId: number): Promise<SurveyListing | null> {
  const [row] = await db
    .select(surveyListingColumns)
    .from(surveyListings)
    .where(eq(surveyListings.id, surveyListingRowId));
  return row ? toSurveyListing(row) : null;
}
