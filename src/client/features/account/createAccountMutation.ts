import { gql, type TypedDocumentNode } from "@apollo/client";
import type { AccountError } from "./accountErrors";
import { CURRENT_USER_FIELDS } from "./currentUserFields";
import type { CurrentUser } from "./currentUserTypes";

export type CreateAccountInput = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  companyName?: string | null;
  phone?: string | null;
  cityOfInterest?: string | null;
};

export type AccountPayload = { user: CurrentUser | null; error: AccountError | null };

export const CreateAccountMutation: TypedDocumentNode<
  { createAccount: AccountPayload },
  { input: CreateAccountInput }
> = gql`
  mutation CreateAccount($input: CreateAccountInput!) {
    createAccount(input: $input) {
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
