import { type FormEvent, useState } from "react";
import { formatThousands } from "../../../common/format/numbers";
import { budgetAmountProblem } from "../../../common/onboarding/stepRules";
import { MONEY_INVALID } from "../../../common/validation/rules";
import { Link } from "../../system/router/router";
import { useAppDispatch, useAppSelector } from "../../system/store/hooks";
import { FormNotice } from "../../ui/FormNotice";
import { MoneyField } from "./MoneyField";
import { ONBOARDING_STEP_PATHS } from "./onboardingRules";
import { setBudgetMonthly, setBudgetPsf } from "./onboardingSlice";
import { StepActions, StepLayout } from "./StepLayout";
import { useContinue } from "./useStepNavigation";

export const BUDGET_TITLE = "What would you like to spend?";
export const BUDGET_INTRO =
  "Rent is quoted per square foot a year. Change either figure and we work out the other.";
export const PSF_LABEL = "Per square foot, per year ($)";
export const MONTHLY_LABEL = "Per month ($)";
export const SKIP_LABEL = "Skip: my budget is flexible";

export function monthlyHint(totalSquareFeet: number): string | undefined {
  return totalSquareFeet > 0 ? `For about ${formatThousands(totalSquareFeet)} sf.` : undefined;
}

/** Without a size a monthly figure means nothing; without an amount the budget is flexible. */
export function BudgetNotices({ noSize, flexible }: { noSize: boolean; flexible: boolean }) {
  return (
    <>
      {noSize ? (
        <FormNotice tone="info">
          <Link to={ONBOARDING_STEP_PATHS.size}>Tell us your team size</Link> to see what a budget per square
          foot means each month.
        </FormNotice>
      ) : null}
      {flexible ? (
        <FormNotice tone="info">Your budget is flexible. Enter an amount to set one.</FormNotice>
      ) : null}
    </>
  );
}

/**
 * Budget: a yearly rent per square foot and a monthly figure, kept in step by the spec's formulas
 * (monthly = psf × sf / 12 rounded up; psf = 12 × monthly / sf rounded). It may be skipped: the
 * budget is then Flexible.
 */
export function BudgetStep() {
  const { budgetPsf, budgetMonthly, totalSquareFeet } = useAppSelector((s) => s.onboarding);
  const dispatch = useAppDispatch();
  const goOn = useContinue("budget");
  const [psfProblem, setPsfProblem] = useState<string | null>(null);
  const [monthlyProblem, setMonthlyProblem] = useState<string | null>(null);
  const [invalid, setInvalid] = useState({ psf: false, monthly: false });
  const noSize = totalSquareFeet <= 0;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (invalid.psf || invalid.monthly) {
      setPsfProblem(invalid.psf ? MONEY_INVALID : null);
      setMonthlyProblem(invalid.monthly ? MONEY_INVALID : null);
      return;
    }
    // Both fields left empty is the same as skipping: a flexible budget.
    goOn();
  }

  function skip() {
    dispatch(setBudgetPsf(null));
    goOn();
  }

  return (
    <StepLayout title={BUDGET_TITLE} intro={BUDGET_INTRO}>
      <form className="onboarding-form" onSubmit={submit} noValidate>
        <BudgetNotices noSize={noSize} flexible={budgetPsf === null} />
        <div className="onboarding-form__row">
          <MoneyField
            label={PSF_LABEL}
            name="budgetPsf"
            value={budgetPsf}
            error={psfProblem}
            onChange={(value, _valid, text) => {
              setPsfProblem(null);
              const invalid = budgetAmountProblem(text) !== null;
              setInvalid((v) => ({ ...v, psf: invalid }));
              if (!invalid) dispatch(setBudgetPsf(value));
            }}
          />
          <MoneyField
            label={MONTHLY_LABEL}
            name="budgetMonthly"
            value={budgetPsf === null ? null : budgetMonthly}
            hint={monthlyHint(totalSquareFeet)}
            error={monthlyProblem}
            onChange={(value, _valid, text) => {
              setMonthlyProblem(null);
              const invalid = budgetAmountProblem(text) !== null;
              setInvalid((v) => ({ ...v, monthly: invalid }));
              if (!invalid) dispatch(setBudgetMonthly(value));
            }}
          />
        </div>
        <StepActions
          step="budget"
          extra={
            <button type="button" className="btn btn--ghost" onClick={skip}>
              {SKIP_LABEL}
            </button>
          }
        />
      </form>
    </StepLayout>
  );
}
