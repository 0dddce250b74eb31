import { ONBOARDING_SCREENS } from "../constants";

/*
 * The onboarding steps and their paths (spec section 2), shared by the screens
 * (src/client/features/onboarding) and the plain form posts (src/server/http/formPosts).
 */

export const ONBOARDING_STEPS = ["size", "location", "budget", "timeframes", "results"] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
export const ONBOARDING_STEP_PATHS: Readonly<Record<OnboardingStep, string>> = {
  size: "/profile/size",
  location: "/profile/location",
  budget: "/profile/budget",
  timeframes: "/profile/timeframes",
  results: "/profile/results",
};
export const LAST_SCREEN_INDEX = ONBOARDING_SCREENS - 1;

const STEP_PATH_LIST = ONBOARDING_STEPS.map((step) => ONBOARDING_STEP_PATHS[step]);

/** Which step fixes a refused profile field. */
export const STEP_OF_FIELD: Readonly<Record<string, OnboardingStep>> = {
  numEmployees: "size",
  psfPerEmployee: "size",
  city: "location",
  neighborhoodIds: "location",
  budgetPsf: "budget",
  budgetMonthly: "budget",
  leaseTerm: "timeframes",
  moveInDate: "timeframes",
};

export function stepIndex(step: OnboardingStep): number {
  return ONBOARDING_STEPS.indexOf(step);
}

/** The step a path shows, ignoring a trailing slash; null for /profile itself or any other path. */
export function stepForPath(path: string): OnboardingStep | null {
  const normalised = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const index = STEP_PATH_LIST.indexOf(normalised);
  return index === -1 ? null : ONBOARDING_STEPS[index];
}

/** The step after the current path, or the furthest reached screen when the path is not a step. */
export function nextPagePath(currentPath: string, lastActiveScreenIndex: number): string {
  const step = stepForPath(currentPath);
  if (step === null) {
    const index = Math.min(Math.max(lastActiveScreenIndex, 0), LAST_SCREEN_INDEX);
    return STEP_PATH_LIST[index];
  }
  const next = Math.min(ONBOARDING_STEPS.indexOf(step) + 1, LAST_SCREEN_INDEX);
  return STEP_PATH_LIST[next];
}
