import { gql, type TypedDocumentNode } from "@apollo/client";
import { CURRENT_USER_FIELDS } from "./currentUserFields";
import type { CurrentUser } from "./currentUserTypes";

/** Every current-user field of the spec; made at start-up and after sign-in. */
export const CurrentUserQuery: TypedDocumentNode<{ currentUser: CurrentUser | null }> = gql`
  query CurrentUserQuery {
    currentUser {
      ...CurrentUserFields
    }
  }
  ${CURRENT_USER_FIELDS}
`;
