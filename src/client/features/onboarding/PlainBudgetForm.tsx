import { useId } from "react";
import { FORM_NAME_FIELD } from "../../../common/forms/postedForm";
import { SKIP_BUDGET, STEP_INTENT_FIELD } from "../../../common/onboarding/stepForms";
import { TextField } from "../../ui/TextField";
import {
  BUDGET_INTRO,
  BUDGET_TITLE,
  BudgetNotices,
  MONTHLY_LABEL,
  monthlyHint,
  PSF_LABEL,
  SKIP_LABEL,
} from "./BudgetStep";
import { amountText } from "./numberInput";
import { ONBOARDING_STEP_PATHS } from "./onboardingRules";
import type { OnboardingState } from "./onboardingState";
import { PlainStepForm, usePlainStepForm } from "./PlainStepForm";
import { StepActions, StepLayout } from "./StepLayout";

/**
 * Budget without scripts: both figures are posted and the server works out the one left unchanged
 * (or left empty). "Skip" belongs to a form of its own, so Enter in a figure means Continue.
 */
export function PlainBudgetForm({ state }: { state: OnboardingState }) {
  const skipFormId = useId();
  const flexible = state.budgetPsf === null;
  const form = usePlainStepForm("budget", {
    budgetPsf: amountText(state.budgetPsf),
    budgetMonthly: amountText(flexible ? null : state.budgetMonthly),
  });
  return (
    <StepLayout title={BUDGET_TITLE} intro={BUDGET_INTRO}>
      <PlainStepForm step="budget" form={form}>
        <BudgetNotices noSize={state.totalSquareFeet <= 0} flexible={flexible} />
        <div className="onboarding-form__row">
          <TextField label={PSF_LABEL} autoComplete="off" inputMode="decimal" {...form.field("budgetPsf")} />
          <TextField
            label={MONTHLY_LABEL}
            autoComplete="off"
            inputMode="decimal"
            hint={monthlyHint(state.totalSquareFeet)}
            {...form.field("budgetMonthly")}
          />
        </div>
        <StepActions
          step="budget"
          extra={
            <button type="submit" form={skipFormId} className="btn btn--ghost">
              {SKIP_LABEL}
            </button>
          }
        />
      </PlainStepForm>
      <form id={skipFormId} method="post" action={ONBOARDING_STEP_PATHS.budget} hidden>
        <input type="hidden" name={FORM_NAME_FIELD} value={form.name} />
        <input type="hidden" name={STEP_INTENT_FIELD} value={SKIP_BUDGET} />
      </form>
    </StepLayout>
  );
}
