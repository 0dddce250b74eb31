import { gql, type TypedDocumentNode } from "@apollo/client";
import type { AccountError } from "./accountErrors";

export type ConfirmAccountData = {
  confirmAccount: {
    ok: boolean;
    /** A first confirmation: the person sets the password with the same token. */
    passwordRequired: boolean;
    email: string | null;
    error: AccountError | null;
  };
};

export const ConfirmAccountMutation: TypedDocumentNode<
  ConfirmAccountData,
  { token: string; changeEmail: boolean }
> = gql`
  mutation ConfirmAccount($token: String!, $changeEmail: Boolean) {
    confirmAccount(token: $token, changeEmail: $changeEmail) {
      ok
      passwordRequired
      email
      error {
        code
        message
        field
      }
    }
  }
`;
