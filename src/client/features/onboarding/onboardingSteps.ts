import { stepIndex } from "../../../common/onboarding/steps";
import { ONBOARDING_STEP_PATHS, ONBOARDING_STEPS, type OnboardingStep } from "./onboardingRules";

/** How each step is named in the progress indicator and the document title. */
export const STEP_NAMES: Readonly<Record<OnboardingStep, string>> = {
  size: "Size",
  location: "Location",
  budget: "Budget",
  timeframes: "Timeframes",
  results: "Results",
};

export { stepIndex };

/** The step before, for the Back link; null on the first. */
export function previousStepPath(step: OnboardingStep): string | null {
  const index = stepIndex(step);
  return index > 0 ? ONBOARDING_STEP_PATHS[ONBOARDING_STEPS[index - 1]] : null;
}

export function isOnboardingStep(value: string | undefined): value is OnboardingStep {
  return (ONBOARDING_STEPS as readonly string[]).includes(value ?? "");
}
