import type { OnboardingPhase } from "../../../common/enums";
import { site } from "../../../common/site";

/*
 * The onboarding call-to-action toast's texts (spec section 2). This file is in the first load of
 * every page that asks for the toast, so it imports nothing heavier than the site name.
 */

export const ONBOARDING_CTA_PATH = "/profile/size";

/** The call-to-action for a phase; null once the profile is complete (there is nothing to ask). */
export function onboardingCtaText(phase: OnboardingPhase): string | null {
  switch (phase) {
    case "NOT_STARTED":
      return `Start your office search with ${site.name} now ›`;
    case "SKIPPED_CTA":
      return "Create a profile to get a customized tour of office spaces ›";
    case "IN_PROGRESS":
      return "Finish creating your profile to get a customized tour of office spaces ›";
    default:
      return null;
  }
}
