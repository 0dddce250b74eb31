import { gql, type TypedDocumentNode } from "@apollo/client";
import type { AccountPayload } from "./createAccountMutation";
import { CURRENT_USER_FIELDS } from "./currentUserFields";

export type UpdateSettingsInput = {
  firstName: string;
  lastName: string;
  companyName: string | null;
  phone: string | null;
  cityOfInterest: string | null;
};

export const UpdateSettingsMutation: TypedDocumentNode<
  { updateSettings: AccountPayload },
  { input: UpdateSettingsInput }
> = gql`
  mutation UpdateSettings($input: UpdateSettingsInput!) {
    updateSettings(input: $input) {
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
