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
import { canContinue } from "./onboardingRules";
import { setTimeframes } from "./onboardingSlice";
import { StepActions, StepLayout } from "./StepLayout";
import { useContinue } from "./useStepNavigation";

function Choices<T extends string>({
  legend,
  name,
  values,
  labels,
  selected,
  onSelect,
}: {
  legend: string;
  name: string;
  values: readonly T[];
  labels: Readonly<Record<T, string>>;
  selected: T | null;
  onSelect: (value: T) => void;
}) {
  return (
    <fieldset className="choice-group">
      <legend className="choice-group__legend">{legend}</legend>
      <div className="choice-group__options">
        {values.map((value) => (
          <label key={value} className="choice">
            <input
              type="radio"
              name={name}
              value={value}
              checked={selected === value}
              onChange={() => onSelect(value)}
            />
            <span className="choice__label">{labels[value]}</span>
          </label>
        ))}
      </div>
    </fieldset>
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
    <StepLayout
      title="When do you need it, and for how long?"
      intro="Rough answers are fine; your broker will fine-tune them."
    >
      <form className="onboarding-form" onSubmit={submit} noValidate>
        <Choices<LeaseTerm>
          legend="Lease term"
          name="leaseTerm"
          values={LEASE_TERMS}
          labels={LEASE_TERM_LABELS}
          selected={profile.leaseTerm}
          onSelect={(leaseTerm) => dispatch(setTimeframes({ leaseTerm }))}
        />
        <Choices<MoveInTimeframe>
          legend="Move-in"
          name="moveInDate"
          values={MOVE_IN_TIMEFRAMES}
          labels={MOVE_IN_TIMEFRAME_LABELS}
          selected={profile.moveInDate}
          onSelect={(moveInDate) => dispatch(setTimeframes({ moveInDate }))}
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
