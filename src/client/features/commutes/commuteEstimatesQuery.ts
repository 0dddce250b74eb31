import { gql, type TypedDocumentNode } from "@apollo/client";
import type { CommuteCandidate, CommuteCandidateKind } from "./commuteCandidatesQuery";

export type CommuteTimes = {
  __typename?: "CommuteTimes";
  transit: number;
  car: number;
  bike: number;
  walk: number;
};

export type CommuteHome = {
  __typename?: "CommuteHome";
  index: number;
  zip: string;
  place: string;
  position: { __typename?: "LatLng"; lat: number; lng: number };
};

export type HomeCommute = {
  __typename?: "HomeCommute";
  homeIndex: number;
  distanceMiles: number;
  times: CommuteTimes;
};

export type CandidateCommutes = {
  __typename?: "CandidateCommutes";
  candidate: CommuteCandidate;
  commutes: HomeCommute[];
  average: CommuteTimes | null;
  worst: CommuteTimes | null;
};

export type CommuteEstimates = {
  __typename?: "CommuteEstimates";
  homes: CommuteHome[];
  invalidZips: string[];
  unknownZips: string[];
  offices: CandidateCommutes[];
};

export type CommuteEstimatesQueryData = { commuteEstimates: CommuteEstimates };
export type CommuteEstimatesQueryVariables = {
  homeZips: string[];
  candidates: { kind: CommuteCandidateKind; id: string }[];
};

export const CommuteEstimatesQuery: TypedDocumentNode<
  CommuteEstimatesQueryData,
  CommuteEstimatesQueryVariables
> = gql`
  query CommuteEstimatesQuery($homeZips: [String!]!, $candidates: [CommuteCandidateInput!]!) {
    commuteEstimates(homeZips: $homeZips, candidates: $candidates) {
      homes {
        index
        zip
        place
        position {
          lat
          lng
        }
      }
      invalidZips
      unknownZips
      offices {
        candidate {
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
        commutes {
          homeIndex
          distanceMiles
          times {
            transit
            car
            bike
            walk
          }
        }
        average {
          transit
          car
          bike
          walk
        }
        worst {
          transit
          car
          bike
          walk
        }
      }
    }
  }
`;
