import { gql, type TypedDocumentNode } from "@apollo/client";
import { ONBOARDING_PROFILE_FIELDS, type OnboardingProfileData } from "./onboardingProfileFields";

/** The signed-in user's saved profile (or a visitor's, by the id their browser keeps). */
export const OnboardingProfileQuery: TypedDocumentNode<
  { onboardingProfile: OnboardingProfileData | null },
  { onboardingId: string | null }
> = gql`
  query OnboardingProfileQuery($onboardingId: ID) {
    onboardingProfile(onboardingId: $onboardingId) {
      ...OnboardingProfileFields
    }
  }
  ${ONBOARDING_PROFILE_FIELDS}
`;
