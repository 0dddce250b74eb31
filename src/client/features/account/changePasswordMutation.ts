import { gql, type TypedDocumentNode } from "@apollo/client";
import type { AccountError } from "./accountErrors";

export type SuccessPayload = { success: boolean; error: AccountError | null };

export const ChangePasswordMutation: TypedDocumentNode<
  { changePassword: SuccessPayload },
  { currentPassword: string; newPassword: string }
> = gql`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      success
      error {
        code
        message
        field
      }
    }
  }
`;
