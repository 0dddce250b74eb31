import { CommuteEstimatesQueryDocument } from "../../gql/documents/commuteEstimatesQuery";
import type * as G from "../../gql/graphql";

export type CommuteTimes = HomeCommute["times"];

export type CommuteHome = CommuteEstimates["homes"][number];

export type HomeCommute = CandidateCommutes["commutes"][number];

export type CandidateCommutes = CommuteEstimates["offices"][number];

export type CommuteEstimates = CommuteEstimatesQueryData["commuteEstimates"];

export type CommuteEstimatesQueryData = G.CommuteEstimatesQueryQuery;
export type CommuteEstimatesQueryVariables = G.CommuteEstimatesQueryQueryVariables;

export const CommuteEstimatesQuery = CommuteEstimatesQueryDocument;
