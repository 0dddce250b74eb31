import { gql, type TypedDocumentNode } from "@apollo/client";
import type { ContactFormKind } from "./contentPageQuery";

export type ContactFormInput = {
  kind: ContactFormKind;
  name?: string;
  email?: string;
  phone?: string;
  companyName?: string;
  message?: string;
  buildingAddress?: string;
  availableSpace?: string;
  referredCompany?: string;
  referredName?: string;
  referredEmail?: string;
  referredPhone?: string;
  website?: string;
};

export type ContactFormError = {
  __typename?: "ContactFormError";
  code: "INVALID_INPUT" | "THROTTLED";
  field: string | null;
  message: string;
};

export type SubmitContactFormData = {
  submitContactForm: { __typename?: "SubmitContactFormPayload"; ok: boolean; errors: ContactFormError[] };
};

export const SubmitContactFormMutation: TypedDocumentNode<
  SubmitContactFormData,
  { input: ContactFormInput }
> = gql`
  mutation SubmitContactForm($input: ContactFormInput!) {
    submitContactForm(input: $input) {
      ok
      errors {
        code
        field
        message
      }
    }
  }
`;
