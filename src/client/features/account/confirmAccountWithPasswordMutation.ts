import { gql, type TypedDocumentNode } from "@apollo/client";
import { CURRENT_USER_FIELDS } from "./currentUserFields";
import type { SignInPayload } from "./signInMutation";

/**
 * A new account's first confirmation: sets the password with the confirmation token; the server
 * ends every session of the user (whoever signed up with the address) and signs this person in.
 */
export const ConfirmAccountWithPasswordMutation: TypedDocumentNode<
  { confirmAccountWithPassword: SignInPayload },
  { token: string; password: string }
> = gql`
  mutation ConfirmAccountWithPassword($token: String!, $password: String!) {
    confirmAccountWithPassword(token: $token, password: $password) {
      currentUser {
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
