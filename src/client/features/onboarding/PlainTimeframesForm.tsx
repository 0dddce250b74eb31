import { LEASE_TERMS, type LeaseTerm, MOVE_IN_TIMEFRAMES, type MoveInTimeframe } from "../../../common/enums";
import type { OnboardingState } from "./onboardingState";
import { PlainStepForm, usePlainStepForm } from "./PlainStepForm";
import { StepActions, StepLayout } from "./StepLayout";
import { TIMEFRAMES_INTRO, TIMEFRAMES_TITLE, TimeframeChoices } from "./TimeframesStep";

function oneOf<T extends string>(values: readonly T[], value: string): T | null {
  return values.find((v) => v === value) ?? null;
}

/** Timeframes without scripts: the same radio groups, posted to the server. */
export function PlainTimeframesForm({ state }: { state: OnboardingState }) {
  const form = usePlainStepForm("timeframes", {
    leaseTerm: state.leaseTerm ?? "",
    moveInDate: state.moveInDate ?? "",
  });
  return (
    <StepLayout title={TIMEFRAMES_TITLE} intro={TIMEFRAMES_INTRO}>
      <PlainStepForm step="timeframes" form={form}>
        <TimeframeChoices
          leaseTerm={oneOf<LeaseTerm>(LEASE_TERMS, form.values.leaseTerm)}
          moveInDate={oneOf<MoveInTimeframe>(MOVE_IN_TIMEFRAMES, form.values.moveInDate)}
          errors={form.errors}
        />
        <StepActions step="timeframes" />
      </PlainStepForm>
    </StepLayout>
  );
}
