import type { OnboardingState } from "./onboardingState";
import { PlainStepForm, usePlainStepForm } from "./PlainStepForm";
import { SIZE_INTRO, SIZE_TITLE, SizeFields } from "./SizeStep";
import { StepActions, StepLayout } from "./StepLayout";

/** Size without scripts: the same two fields, posted to the server. */
export function PlainSizeForm({ state }: { state: OnboardingState }) {
  const form = usePlainStepForm("size", {
    numEmployees: state.numEmployees === null ? "" : String(state.numEmployees),
    psfPerEmployee: String(state.psfPerEmployee),
  });
  return (
    <StepLayout title={SIZE_TITLE} intro={SIZE_INTRO}>
      <PlainStepForm step="size" form={form}>
        <SizeFields
          seats={form.field("numEmployees")}
          psf={form.field("psfPerEmployee")}
          totalSquareFeet={state.totalSquareFeet}
        />
        <StepActions step="size" />
      </PlainStepForm>
    </StepLayout>
  );
}
