import { shouldShowOnboarding } from "../../common/routes/matchRoute";
import type { RouteDef } from "../../common/routes/routeTable";
import { ONBOARDING_CTA_PATH, onboardingCtaText } from "../features/onboarding/onboardingCta";
import { setPhase } from "../features/onboarding/onboardingState";
import { Link } from "../system/router/router";
import { useAppDispatch, useAppSelector } from "../system/store/hooks";

export type OnboardingPromptProps = {
  /** The page's route; null on the 404 page. */
  route: RouteDef | null;
  pathname: string;
};

/**
 * The onboarding prompt of the showOnboarding page option (spec section 2): a band after the page's
 * content inviting a signed-out visitor who has not started a profile to start one. A route's
 * explicit option wins; otherwise the spec's rule decides (signed out, not home, phase NOT_STARTED).
 * Pages that ask for the call-to-action toast get the toast instead, so nobody is asked twice at
 * once. It sits after the content, not above it, because the phase is only known once the browser's
 * saved state is back: appearing above would push the page down after it was drawn.
 */
export function OnboardingPrompt({ route, pathname }: OnboardingPromptProps) {
  const signedIn = useAppSelector((state) => state.user.currentUser !== null);
  const restored = useAppSelector((state) => state.onboarding.restored);
  const phase = useAppSelector((state) => state.onboarding.phase);
  const dispatch = useAppDispatch();
  if (!restored || route?.page.showOnboardingCTA) return null;
  if (!shouldShowOnboarding(route, { signedIn, pathname, phase })) return null;
  // An explicit showOnboarding: true on a page still has nothing to ask of a finished profile.
  const text = onboardingCtaText(phase);
  if (!text) return null;
  return (
    <section className="onboarding-prompt" aria-label="Your office search">
      <div className="container onboarding-prompt__inner">
        <Link className="btn btn--primary onboarding-prompt__start" to={ONBOARDING_CTA_PATH}>
          {text}
        </Link>
        {/* Saying no is skipping the call to action (SKIPPED_CTA), as closing the toast is. */}
        {phase === "NOT_STARTED" ? (
          <button
            type="button"
            className="btn btn--ghost onboarding-prompt__dismiss"
            onClick={() => dispatch(setPhase("SKIPPED_CTA"))}
          >
            Not now
          </button>
        ) : null}
      </div>
    </section>
  );
}
