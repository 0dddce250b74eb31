import { STEP_OF_FIELD } from "../../../common/onboarding/steps";
import { Link } from "../../system/router/router";
import { FormNotice } from "../../ui/FormNotice";
import type { OnboardingError } from "./onboardingProfileFields";
import { ONBOARDING_STEP_PATHS } from "./onboardingRules";
import { STEP_NAMES } from "./onboardingSteps";

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
