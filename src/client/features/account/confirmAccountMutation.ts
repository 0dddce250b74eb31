import { gql, type TypedDocumentNode } from "@apollo/client";
import type { AccountError } from "./accountErrors";

export type ConfirmAccountData = {
  confirmAccount: { ok: boolean; email: string | null; error: AccountError | null };
};

export const ConfirmAccountMutation: TypedDocumentNode<
  ConfirmAccountData,
  { token: string; changeEmail: boolean }
> = gql`
  mutation ConfirmAccount($token: String!, $changeEmail: Boolean) {
    confirmAccount(token: $token, changeEmail: $changeEmail) {
      ok
      email
      error {
        code
        message
        field
      }
    }
  }
`;
