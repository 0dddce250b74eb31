import { useId, useState } from "react";
import { ACCOUNT_EXISTS, COMPLETE_FAILURE } from "../../../common/onboarding/completionTexts";
import { ONBOARDING_CONTACT_RULES } from "../../../common/onboarding/contactRules";
import { PASSWORD_RULES } from "../../../common/validation/rules";
import { useAppDispatch, useAppSelector } from "../../system/store/hooks";
import { FormNotice } from "../../ui/FormNotice";
import { Form } from "../../ui/form/Form";
import { type FormApi, useForm } from "../../ui/form/useForm";
import { TextField } from "../../ui/TextField";
import { openSignInModal } from "../account/signInModalSlice";
import type { OnboardingError } from "./onboardingProfileFields";
import { type ContactField, setContactField } from "./onboardingSlice";
import { StepProblem } from "./StepProblem";
import type { CompletionOutcome } from "./useCompleteOnboarding";

export type ContactValues = Record<ContactField | "password", string>;

export const SEND_LABEL = "Create my account and send my profile";

/** Who the visitor is and their password: the fields of this form and of the plain one (no scripts). */
export function ContactFields({ form }: { form: FormApi<ContactValues> }) {
  const commentsId = useId();
  return (
    <>
      <div className="account-form__row">
        <TextField label="Name" autoComplete="name" required {...form.field("name")} />
        <TextField label="Company" autoComplete="organization" optional {...form.field("companyName")} />
      </div>
      <div className="account-form__row">
        <TextField label="Email" type="email" autoComplete="email" required {...form.field("email")} />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          optional
          {...form.field("phone")}
        />
      </div>
      <CommentsField id={commentsId} {...form.field("renterComments")} />
      <TextField
        label="Choose a password"
        type="password"
        autoComplete="new-password"
        required
        hint={`${PASSWORD_RULES} It opens your tourbook, where your broker shares spaces with you.`}
        {...form.field("password")}
      />
    </>
  );
}

/**
 * The visitor's last step: who they are and a password, which creates their client account and
 * sends the profile to a broker in one go. What they type (but the password) stays in the profile.
 */
export function ContactForm({
  complete,
  sending,
}: {
  complete: (password: string | null) => Promise<CompletionOutcome>;
  sending: boolean;
}) {
  const profile = useAppSelector((s) => s.onboarding);
  const dispatch = useAppDispatch();
  const [problem, setProblem] = useState<OnboardingError | null>(null);
  const [takenEmail, setTakenEmail] = useState<string | null>(null);
  const form = useForm<ContactValues>({
    initialValues: {
      name: profile.name,
      companyName: profile.companyName,
      email: profile.email,
      phone: profile.phone,
      renterComments: profile.renterComments,
      password: "",
    },
    rules: ONBOARDING_CONTACT_RULES,
    busy: sending,
    // The profile keeps every field but the password, so a reload or a later visit still has them.
    onValueChange: (field, value) => {
      if (field !== "password") dispatch(setContactField({ field, value }));
    },
    onSubmit: async (values, api) => {
      setProblem(null);
      setTakenEmail(null);
      const outcome = await complete(values.password);
      if (outcome.kind === "failed") api.setFormError(COMPLETE_FAILURE);
      if (outcome.kind !== "refused") return;
      const { error } = outcome;
      if (error.code === "EMAIL_TAKEN") {
        setTakenEmail(values.email.trim());
        dispatch(openSignInModal({ prefillEmail: values.email.trim() }));
      } else if (api.showServerErrors([error]).length) {
        setProblem(error);
      }
    },
  });

  return (
    <Form form={form} className="account-form onboarding-contact">
      {problem ? <StepProblem error={problem} /> : null}
      {takenEmail ? (
        <FormNotice tone="error">
          {ACCOUNT_EXISTS}{" "}
          <button
            type="button"
            className="link-button"
            onClick={() => dispatch(openSignInModal({ prefillEmail: takenEmail }))}
          >
            Sign in
          </button>{" "}
          to send your profile from it.
        </FormNotice>
      ) : null}
      <ContactFields form={form} />
      <button type="submit" className="btn btn--primary btn--large" disabled={sending}>
        {sending ? "Sending your profile…" : SEND_LABEL}
      </button>
      <p className="account-form__aside">
        Already have an account?{" "}
        <button type="button" className="link-button" onClick={() => dispatch(openSignInModal())}>
          Sign in
        </button>{" "}
        and send your profile from it.
      </p>
    </Form>
  );
}

/** Free text for the broker; kept in the profile as it is typed. */
export function CommentsField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error?: string | null;
  onChange: (value: string) => void;
  name?: string;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Anything else your broker should know?<span className="field__optional"> (optional)</span>
      </label>
      <textarea
        id={id}
        name="renterComments"
        className="input onboarding-contact__comments"
        rows={3}
        maxLength={2000}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
