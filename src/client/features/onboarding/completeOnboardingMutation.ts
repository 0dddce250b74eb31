import { gql, type TypedDocumentNode } from "@apollo/client";
import { CURRENT_USER_FIELDS } from "../account/currentUserFields";
import type { CurrentUser } from "../account/currentUserTypes";
import type { OnboardingError, OnboardingProfileInput } from "./onboardingProfileFields";

export type OnboardingCampaign = {
  __typename?: "OnboardingCampaign";
  id: string;
  uuid: string;
  displayName: string;
  brokerName: string | null;
  created: boolean;
};

export type CompleteOnboardingData = {
  completeOnboarding: {
    currentUser: CurrentUser | null;
    campaign: OnboardingCampaign | null;
    profile: { __typename?: "OnboardingProfile"; onboardingId: string; completedAt: string | null } | null;
    error: OnboardingError | null;
  };
};

export type CompleteOnboardingVariables = {
  input: { profile: OnboardingProfileInput; password: string | null };
};

/** Sends the profile to a broker; a visitor's account is created and signed in by the same call. */
export const CompleteOnboardingMutation: TypedDocumentNode<
  CompleteOnboardingData,
  CompleteOnboardingVariables
> = gql`
  mutation CompleteOnboarding($input: CompleteOnboardingInput!) {
    completeOnboarding(input: $input) {
      currentUser {
        ...CurrentUserFields
      }
      campaign {
        id
        uuid
        displayName
        brokerName
        created
      }
      profile {
        onboardingId
        completedAt
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
