import type * as G from "../../gql/graphql";
import { SaveOnboardingProfileDocument } from "../../gql/graphql";

export type SaveOnboardingProfileData = G.SaveOnboardingProfileMutation;

export const SaveOnboardingProfileMutation = SaveOnboardingProfileDocument;
