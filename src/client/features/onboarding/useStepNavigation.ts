import { useCallback } from "react";
import { useNavigate } from "../../system/router/router";
import { useAppDispatch, useAppStore } from "../../system/store/hooks";
import { nextPagePath, ONBOARDING_STEP_PATHS, type OnboardingStep } from "./onboardingRules";
import { advance, reachScreen } from "./onboardingSlice";
import { stepIndex } from "./onboardingSteps";
import { useSaveProfile } from "./useSaveProfile";

/**
 * Moving on from a step (spec section 4): the phase becomes IN_PROGRESS (COMPLETED stays), the
 * furthest screen grows, the profile is saved on the server, and the next page opens.
 */
export function useContinue(step: OnboardingStep): () => void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const save = useSaveProfile();
  return useCallback(() => {
    const next = nextPagePath(ONBOARDING_STEP_PATHS[step], store.getState().onboarding.lastActiveScreenIndex);
    dispatch(advance());
    dispatch(reachScreen(stepIndex(step) + 1));
    void save();
    navigate(next);
  }, [dispatch, navigate, save, step, store]);
}
