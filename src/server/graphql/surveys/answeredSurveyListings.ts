import { can } from "../../policies/can";
import type { SurveySubject } from "../../policies/subjects";
import { answersOf, type SurveyAnswerView } from "../../services/tourbook/surveyAnswers";
import type { SurveyListing } from "../../services/tourbook/surveys";
import type { GraphQLContext } from "../context";

/** An answer as SurveyAnswer resolves it: with the campaign's client, to say whose it is. */
export type AnswerOfSurveyListing = SurveyAnswerView & { clientId: number | null };

/** A survey listing with the answers its viewer may read, and the viewer's own among them. */
export type AnsweredSurveyListing = SurveyListing & {
  answers: AnswerOfSurveyListing[];
  own: SurveyAnswerView | null;
};

/**
 * Attaches answers to a survey's listings as the viewer may read them (the survey's `readAnswers`
 * rule): everyone's for the broker and admins, the viewer's own for everyone else. One query.
 */
export async function withAnswers(
  ctx: GraphQLContext,
  survey: SurveySubject,
  surveyListings: SurveyListing[],
): Promise<AnsweredSurveyListing[]> {
  const viewerId = ctx.viewer.user?.id ?? null;
  const everyone = can(ctx.viewer, "readAnswers", survey);
  if (!everyone && viewerId === null) return surveyListings.map((e) => ({ ...e, answers: [], own: null }));
  const bySurveyListing = await answersOf(
    ctx.db,
    surveyListings.map((e) => Number(e.id)),
    everyone ? null : viewerId,
  );
  const clientId = survey.campaign.clientId;
  return surveyListings.map((e) => {
    const answers = (bySurveyListing.get(Number(e.id)) ?? []).map((a) => ({ ...a, clientId }));
    return { ...e, answers, own: answers.find((a) => a.userId === viewerId) ?? null };
  });
}
