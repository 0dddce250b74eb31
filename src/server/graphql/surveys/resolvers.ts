import { GraphQLError } from "graphql";
import { z } from "zod";
import {
  SURVEY_COMMENT_MAX,
  SURVEY_LISTINGS_MAX,
  SURVEY_NAME_MAX,
  SURVEY_NAME_MISSING,
} from "../../../common/tourbook/surveyRules";
import { surveyRatingValues } from "../../db/schema/enums";
import {
  answerSurveyPolicy,
  createSurveyPolicy,
  publishSurveyPolicy,
  readSurveyPolicy,
  surveyVisitEmailPolicy,
} from "../../policies/campaignPolicy";
import { can } from "../../policies/can";
import { campaignRowId } from "../../services/tourbook/campaignDetail";
import { saveSurveyAnswer } from "../../services/tourbook/surveyAnswers";
import {
  noticeSurveyAnswered,
  noticeSurveyVisit,
  publishWithNotice,
} from "../../services/tourbook/surveyNotices";
import {
  createSurvey,
  type SurveyDetail,
  surveyDetail,
  surveyListingById,
  surveyListingsOf,
  surveyOfSurveyListing,
  surveyRowId,
} from "../../services/tourbook/surveys";
import { accountDeps } from "../account/sessionCookie";
import type { GraphQLContext } from "../context";
import type { Resolvers } from "../generated/resolverTypes";
import { deny, guarded, type SignedInContext } from "../guard";
import { rowId, rowIds } from "../idArgs";
import { parseArgs } from "../validate";
import {
  type AnsweredSurveyListing,
  type AnswerOfSurveyListing,
  withAnswers,
} from "./answeredSurveyListings";

const idArg = z.string().max(64);

const createArgs = z.object({
  input: z.object({
    campaignId: idArg,
    name: z
      .string()
      .transform((v) => v.trim())
      .pipe(
        z
          .string()
          .min(1, SURVEY_NAME_MISSING)
          .max(SURVEY_NAME_MAX, `Use at most ${SURVEY_NAME_MAX} characters.`),
      ),
    campaignListingIds: rowIds("listings", SURVEY_LISTINGS_MAX).refine(
      (v) => v.length > 0,
      "Choose at least one listing for the survey.",
    ),
  }),
});

const answerArgs = z.object({
  input: z.object({
    surveyListingId: rowId,
    rating: z
      .enum(surveyRatingValues)
      .nullish()
      .transform((v) => v ?? null),
    clientComment: z
      .string()
      .max(SURVEY_COMMENT_MAX, `Use at most ${SURVEY_COMMENT_MAX} characters.`)
      .nullish()
      .transform((v) => v?.trim() || null),
  }),
});

const visitArgs = z.object({ campaignId: idArg, surveyId: idArg });

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT" } });

/** The survey named by id or uuid when it exists and the rule allows the action; null otherwise. */
async function allowedSurvey(
  ctx: GraphQLContext,
  idOrUuid: string,
  action: "read" | "update" | "respond",
): Promise<SurveyDetail | null> {
  const rowId = await surveyRowId(ctx.db, idOrUuid);
  if (rowId === null) return null;
  const subject = await ctx.loaders.surveySubject.load(rowId);
  if (!subject || !can(ctx.viewer, action, subject)) return null;
  return surveyDetail(ctx.db, rowId);
}

async function surveySubjectOf(ctx: GraphQLContext, survey: SurveyDetail) {
  const subject = await ctx.loaders.surveySubject.load(survey.rowId);
  if (!subject) throw new Error(`survey ${survey.rowId} has no subject`);
  return subject;
}

