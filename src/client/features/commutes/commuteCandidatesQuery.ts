import { gql, type TypedDocumentNode } from "@apollo/client";

export type CommuteCandidateKind = "BUILDING" | "NEIGHBORHOOD";

export type CommuteCandidate = {
  __typename?: "CommuteCandidate";
  kind: CommuteCandidateKind;
  id: string;
  label: string;
  detail: string;
  path: string;
  position: { __typename?: "LatLng"; lat: number; lng: number };
};

export type CommuteCandidatesQueryData = { commuteCandidates: CommuteCandidate[] };
export type CommuteCandidatesQueryVariables = { query: string };

/** Suggestions for the office picker: neighbourhoods, then buildings, matching the typed text. */
export const CommuteCandidatesQuery: TypedDocumentNode<
  CommuteCandidatesQueryData,
  CommuteCandidatesQueryVariables
> = gql`
  query CommuteCandidatesQuery($query: String!) {
    commuteCandidates(query: $query) {
      kind
      id
      label
      detail
      path
      position {
        lat
        lng
      }
    }
  }
`;
