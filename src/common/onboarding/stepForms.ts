/*
 * The onboarding steps' forms as posted without scripts (issue 14): the `_form` name of each step's
 * plain form, and the submit buttons that ask for something other than moving on.
 */

export const ONBOARDING_STEP_FORMS = {
  size: "onboardingSize",
  location: "onboardingLocation",
  budget: "onboardingBudget",
  timeframes: "onboardingTimeframes",
  results: "onboardingResults",
} as const;

/** The field a submit button names when it does not mean "Continue". */
export const STEP_INTENT_FIELD = "intent";
/** Location: save the chosen city and come back to the step with its neighbourhoods listed. */
export const SHOW_NEIGHBORHOODS = "showNeighborhoods";
/** Budget: "Skip: my budget is flexible". */
export const SKIP_BUDGET = "skip";
