import { gql, type TypedDocumentNode } from "@apollo/client";
import type { AccountError } from "./accountErrors";

/** A signed-in browser or device, as User.sessions returns it (hand-written until codegen covers it). */
export interface UserSession {
  __typename?: "Session";
  id: string;
  createdAt: string;
  lastSeenAt: string;
  device: string;
  approximateLocation: string | null;
  current: boolean;
}

export const MySessionsQuery: TypedDocumentNode<
  { currentUser: { __typename?: "User"; id: string; sessions: UserSession[] | null } | null },
  Record<string, never>
> = gql`
  query MySessions {
    currentUser {
      id
      sessions {
        id
        createdAt
        lastSeenAt
        device
        approximateLocation
        current
      }
    }
  }
`;

type SuccessPayload = { success: boolean; error: AccountError | null };

export const EndSessionMutation: TypedDocumentNode<{ endSession: SuccessPayload }, { id: string }> = gql`
  mutation EndSession($id: ID!) {
    endSession(id: $id) {
      success
      error {
        code
        message
        field
      }
    }
  }
`;

export const EndOtherSessionsMutation: TypedDocumentNode<
  { endOtherSessions: SuccessPayload },
  Record<string, never>
> = gql`
  mutation EndOtherSessions {
    endOtherSessions {
      success
      error {
        code
        message
        field
      }
    }
  }
`;
