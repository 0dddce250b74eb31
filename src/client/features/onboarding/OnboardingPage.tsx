import { useEffect } from "react";
import { site } from "../../../common/site";
import { Spinner } from "../../layout/Spinner";
import { Head } from "../../system/head";
import { Link, useLocation, useNavigate } from "../../system/router/router";
import type { ScreenProps } from "../../system/screenProps";
import { useAppDispatch, useAppSelector } from "../../system/store/hooks";
import { useHydrated } from "../../system/useHydrated";
import { FormNotice } from "../../ui/FormNotice";
import { BudgetStep } from "./BudgetStep";
import { readExternalNotes } from "./externalOnboarding";
import { LocationStep } from "./LocationStep";
import { OnboardingProgress } from "./OnboardingProgress";
import { nextPagePath, type OnboardingStep } from "./onboardingRules";
import { ensureMarketInAreas, reachScreen } from "./onboardingSlice";
import { isOnboardingStep, STEP_NAMES, stepIndex } from "./onboardingSteps";
import { PlainProfileEntry, PlainStep } from "./PlainStep";
import { ResultsStep } from "./ResultsStep";
import { SizeStep } from "./SizeStep";
import { TimeframesStep } from "./TimeframesStep";
import { useCityParam, useSavedProfile } from "./useProfileSources";

export { onboardingPageQueries } from "./onboardingPageQueries";

const STEPS: Record<OnboardingStep, () => React.ReactNode> = {
  size: () => <SizeStep />,
  location: () => <LocationStep />,
  budget: () => <BudgetStep />,
  timeframes: () => <TimeframesStep />,
  results: () => <ResultsStep />,
};

/**
 * The stored profile comes back only in the browser, after hydration: until then (and on the
 * server) the steps show a spinner rather than the defaults, which would flash and then change.
 */
function useProfileReady(): boolean {
  const hydrated = useHydrated();
  const restored = useAppSelector((s) => s.onboarding.restored);
  return hydrated && restored;
}

/** /profile and /profile/{step}. /profile opens the step the visitor should be on. */
export function OnboardingPage({ params }: ScreenProps) {
  const ready = useProfileReady();
  const step = isOnboardingStep(params.step) ? params.step : null;
  const dispatch = useAppDispatch();
  const unknownCity = useCityParam(ready);
  useSavedProfile(ready);
  useEffect(() => {
    if (ready) dispatch(ensureMarketInAreas());
  }, [ready, dispatch]);
  if (!step) return <ProfileEntry ready={ready} />;
  return (
    <OnboardingFrame
      step={step}
      ready={ready}
      extraNotes={unknownCity ? [`city “${unknownCity}” is not one of our cities yet.`] : []}
    />
  );
}

function ProfileEntry({ ready }: { ready: boolean }) {
  const lastActiveScreenIndex = useAppSelector((s) => s.onboarding.lastActiveScreenIndex);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    // The next page from a path that is not a step is the furthest step reached (spec section 4).
    if (ready) navigate(`${nextPagePath(pathname, lastActiveScreenIndex)}${search}`, { replace: true });
  }, [ready, navigate, pathname, search, lastActiveScreenIndex]);
  return (
    <div className="onboarding">
      <Head title="Your office profile" />
      <Spinner block label="Opening your profile…" className="onboarding__spinner" />
      <noscript>
        <PlainProfileEntry />
      </noscript>
    </div>
  );
}

export function OnboardingFrame({
  step,
  ready,
  extraNotes = [],
}: {
  step: OnboardingStep;
  ready: boolean;
  extraNotes?: string[];
}) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const notes = [...readExternalNotes(location.state), ...extraNotes];
  useEffect(() => {
    if (ready) dispatch(reachScreen(stepIndex(step)));
  }, [ready, step, dispatch]);
  return (
    <div className="onboarding">
      <Head title={`${STEP_NAMES[step]} · Your office profile`} />
      <div className="onboarding__bar">
        <div className="container onboarding__bar-inner">
          <Link to="/" className="onboarding__brand">
            {site.name}
          </Link>
          <Link to="/" className="onboarding__exit">
            Exit
          </Link>
        </div>
      </div>
      <div className="container onboarding__layout">
        <OnboardingProgress current={step} ready={ready} />
        <div className="onboarding__panel">
          {notes.length > 0 ? (
            <FormNotice tone="info">
              <p>Some details from the link could not be used, so we left them out:</p>
              <ul className="onboarding__notes">
                {notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </FormNotice>
          ) : null}
          {ready ? (
            STEPS[step]()
          ) : (
            <>
              {/* Hidden without scripts (document.ts), where the plain form stands in for the step. */}
              <Spinner block label="Loading your profile…" className="onboarding__spinner" />
              <noscript>
                <PlainStep step={step} />
              </noscript>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
