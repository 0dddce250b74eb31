import { isBroker, type Policy, publicAccess } from "./policy";

/**
 * The profile is for renters and visitors, so anyone may call these. Which profile is the `profile`
 * rules' decision once it is loaded (a visitor's by its onboardingId, only while no account owns
 * it; a signed-in user's own), so another person's profile is never read or written.
 */
export const onboardingProfileReadPolicy = publicAccess("onboarding.read");
export const onboardingProfileSavePolicy = publicAccess("onboarding.save");

/**
 * Visitors (who get an account) and signed-in clients. Brokers and admins are refused here already:
 * no profile of theirs could pass the `complete` rule, so they need not wait for a load to hear it.
 */
export const completeOnboardingPolicy: Policy = {
  name: "onboarding.complete",
  allows: (viewer) => !isBroker(viewer),
};
