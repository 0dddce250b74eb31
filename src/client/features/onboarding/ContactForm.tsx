import { type FormEvent, useId, useRef, useState } from "react";
import { useAppDispatch, useAppSelector } from "../../system/store/hooks";
import { FormNotice } from "../../ui/FormNotice";
import { TextField } from "../../ui/TextField";
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid";
import {
  collectErrors,
  emailProblem,
  type FieldErrors,
  hasErrors,
  newPasswordProblem,
  PASSWORD_RULES,
  phoneProblem,
  requiredProblem,
} from "../account/accountValidation";
import { openSignInModal } from "../account/signInModalSlice";
import type { OnboardingError } from "./onboardingProfileFields";
import { type ContactField, setContactField } from "./onboardingSlice";
import { StepProblem } from "./StepProblem";
import { COMPLETE_FAILURE, type CompletionOutcome } from "./useCompleteOnboarding";

type Field = ContactField | "password";
const FORM_FIELDS: readonly string[] = [
  "name",
  "companyName",
  "email",
  "phone",
  "renterComments",
  "password",
];

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
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [problem, setProblem] = useState<OnboardingError | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [takenEmail, setTakenEmail] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const commentsId = useId();
  useFocusFirstInvalid(formRef, attempt);

  function set(field: ContactField) {
    return (value: string) => {
      dispatch(setContactField({ field, value }));
      setErrors((e) => ({ ...e, [field]: undefined }));
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setProblem(null);
    setFailure(null);
    setTakenEmail(null);
    const found = collectErrors<Field>({
      name: requiredProblem(profile.name, "Enter your name."),
      companyName: null,
      email: emailProblem(profile.email),
      phone: phoneProblem(profile.phone),
      renterComments: null,
      password: newPasswordProblem(password),
    });
    setErrors(found);
    if (hasErrors(found)) {
      setAttempt((n) => n + 1);
      return;
    }
    const outcome = await complete(password);
    if (outcome.kind === "failed") setFailure(COMPLETE_FAILURE);
    if (outcome.kind !== "refused") return;
    const { error } = outcome;
    if (error.code === "EMAIL_TAKEN") {
      setTakenEmail(profile.email.trim());
      dispatch(openSignInModal({ prefillEmail: profile.email.trim() }));
    } else if (error.field && FORM_FIELDS.includes(error.field)) {
      setErrors({ [error.field]: error.message });
      setAttempt((n) => n + 1);
    } else {
      setProblem(error);
    }
  }

  return (
    <form
      ref={formRef}
      className="account-form onboarding-contact"
      onSubmit={submit}
      noValidate
      aria-busy={sending}
    >
      {failure ? <FormNotice tone="error">{failure}</FormNotice> : null}
      {problem ? <StepProblem error={problem} /> : null}
      {takenEmail ? (
        <FormNotice tone="error">
          It looks like you already have an account.{" "}
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
      <div className="account-form__row">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={profile.name}
          error={errors.name}
          onChange={set("name")}
        />
        <TextField
          label="Company"
          name="companyName"
          autoComplete="organization"
          optional
          value={profile.companyName}
          error={errors.companyName}
          onChange={set("companyName")}
        />
      </div>
      <div className="account-form__row">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={profile.email}
          error={errors.email}
          onChange={set("email")}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          optional
          value={profile.phone}
          error={errors.phone}
          onChange={set("phone")}
        />
      </div>
      <CommentsField
        id={commentsId}
        value={profile.renterComments}
        error={errors.renterComments}
        onChange={set("renterComments")}
      />
      <TextField
        label="Choose a password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={`${PASSWORD_RULES} It opens your tourbook, where your broker shares spaces with you.`}
        value={password}
        error={errors.password}
        onChange={(value) => {
          setPassword(value);
          setErrors((e) => ({ ...e, password: undefined }));
        }}
      />
      <button type="submit" className="btn btn--primary btn--large" disabled={sending}>
        {sending ? "Sending your profile…" : "Create my account and send my profile"}
      </button>
      <p className="account-form__aside">
        Already have an account?{" "}
        <button type="button" className="link-button" onClick={() => dispatch(openSignInModal())}>
          Sign in
        </button>{" "}
        and send your profile from it.
      </p>
    </form>
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
