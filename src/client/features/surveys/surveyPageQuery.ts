import {
  AnswerSurveyListingMutationDocument,
  CreateSurveyMutationDocument,
  PublishSurveyMutationDocument,
  SendSurveyVisitEmailMutationDocument,
  SurveyPageQueryDocument,
} from "../../gql/documents/surveyPageQuery";
import type * as G from "../../gql/graphql";

export type SurveyPageData = NonNullable<G.SurveyPageQueryQuery["survey"]>;
export type SurveyListing = SurveyPageData["listings"][number];
export type SurveyAnswerData = SurveyListing["answers"][number];
export type SurveyRating = G.SurveyRating;

/** A survey with its listings and answers (by id or uuid); null when missing or not the viewer's. */
export const SurveyPageQuery = SurveyPageQueryDocument;
/** A new draft survey of a campaign's listings (its broker or an admin). */
export const CreateSurveyMutation = CreateSurveyMutationDocument;
/** Sends a draft to the client (who gets an e-mail). */
export const PublishSurveyMutation = PublishSurveyMutationDocument;
/** The viewer's own rating and comment on one listing (the client's or an invitee's). */
export const AnswerSurveyListingMutation = AnswerSurveyListingMutationDocument;
/** Spec section 7: the client opened the survey (the broker hears once per hour). */
export const SendSurveyVisitEmailMutation = SendSurveyVisitEmailMutationDocument;
