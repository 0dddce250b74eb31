import { useEffect } from "react";
import { ONBOARDING_CTA_PATH, onboardingCtaText } from "../features/onboarding/onboardingCta";
import { useAppDispatch, useAppSelector, useAppStore } from "../system/store/hooks";
import { hideToastFrom, ONBOARDING_CTA_SOURCE, showToast } from "./toastSlice";

export type OnboardingCtaProps = {
  /** The route's showOnboardingCTA page option. */
  enabled: boolean;
  /** Changes when the page does (the route id): the toast is shown once per page. */
  pageKey: string;
};

/**
 * The onboarding call-to-action (spec section 2): on pages that ask for it, a signed-out visitor
 * gets a toast linking to /profile/size, worded by their onboarding phase. It hides itself like any
 * toast, and is hidden again when the page conditions change (another page, signing in). Part of
 * every page's first load, so it stays this small.
 */
export function OnboardingCta({ enabled, pageKey }: OnboardingCtaProps) {
  const signedIn = useAppSelector((state) => state.user.currentUser !== null);
  // The stored phase arrives after hydration; deciding before it would show the wrong words.
  const restored = useAppSelector((state) => state.onboarding.restored);
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const active = enabled && restored && !signedIn;

  // biome-ignore lint/correctness/useExhaustiveDependencies: pageKey is the trigger; the phase is read when showing, so dismissing (which changes it) does not show the toast again.
  useEffect(() => {
    if (!active) return;
    const contents = onboardingCtaText(store.getState().onboarding.phase);
    if (!contents) return;
    dispatch(showToast({ contents, href: ONBOARDING_CTA_PATH, source: ONBOARDING_CTA_SOURCE }));
    return () => {
      dispatch(hideToastFrom(ONBOARDING_CTA_SOURCE));
    };
  }, [active, pageKey, dispatch, store]);

  return null;
}
