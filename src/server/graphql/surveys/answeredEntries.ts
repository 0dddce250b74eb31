import { can } from "../../policies/can";
import type { SurveySubject } from "../../policies/subjects";
import { answersOf, type SurveyAnswerView } from "../../services/tourbook/surveyAnswers";
import type { SurveyEntry } from "../../services/tourbook/surveys";
import type { GraphQLContext } from "../context";

/** An answer as SurveyAnswer resolves it: with the campaign's client, to say whose it is. */
export type AnswerOfEntry = SurveyAnswerView & { clientId: number | null };

/** A survey entry with the answers its viewer may read, and the viewer's own among them. */
export type AnsweredEntry = SurveyEntry & { answers: AnswerOfEntry[]; own: SurveyAnswerView | null };

/**
 * Attaches answers to a survey's entries as the viewer may read them (the survey's `readAnswers`
 * rule): everyone's for the broker and admins, the viewer's own for everyone else. One query.
 */
export async function withAnswers(
  ctx: GraphQLContext,
  survey: SurveySubject,
  entries: SurveyEntry[],
): Promise<AnsweredEntry[]> {
  const viewerId = ctx.viewer.user?.id ?? null;
  const everyone = can(ctx.viewer, "readAnswers", survey);
  if (!everyone && viewerId === null) return entries.map((e) => ({ ...e, answers: [], own: null }));
  const byEntry = await answersOf(
    ctx.db,
    entries.map((e) => Number(e.id)),
    everyone ? null : viewerId,
  );
  const clientId = survey.campaign.clientId;
  return entries.map((e) => {
    const answers = (byEntry.get(Number(e.id)) ?? []).map((a) => ({ ...a, clientId }));
    return { ...e, answers, own: answers.find((a) => a.userId === viewerId) ?? null };
  });
}
