import { JoinSurveyMutationDocument, PublicSurveyQueryDocument } from "../../gql/documents/publicSurveyQuery";
import type * as G from "../../gql/graphql";

export type PublicSurveyData = NonNullable<G.PublicSurveyQueryQuery["publicSurvey"]>;

/** A published survey by uuid, as anyone with its link sees it (no answers); null otherwise. */
export const PublicSurveyQuery = PublicSurveyQueryDocument;
/** Accepts the viewer's own invitation to the survey, found by their confirmed address. */
export const JoinSurveyMutation = JoinSurveyMutationDocument;
