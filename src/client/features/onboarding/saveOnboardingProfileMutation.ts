import { SaveOnboardingProfileDocument } from "../../gql/documents/saveOnboardingProfileMutation";
import type * as G from "../../gql/graphql";

export type SaveOnboardingProfileData = G.SaveOnboardingProfileMutation;

export const SaveOnboardingProfileMutation = SaveOnboardingProfileDocument;
