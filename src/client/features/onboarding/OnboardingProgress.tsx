import { useEffect, useRef } from "react";
import { Link } from "../../system/router/router";
import { useAppSelector } from "../../system/store/hooks";
import { ONBOARDING_STEP_PATHS, ONBOARDING_STEPS, type OnboardingStep, stepBlurb } from "./onboardingRules";
import { STEP_NAMES, stepIndex } from "./onboardingSteps";

/**
 * The five steps with the spec's blurbs ("N seats, ~X sf"; "$P psf / $M monthly" or "Flexible").
 * Steps already reached are links; the current one is marked for assistive technology. A column
 * beside the step on wide screens, a row that scrolls sideways on phones.
 */
export function OnboardingProgress({ current, ready }: { current: OnboardingStep; ready: boolean }) {
  const profile = useAppSelector((state) => state.onboarding);
  const currentIndex = stepIndex(current);
  const listRef = useRef<HTMLOListElement>(null);

  // On a phone the current step may sit off screen in the sideways list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the step changes, and once the blurbs (which widen the items) are in.
  useEffect(() => {
    const list = listRef.current;
    const item = list?.querySelector<HTMLElement>('[aria-current="step"]');
    if (list && item && list.scrollWidth > list.clientWidth) {
      const offset = item.getBoundingClientRect().left - list.getBoundingClientRect().left;
      list.scrollLeft += offset - 16;
    }
  }, [current, ready]);

  return (
    <nav className="onboarding-progress" aria-label="Profile steps">
      <p className="onboarding-progress__count">
        Step {currentIndex + 1} of {ONBOARDING_STEPS.length}
      </p>
      {/* Focusable so the sideways-scrolling list can be scrolled from the keyboard. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
      <ol ref={listRef} className="onboarding-progress__list" tabIndex={0}>
        {ONBOARDING_STEPS.map((step, index) => {
          const isCurrent = step === current;
          const reached = ready && index <= profile.lastActiveScreenIndex;
          const state = isCurrent ? "current" : index < currentIndex || reached ? "done" : "upcoming";
          // Blurbs describe answers, so they wait for the stored profile.
          const blurb = ready && (reached || isCurrent) ? stepBlurb(step, profile) : null;
          const content = (
            <>
              <span className="onboarding-progress__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="onboarding-progress__text">
                <span className="onboarding-progress__name">{STEP_NAMES[step]}</span>
                {blurb ? <span className="onboarding-progress__blurb">{blurb}</span> : null}
              </span>
            </>
          );
          return (
            <li key={step} className={`onboarding-progress__item onboarding-progress__item--${state}`}>
              {isCurrent ? (
                <span className="onboarding-progress__step" aria-current="step">
                  {content}
                </span>
              ) : reached ? (
                <Link to={ONBOARDING_STEP_PATHS[step]} className="onboarding-progress__step">
                  {content}
                </Link>
              ) : (
                <span className="onboarding-progress__step">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
