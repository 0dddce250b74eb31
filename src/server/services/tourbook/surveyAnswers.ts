import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { SurveyRating } from "../../db/schema/enums";
import { surveyAnswers } from "../../db/schema/surveys";
import { users } from "../../db/schema/users";

/**
 * Survey answers, one per respondent per listing (issue 24): the client and each invitee answer for
 * themselves, and the broker reads who said what.
 */

/** Answers shown per listing (the SDL's @listSize of SurveyListing.answers): the first to answer. */
export const SURVEY_ANSWERS_SHOWN_MAX = 50;

export type SurveyAnswerView = {
  id: string;
  userId: number | null;
  /** The respondent's name, or their address when they gave none; null once the account is gone. */
  respondentName: string | null;
  rating: SurveyRating | null;
  comment: string | null;
  answeredAt: Date;
};

const nameOf = (u: { firstName: string | null; lastName: string | null; email: string | null }) =>
  u.email === null ? null : `${u.firstName ?? ""} ${u.lastName ?? ""}`.trim() || u.email;

/**
 * The answers to these survey listings, in the order their authors first answered, at most SURVEY_ANSWERS_SHOWN_MAX per survey listing:
 * everyone's, or (`onlyUserId`) one respondent's. One query, bounded by the survey listings given.
 */
export async function answersOf(
  db: Db,
  surveyListingRowIds: readonly number[],
  onlyUserId: number | null,
): Promise<Map<number, SurveyAnswerView[]>> {
  const bySurveyListing = new Map<number, SurveyAnswerView[]>();
  if (surveyListingRowIds.length === 0) return bySurveyListing;
  const ranked = db
    .select({
      id: surveyAnswers.id,
      surveyListingId: surveyAnswers.surveyListingId,
      userId: surveyAnswers.userId,
      rating: surveyAnswers.rating,
      comment: surveyAnswers.comment,
      answeredAt: surveyAnswers.answeredAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      n: sql<number>`row_number() over (partition by ${surveyAnswers.surveyListingId} order by ${surveyAnswers.id})`.as(
        "n",
      ),
    })
    .from(surveyAnswers)
    .leftJoin(users, eq(users.id, surveyAnswers.userId))
    .where(
      and(
        inArray(surveyAnswers.surveyListingId, [...surveyListingRowIds]),
        onlyUserId === null ? undefined : eq(surveyAnswers.userId, onlyUserId),
      ),
    )
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.n, SURVEY_ANSWERS_SHOWN_MAX))
    .orderBy(asc(ranked.surveyListingId), asc(ranked.n));
  for (const r of rows) {
    const list = bySurveyListing.get(r.surveyListingId) ?? [];
    list.push({
      id: String(r.id),
      userId: r.userId,
      respondentName: nameOf(r),
      rating: r.rating,
      comment: r.comment,
      answeredAt: new Date(r.answeredAt),
    });
    bySurveyListing.set(r.surveyListingId, list);
  }
  return bySurveyListing;
}

/**
 * A respondent's answer to one listing: a rating (or none, to take it back) and a comment (empty
 * clears it). Nothing left deletes the answer. Only this respondent's own row is written.
 */
export async function saveSurveyAnswer(
  db: Db,
  input: { surveyListingRowId: number; userId: number; rating: SurveyRating | null; comment: string | null },
): Promise<void> {
  const mine = and(
    eq(surveyAnswers.surveyListingId, input.surveyListingRowId),
    eq(surveyAnswers.userId, input.userId),
  );
  if (input.rating === null && input.comment === null) {
    await db.delete(surveyAnswers).where(mine);
    return;
  }
  await db
    .insert(surveyAnswers)
    .values({
      surveyListingId: input.surveyListingRowId,
      userId: input.userId,
      rating: input.rating,
      comment: input.comment,
    })
    .onConflictDoUpdate({
      target: [surveyAnswers.surveyListingId, surveyAnswers.userId],
      set: { rating: input.rating, comment: input.comment, answeredAt: sql`now()` },
    });
}
