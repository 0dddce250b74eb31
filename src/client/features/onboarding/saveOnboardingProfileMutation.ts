import { gql, type TypedDocumentNode } from "@apollo/client";
import {
  ONBOARDING_PROFILE_FIELDS,
  type OnboardingError,
  type OnboardingProfileData,
  type OnboardingProfileInput,
} from "./onboardingProfileFields";

export type SaveOnboardingProfileData = {
  saveOnboardingProfile: { profile: OnboardingProfileData | null; error: OnboardingError | null };
};

export const SaveOnboardingProfileMutation: TypedDocumentNode<
  SaveOnboardingProfileData,
  { input: OnboardingProfileInput }
> = gql`
  mutation SaveOnboardingProfile($input: OnboardingProfileInput!) {
    saveOnboardingProfile(input: $input) {
      profile {
        ...OnboardingProfileFields
      }
      error {
        code
        message
        field
      }
    }
  }
  ${ONBOARDING_PROFILE_FIELDS}
`;
