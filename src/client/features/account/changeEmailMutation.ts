import { gql, type TypedDocumentNode } from "@apollo/client";
import type { AccountPayload } from "./createAccountMutation";
import { CURRENT_USER_FIELDS } from "./currentUserFields";

/** The new address waits in `unconfirmedEmail` until its confirmation link is opened. */
export const ChangeEmailMutation: TypedDocumentNode<
  { changeEmail: AccountPayload },
  { newEmail: string; currentPassword: string }
> = gql`
  mutation ChangeEmail($newEmail: String!, $currentPassword: String!) {
    changeEmail(newEmail: $newEmail, currentPassword: $currentPassword) {
      user {
        ...CurrentUserFields
      }
      error {
        code
        message
        field
      }
    }
  }
  ${CURRENT_USER_FIELDS}
`;
