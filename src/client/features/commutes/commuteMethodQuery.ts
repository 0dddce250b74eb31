import { gql, type TypedDocumentNode } from "@apollo/client";

export type CommuteModeName = "TRANSIT" | "CAR" | "BIKE" | "WALK";

export type CommuteModeMethod = {
  __typename?: "CommuteModeMethod";
  mode: CommuteModeName;
  speedMph: number | null;
  overheadMinutes: number | null;
  overhead: string | null;
};

export type CommuteMethod = {
  __typename?: "CommuteMethod";
  estimator: string;
  summary: string;
  routeFactor: number | null;
  modes: CommuteModeMethod[];
};

export type CommuteMethodQueryData = { commuteMethod: CommuteMethod };

/** How the server estimates commutes; the page states it, so the text follows the estimator in use. */
export const CommuteMethodQuery: TypedDocumentNode<CommuteMethodQueryData, Record<string, never>> = gql`
  query CommuteMethodQuery {
    commuteMethod {
      estimator
      summary
      routeFactor
      modes {
        mode
        speedMph
        overheadMinutes
        overhead
      }
    }
  }
`;
