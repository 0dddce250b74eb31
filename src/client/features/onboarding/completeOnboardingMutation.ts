import { CompleteOnboardingDocument } from "../../gql/documents/completeOnboardingMutation";
import type * as G from "../../gql/graphql";

export type OnboardingCampaign = NonNullable<CompleteOnboardingData["completeOnboarding"]["campaign"]>;

export type CompleteOnboardingData = G.CompleteOnboardingMutation;

export type CompleteOnboardingVariables = G.CompleteOnboardingMutationVariables;

/** Sends the profile to a broker; a visitor's account is created and signed in by the same call. */
export const CompleteOnboardingMutation = CompleteOnboardingDocument;
