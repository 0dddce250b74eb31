import { CommuteCandidatesQueryDocument } from "../../gql/documents/commuteCandidatesQuery";
import type * as G from "../../gql/graphql";

export type CommuteCandidateKind = G.CommuteCandidateKind;

export type CommuteCandidate = CommuteCandidatesQueryData["commuteCandidates"][number];

export type CommuteCandidatesQueryData = G.CommuteCandidatesQueryQuery;
export type CommuteCandidatesQueryVariables = G.CommuteCandidatesQueryQueryVariables;

/** Suggestions for the office picker: neighbourhoods, then buildings, matching the typed text. */
export const CommuteCandidatesQuery = CommuteCandidatesQueryDocument;
