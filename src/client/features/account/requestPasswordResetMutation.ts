import { gql, type TypedDocumentNode } from "@apollo/client";
import type { AccountError } from "./accountErrors";

export type RequestPasswordResetData = {
  requestPasswordReset: { ok: boolean; error: AccountError | null };
};

export const RequestPasswordResetMutation: TypedDocumentNode<RequestPasswordResetData, { email: string }> =
  gql`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      ok
      error {
        code
        message
        field
      }
    }
  }
`;
