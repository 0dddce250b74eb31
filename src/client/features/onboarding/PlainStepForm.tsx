import type { ReactNode } from "react";
import { ONBOARDING_STEP_FORMS } from "../../../common/onboarding/stepForms";
import type { FormValues } from "../../ui/form/adoptDomValues";
import { Form } from "../../ui/form/Form";
import { type FormApi, useForm } from "../../ui/form/useForm";
import { ONBOARDING_STEP_PATHS, type OnboardingStep } from "./onboardingRules";

/**
 * A step's plain form (issue 14): what was posted and refused, or else the draft, with the errors
 * the server put next to the fields. It only ever runs without scripts (inside `<noscript>`), so the
 * browser posts it and nothing here handles a submit.
 */
export function usePlainStepForm<V extends FormValues>(step: OnboardingStep, initialValues: V): FormApi<V> {
  return useForm<V>({ name: ONBOARDING_STEP_FORMS[step], initialValues, onSubmit: () => undefined });
}

/** `<form method="post">` to the step's own address, naming the step's form. */
export function PlainStepForm<V extends FormValues>({
  step,
  form,
  className = "onboarding-form",
  children,
}: {
  step: OnboardingStep;
  form: FormApi<V>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form form={form} action={ONBOARDING_STEP_PATHS[step]} className={className}>
      {children}
    </Form>
  );
}