export const surveyResolvers = {
  Survey: {
    viewerCanRespond: async (survey: SurveyDetail, _a: unknown, ctx: GraphQLContext) =>
      can(ctx.viewer, "respond", await surveySubjectOf(ctx, survey)),
    viewerCanEdit: async (survey: SurveyDetail, _a: unknown, ctx: GraphQLContext) =>
      can(ctx.viewer, "update", await surveySubjectOf(ctx, survey)),
    listings: async (survey: SurveyDetail, _a: unknown, ctx: GraphQLContext) =>
      withAnswers(ctx, await surveySubjectOf(ctx, survey), await surveyListingsOf(ctx.db, survey.rowId)),
    mailNotice: (survey: SurveyDetail) => survey.mailNotice ?? null,
  },
  SurveyAnswer: {
    byClient: (a: AnswerOfSurveyListing) => a.userId !== null && a.userId === a.clientId,
    byViewer: (a: AnswerOfSurveyListing, _a: unknown, ctx: GraphQLContext) =>
      a.userId !== null && a.userId === ctx.viewer.user?.id,
  },
  SurveyListing: {
    rating: (surveyListing: AnsweredSurveyListing) => surveyListing.own?.rating ?? null,
    clientComment: (surveyListing: AnsweredSurveyListing) => surveyListing.own?.comment ?? null,
    ratedAt: (surveyListing: AnsweredSurveyListing) => surveyListing.own?.answeredAt ?? null,
    // The survey's readers see its listings whatever their status: the survey rule let them in.
    listing: async (surveyListing: AnsweredSurveyListing, _a: unknown, ctx: GraphQLContext) => {
      const listing = await ctx.loaders.listingById.load(surveyListing.listingId);
      if (!listing) throw new Error(`survey listing ${surveyListing.id} names a missing listing`);
      return listing;
    },
  },
  Query: {
    survey: guarded(readSurveyPolicy, async (_p, args, ctx: SignedInContext) => {
      const { id } = parseArgs(z.object({ id: idArg }), args);
      return allowedSurvey(ctx, id, "read");
    }),
  },
  Mutation: {
    createSurvey: guarded(createSurveyPolicy, async (_p, args, ctx: SignedInContext) => {
      const { input } = parseArgs(createArgs, args);
      const campaignRow = await campaignRowId(ctx.db, input.campaignId);
      const campaign = campaignRow === null ? null : await ctx.loaders.campaignSubject.load(campaignRow);
      if (campaignRow === null || !campaign || !can(ctx.viewer, "createSurvey", campaign)) {
        deny(ctx, "survey.create");
      }
      const created = await createSurvey(ctx.db, {
        campaignRowId: campaignRow,
        name: input.name,
        campaignListingIds: input.campaignListingIds,
        createdById: ctx.viewer.user.id,
      });
      if (created === null)
        throw badInput("Some of these listings are not in this campaign. No survey was made.");
      ctx.loaders.summaryByUser.clearAll();
      const survey = await surveyDetail(ctx.db, created);
      if (!survey) throw new Error(`survey ${created} vanished`);
      return survey;
    }),
    publishSurvey: guarded(publishSurveyPolicy, async (_p, args, ctx: SignedInContext) => {
      const { surveyId } = parseArgs(z.object({ surveyId: idArg }), args);
      const survey = await allowedSurvey(ctx, surveyId, "update");
      if (!survey) deny(ctx, "survey.publish");
      const mailNotice = await publishWithNotice(accountDeps(ctx), survey, ctx.viewer.user.id);
      if (mailNotice) ctx.loaders.surveySubject.clear(survey.rowId);
      const published = await surveyDetail(ctx.db, survey.rowId);
      if (!published) throw new Error(`survey ${survey.rowId} vanished`);
      return { ...published, mailNotice };
    }),
    answerSurveyListing: guarded(answerSurveyPolicy, async (_p, args, ctx: SignedInContext) => {
      const { input } = parseArgs(answerArgs, args);
      const surveyRow = await surveyOfSurveyListing(ctx.db, input.surveyListingId);
      const survey = surveyRow === null ? null : await allowedSurvey(ctx, String(surveyRow), "respond");
      if (!survey) deny(ctx, "survey.answer");
      // The respondent's own answer only: the client's and each invitee's are kept apart.
      await saveSurveyAnswer(ctx.db, {
        surveyListingRowId: input.surveyListingId,
        userId: ctx.viewer.user.id,
        rating: input.rating,
        comment: input.clientComment,
      });
      await noticeSurveyAnswered(accountDeps(ctx), ctx.viewer.user, survey);
      const surveyListing = await surveyListingById(ctx.db, input.surveyListingId);
      if (!surveyListing) throw new Error(`survey listing ${input.surveyListingId} vanished`);
      const [answered] = await withAnswers(ctx, await surveySubjectOf(ctx, survey), [surveyListing]);
      return answered;
    }),
    sendSurveyVisitEmail: guarded(surveyVisitEmailPolicy, async (_p, args, ctx: SignedInContext) => {
      const input = parseArgs(visitArgs, args);
      const survey = await allowedSurvey(ctx, input.surveyId, "respond");
      const campaignRow = await campaignRowId(ctx.db, input.campaignId);
      const subject = survey && (await ctx.loaders.surveySubject.load(survey.rowId));
      // Only the campaign's own client (not an invitee, a broker or an admin), for that campaign.
      if (
        !survey ||
        !subject ||
        campaignRow !== survey.campaignRowId ||
        !can(ctx.viewer, "notifyBrokerOfLogin", subject.campaign)
      ) {
        deny(ctx, "survey.visitEmail");
      }
      return { success: await noticeSurveyVisit(accountDeps(ctx), ctx.viewer.user, survey) };
    }),
  },
} satisfies Resolvers;
