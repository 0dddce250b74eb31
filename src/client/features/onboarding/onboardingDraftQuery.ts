import { totalSquareFeetFor } from "../../../common/onboarding/profileRules";
import { OnboardingDraftQueryDocument } from "../../gql/documents/onboardingDraftQuery";
import type * as G from "../../gql/graphql";
import { initialOnboardingState, type OnboardingState } from "./onboardingState";
import { patchFromProfile } from "./profileInput";

export type OnboardingDraftData = G.OnboardingDraftQueryQuery;
export type OnboardingDraft = NonNullable<OnboardingDraftData["onboardingProfile"]>;
export type DraftPlaces = NonNullable<OnboardingDraft["places"]>;
export type DraftMarketChoice = NonNullable<OnboardingDraftData["markets"]>[number];

/**
 * The profile the plain step forms show without scripts (issue 14): the signed-in user's, or the
 * visitor's draft named by its cookie; on the Location step also the cities and the draft city's
 * neighbourhoods.
 */
export const OnboardingDraftQuery = OnboardingDraftQueryDocument;

/** The draft as the steps' state, the defaults standing in for what it lacks (or for no draft). */
export function draftState(draft: OnboardingDraft | null): OnboardingState {
  const state = draft ? { ...initialOnboardingState, ...patchFromProfile(draft) } : initialOnboardingState;
  return { ...state, totalSquareFeet: totalSquareFeetFor(state.numEmployees, state.psfPerEmployee) };
}
