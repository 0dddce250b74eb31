import { gql, type TypedDocumentNode } from "@apollo/client";
import type { AccountError } from "./accountErrors";
import { CURRENT_USER_FIELDS } from "./currentUserFields";
import type { CurrentUser } from "./currentUserTypes";

export type SignInPayload = { currentUser: CurrentUser | null; error: AccountError | null };

export type SignInData = { signIn: SignInPayload };
export type SignInVariables = { email: string; password: string };

/** Spec section 7: the SignIn operation answers with the full current-user fields. */
export const SignInMutation: TypedDocumentNode<SignInData, SignInVariables> = gql`
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
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
