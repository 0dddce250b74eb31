import { Link } from "../../system/router/router";
import { useScreenQueries } from "../../system/screenData";
import { FormNotice } from "../../ui/FormNotice";
import { draftState } from "./onboardingDraftQuery";
import { onboardingPageQueries } from "./onboardingPageQueries";
import { nextPagePath, type OnboardingStep } from "./onboardingRules";
import { PlainBudgetForm } from "./PlainBudgetForm";
import { PlainLocationForm } from "./PlainLocationForm";
import { PlainResultsForm } from "./PlainResultsForm";
import { PlainSizeForm } from "./PlainSizeForm";
import { PlainTimeframesForm } from "./PlainTimeframesForm";

export const DRAFT_LOAD_FAILURE = "We could not load your profile. Please reload the page.";

/**
 * A step as a plain form for browsers without scripts (issue 14), from the server's copy of the
 * draft. Only the server renders it, inside `<noscript>`: React never renders a noscript's children
 * in the browser, so the scripted step hydrates as before.
 */
export function PlainStep({ step }: { step: OnboardingStep }) {
  const { draft } = useScreenQueries(onboardingPageQueries, "onboardingStep", { step });
  if (!draft.data) return <FormNotice tone="error">{DRAFT_LOAD_FAILURE}</FormNotice>;
  const profile = draft.data.onboardingProfile ?? null;
  const state = draftState(profile);
  switch (step) {
    case "size":
      return <PlainSizeForm state={state} />;
    case "location":
      return (
        <PlainLocationForm
          state={state}
          places={profile?.places ?? null}
          markets={draft.data.markets ?? []}
        />
      );
    case "budget":
      return <PlainBudgetForm state={state} />;
    case "timeframes":
      return <PlainTimeframesForm state={state} />;
    case "results":
      return <PlainResultsForm state={state} />;
  }
}

/** /profile without scripts: the way to the furthest step the draft reached. */
export function PlainProfileEntry() {
  const { draft } = useScreenQueries(onboardingPageQueries, "onboarding", {});
  const reached = draft.data?.onboardingProfile?.lastActiveScreenIndex ?? 0;
  return (
    <p className="onboarding__entry">
      <Link to={nextPagePath("/profile", reached)} className="btn btn--primary">
        Open your profile
      </Link>
    </p>
  );
}
