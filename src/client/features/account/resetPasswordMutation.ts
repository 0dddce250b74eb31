import { gql, type TypedDocumentNode } from "@apollo/client";
import { CURRENT_USER_FIELDS } from "./currentUserFields";
import type { SignInPayload } from "./signInMutation";

/** Sets a new password with a reset token; the server ends the user's other sessions and signs them in. */
export const ResetPasswordMutation: TypedDocumentNode<
  { resetPassword: SignInPayload },
  { token: string; password: string }
> = gql`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
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
