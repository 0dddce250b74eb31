import { type FormEvent, useId } from "react";
import {
  LEASE_TERM_LABELS,
  LEASE_TERMS,
  type LeaseTerm,
  MOVE_IN_TIMEFRAME_LABELS,
  MOVE_IN_TIMEFRAMES,
  type MoveInTimeframe,
} from "../../../common/enums";
import { useAppDispatch, useAppSelector } from "../../system/store/hooks";
import { Choices } from "./Choices";
import { canContinue } from "./onboardingRules";
import { setTimeframes } from "./onboardingSlice";
import { StepActions, StepLayout } from "./StepLayout";
import { useContinue } from "./useStepNavigation";

export const TIMEFRAMES_TITLE = "When do you need it, and for how long?";
export const TIMEFRAMES_INTRO = "Rough answers are fine; your broker will fine-tune them.";

/** The two radio groups; without `onChange` they belong to the plain form (no scripts). */
export function TimeframeChoices({
  leaseTerm,
  moveInDate,
  errors = {},
  onChange,
}: {
  leaseTerm: LeaseTerm | null;
  moveInDate: MoveInTimeframe | null;
  errors?: { leaseTerm?: string; moveInDate?: string };
  onChange?: (change: { leaseTerm?: LeaseTerm; moveInDate?: MoveInTimeframe }) => void;
}) {
  return (
    <>
      <Choices<LeaseTerm>
        legend="Lease term"
        name="leaseTerm"
        values={LEASE_TERMS}
        labels={LEASE_TERM_LABELS}
        selected={leaseTerm}
        error={errors.leaseTerm}
        onSelect={onChange && ((value) => onChange({ leaseTerm: value }))}
      />
      <Choices<MoveInTimeframe>
        legend="Move-in"
        name="moveInDate"
        values={MOVE_IN_TIMEFRAMES}
        labels={MOVE_IN_TIMEFRAME_LABELS}
        selected={moveInDate}
        error={errors.moveInDate}
        onSelect={onChange && ((value) => onChange({ moveInDate: value }))}
      />
    </>
  );
}

/** Timeframes: lease term and move-in, from the spec's enumerations; both are needed to go on. */
export function TimeframesStep() {
  const profile = useAppSelector((s) => s.onboarding);
  const dispatch = useAppDispatch();
  const goOn = useContinue("timeframes");
  const noteId = useId();
  const allowed = canContinue("timeframes", profile);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (allowed) goOn();
  }

  return (
    <StepLayout title={TIMEFRAMES_TITLE} intro={TIMEFRAMES_INTRO}>
      <form className="onboarding-form" onSubmit={submit} noValidate>
        <TimeframeChoices
          leaseTerm={profile.leaseTerm}
          moveInDate={profile.moveInDate}
          onChange={(change) => dispatch(setTimeframes(change))}
        />
        {allowed ? null : (
          <p id={noteId} className="onboarding-form__total">
            Choose a lease term and a move-in time to continue.
          </p>
        )}
        <StepActions step="timeframes" disabled={!allowed} describedBy={allowed ? undefined : noteId} />
      </form>
    </StepLayout>
  );
}
