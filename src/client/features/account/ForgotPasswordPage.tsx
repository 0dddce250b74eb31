import { useMutation } from "@apollo/client/react";
import { type FormEvent, useRef, useState } from "react";
import { normalizeEmail } from "../../../common/format/email";
import { Head } from "../../system/head";
import { Link } from "../../system/router/router";
import { FormNotice } from "../../ui/FormNotice";
import { TextField } from "../../ui/TextField";
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid";
import { answerOf } from "./accountErrors";
import { emailProblem } from "./accountValidation";
import { RequestPasswordResetMutation } from "./requestPasswordResetMutation";

export const forgotPasswordTitle = "Forgot password";
export const RESET_REQUEST_FAILURE = "We couldn't send the link right now. Please try again later.";

/** The same answer whether or not the address has an account, so the page reveals nobody's. */
export function resetLinkSentMessage(email: string): string {
  return `If an account exists for ${email}, we've sent a link to reset your password. It expires in 1 hour.`;
}

export function ForgotPasswordPage() {
  const [requestReset, { loading }] = useMutation(RequestPasswordResetMutation);
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempt);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    setFormError(null);
    const problem = emailProblem(email);
    setEmailError(problem);
    if (problem) {
      setAttempt((n) => n + 1);
      return;
    }
    const address = normalizeEmail(email);
    try {
      const { data } = await requestReset({ variables: { email: address } });
      const error = answerOf(data, "requestPasswordReset").requestPasswordReset.error;
      if (error?.field === "email") {
        setEmailError(error.message);
        setAttempt((n) => n + 1);
      } else if (error) {
        // THROTTLED and the like: the server's words.
        setFormError(error.message);
      } else {
        setSentTo(address);
      }
    } catch (err) {
      console.error("requestPasswordReset failed", err);
      setFormError(RESET_REQUEST_FAILURE);
    }
  }

  return (
    <section className="account-page container container--narrow section">
      <Head title={forgotPasswordTitle} robots="noindex" />
      <div className="account-card">
        <h1 className="account-card__title">Forgot your password?</h1>
        {sentTo ? (
          <>
            <FormNotice tone="success">{resetLinkSentMessage(sentTo)}</FormNotice>
            <p className="text-muted">
              Nothing arrived? Check your spam folder, or{" "}
              <button type="button" className="link-button" onClick={() => setSentTo(null)}>
                try another address
              </button>
              .
            </p>
            <p>
              <Link to="/sign-in">Back to sign in</Link>
            </p>
          </>
        ) : (
          <form ref={formRef} className="account-form" onSubmit={submit} noValidate aria-busy={loading}>
            <p className="text-muted">
              Enter the e-mail address of your account and we'll send you a link to choose a new password.
            </p>
            {formError ? <FormNotice tone="error">{formError}</FormNotice> : null}
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              error={emailError}
              onChange={(value) => {
                setEmail(value);
                setEmailError(null);
              }}
            />
            <button type="submit" className="btn btn--primary btn--block" disabled={loading}>
              {loading ? "Sending…" : "Send reset link"}
            </button>
            <p className="account-form__aside">
              <Link to="/sign-in">Back to sign in</Link>
            </p>
          </form>
        )}
      </div>
    </section>
  );
}
