import type * as G from "../../gql/graphql";

/** OnboardingProfileInput of the schema (src/server/graphql/onboarding/schema.graphql). */
export type OnboardingProfileInput = G.OnboardingProfileInput;

export type OnboardingProfileData = G.OnboardingProfileFieldsFragment;

export type OnboardingError = NonNullable<G.SaveOnboardingProfileMutation["saveOnboardingProfile"]["error"]>;
