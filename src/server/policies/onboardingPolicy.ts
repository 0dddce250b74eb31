import { isBroker, type Policy } from "./policy";

/**
 * The profile is for renters and visitors. Anyone may read or save one; which profile is checked
 * per object by the service (a visitor's by its onboardingId, only while no account owns it; a
 * signed-in user's by their session), so another person's profile can never be written.
 */
export const onboardingProfileReadPolicy: Policy = { name: "onboarding.read", allows: () => true };
export const onboardingProfileSavePolicy: Policy = { name: "onboarding.save", allows: () => true };

/**
 * Visitors (who get an account) and signed-in clients. Brokers and admins are refused: their latest
 * campaign is one they run for a client, whose requirements are not theirs to overwrite this way.
 */
export const completeOnboardingPolicy: Policy = {
  name: "onboarding.complete",
  allows: (viewer) => !isBroker(viewer),
};
