import { type ReactNode, useEffect, useId, useRef } from "react";
import { Link } from "../../system/router/router";
import type { OnboardingStep } from "./onboardingRules";
import { previousStepPath } from "./onboardingSteps";

// The first step shown after a page load keeps the browser's own focus; steps reached by moving on
// take focus to their heading, so screen readers announce the new step.
let firstStepShown = false;

export function StepLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (firstStepShown) headingRef.current?.focus();
    firstStepShown = true;
  }, []);
  return (
    <section className="onboarding-step" aria-labelledby={id}>
      <h1 id={id} ref={headingRef} tabIndex={-1} className="onboarding-step__title">
        {title}
      </h1>
      {intro ? <p className="onboarding-step__intro">{intro}</p> : null}
      {children}
    </section>
  );
}

/** Back (a link to the step before), any extra action, and the step's submit button. */
export function StepActions({
  step,
  extra,
  continueLabel = "Continue",
  disabled = false,
  describedBy,
}: {
  step: OnboardingStep;
  extra?: ReactNode;
  continueLabel?: string;
  disabled?: boolean;
  describedBy?: string;
}) {
  const back = previousStepPath(step);
  return (
    <div className="onboarding-step__actions">
      {back ? (
        <Link to={back} className="btn btn--ghost onboarding-step__back">
          Back
        </Link>
      ) : null}
      <div className="onboarding-step__forward">
        {extra}
        <button type="submit" className="btn btn--primary" disabled={disabled} aria-describedby={describedBy}>
          {continueLabel}
        </button>
      </div>
    </div>
  );
}
