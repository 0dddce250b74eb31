import { type FormEvent, useRef, useState } from "react";
import { site } from "../../../common/site";
import { FormNotice } from "../../ui/FormNotice";
import { TextField } from "../../ui/TextField";
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid";
import { emailProblem } from "./accountValidation";

export type SignInModalFormProps = {
  prefillEmail: string | null;
  pending: boolean;
  /** The failure or the existing-account hint; see selectSignInModalNotice. */
  notice: string | null;
  noticeIsError: boolean;
  onSubmit: (email: string, password: string) => void;
  /** Shown as the "Create Account" link when given. */
  onCreateAccount?: () => void;
};

export function SignInModalForm({
  prefillEmail,
  pending,
  notice,
  noticeIsError,
  onSubmit,
  onCreateAccount,
}: SignInModalFormProps) {
  const [email, setEmail] = useState(prefillEmail ?? "");
  const [password, setPassword] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempt);

  const incomplete = email.trim() === "" || password === "";

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || incomplete) return;
    const problem = emailProblem(email);
    setEmailError(problem);
    if (problem) {
      setAttempt((n) => n + 1);
      return;
    }
    onSubmit(email, password);
  }

  return (
    <form ref={formRef} className="account-form" onSubmit={submit} noValidate aria-busy={pending}>
      <p className="sign-in-modal__subheading">Sign in to proceed</p>
      {notice ? <FormNotice tone={noticeIsError ? "error" : "info"}>{notice}</FormNotice> : null}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        error={emailError}
        autoFocusInModal={!prefillEmail}
        onChange={(value) => {
          setEmail(value);
          setEmailError(null);
        }}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        autoFocusInModal={!!prefillEmail}
        onChange={setPassword}
      />
      <p className="account-form__aside">
        <a href="/forgot-password" target="_blank" rel="noopener">
          Forgot Password?
        </a>
      </p>
      <button type="submit" className="btn btn--primary btn--block" disabled={incomplete || pending}>
        {pending ? (
          <>
            SIGNING IN
            <span className="loading-dots" aria-hidden="true">
              <span>.</span>
              <span>.</span>
              <span>.</span>
            </span>
          </>
        ) : (
          "SIGN IN"
        )}
      </button>
      {/* The dots are decorative; this tells screen readers the request is running. */}
      <span className="visually-hidden" role="status">
        {pending ? "Signing in, please wait." : ""}
      </span>
      {onCreateAccount ? (
        <p className="sign-in-modal__switch">
          New to {site.name}?{" "}
          <button type="button" className="link-button" onClick={onCreateAccount}>
            Create Account
          </button>
        </p>
      ) : null}
    </form>
  );
}
