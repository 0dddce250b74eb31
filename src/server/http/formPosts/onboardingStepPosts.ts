import { phaseAfterContinue } from "../../../common/onboarding/profileRules";
import { ONBOARDING_STEP_FORMS } from "../../../common/onboarding/stepForms";
import {
  LAST_SCREEN_INDEX,
  nextPagePath,
  ONBOARDING_STEP_PATHS,
  type OnboardingStep,
  stepIndex,
} from "../../../common/onboarding/steps";
import { type FormPostHandler, refused } from "./formPostTypes";
import { type DraftInput, readDraft, saveDraft } from "./onboardingDraft";
import {
  budgetReader,
  locationReader,
  type StepReader,
  sizeReader,
  timeframesReader,
} from "./onboardingStepReaders";

/** Shown above a step's plain form when saving it failed (the scripted steps save in the background). */
export const SAVE_FAILURE = "We couldn't save your profile right now. Please try again in a moment.";

type PlainStep = Exclude<OnboardingStep, "results">;

/**
 * One step's plain form posted without scripts (issue 14), as the scripted `useContinue`: the
 * step's fields merged into the stored draft (every other field kept), the phase IN_PROGRESS (a
 * completed profile stays so), the furthest screen grown, saved through saveOnboardingProfile, the
 * draft cookie set, and 303 to the next step. `fieldOf` names the form field a save refusal of a
 * profile field belongs next to; others show above the form.
 */
function stepPost(step: PlainStep, fieldOf: Record<string, string>, read: StepReader): FormPostHandler {
  const form = ONBOARDING_STEP_FORMS[step];
  const path = ONBOARDING_STEP_PATHS[step];
  return {
    route: "onboardingStep",
    form,
    failure: SAVE_FAILURE,
    accepts: (params) => params.step === step,
    async handle(input) {
      const draft = await readDraft(input.context);
      const reading = await read(input, draft);
      if ("errors" in reading) return refused(form, input.fields, reading.errors);
      const moving = !reading.stay;
      const reached = moving ? Math.min(stepIndex(step) + 1, LAST_SCREEN_INDEX) : 0;
      const merged: DraftInput = {
        ...draft,
        ...reading.patch,
        phase: moving ? phaseAfterContinue(draft.phase) : draft.phase,
        lastActiveScreenIndex: Math.max(draft.lastActiveScreenIndex ?? 0, reached),
      };
      const error = await saveDraft(input, merged);
      if (error) {
        const status = error.code === "THROTTLED" ? 429 : 400;
        const field = error.field ? fieldOf[error.field] : undefined;
        if (field) return refused(form, input.fields, { [field]: error.message }, null, status);
        return refused(form, input.fields, {}, error.message || SAVE_FAILURE, status);
      }
      return { redirect: moving ? nextPagePath(path, merged.lastActiveScreenIndex ?? 0) : path };
    },
  };
}

export const onboardingStepPosts: FormPostHandler[] = [
  stepPost("size", { numEmployees: "numEmployees", psfPerEmployee: "psfPerEmployee" }, sizeReader),
  stepPost("location", { city: "marketId" }, locationReader),
  stepPost("budget", { budgetPsf: "budgetPsf", budgetMonthly: "budgetMonthly" }, budgetReader),
  stepPost("timeframes", { leaseTerm: "leaseTerm", moveInDate: "moveInDate" }, timeframesReader),
];
