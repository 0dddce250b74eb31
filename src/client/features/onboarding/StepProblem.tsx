import { Link } from "../../system/router/router";
import { FormNotice } from "../../ui/FormNotice";
import type { OnboardingError } from "./onboardingProfileFields";
import { ONBOARDING_STEP_PATHS, type OnboardingStep } from "./onboardingRules";
import { STEP_NAMES } from "./onboardingSteps";

/** Which step fixes a refused profile field. */
export const STEP_OF_FIELD: Record<string, OnboardingStep> = {
  numEmployees: "size",
  psfPerEmployee: "size",
  city: "location",
  neighborhoodIds: "location",
  budgetPsf: "budget",
  budgetMonthly: "budget",
  leaseTerm: "timeframes",
  moveInDate: "timeframes",
};

/** A server refusal about an earlier step, with the way back to fix it. */
export function StepProblem({ error }: { error: Pick<OnboardingError, "message" | "field"> }) {
  const step = error.field ? STEP_OF_FIELD[error.field] : undefined;
  return (
    <FormNotice tone="error">
      {error.message}
      {step ? (
        <>
          {" "}
          <Link to={ONBOARDING_STEP_PATHS[step]}>Go to {STEP_NAMES[step]}</Link>
        </>
      ) : null}
    </FormNotice>
  );
}
