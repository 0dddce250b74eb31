import { OnboardingProfileQueryDocument } from "../../gql/documents/onboardingProfileQuery";

/** The signed-in user's saved profile (or a visitor's, by the id their browser keeps). */
export const OnboardingProfileQuery = OnboardingProfileQueryDocument;
