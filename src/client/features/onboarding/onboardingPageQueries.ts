import { type ScreenInput, screenQuery } from "../../system/screenData";
import { OnboardingDraftQuery } from "./onboardingDraftQuery";

/**
 * The onboarding pages' one declared query: the draft the plain forms inside `<noscript>` render
 * (issue 14). The scripted steps read the browser's own profile and never ask for it.
 */
export function onboardingPageQueries({ params }: Pick<ScreenInput, "params">) {
  return { draft: screenQuery(OnboardingDraftQuery, { location: params.step === "location" }) };
}
