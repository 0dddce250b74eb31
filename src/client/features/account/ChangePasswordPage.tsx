import { useMutation } from "@apollo/client/react";
import { type FormEvent, useRef, useState } from "react";
import { tokenFreePath } from "../../../common/routes/tokenRoutes";
import { showToast } from "../../layout/toastSlice";
import { Head } from "../../system/head";
import { Link, useNavigate, useSearchParams } from "../../system/router/router";
import { useAppDispatch } from "../../system/store/hooks";
import { FormNotice } from "../../ui/FormNotice";
import { TextField } from "../../ui/TextField";
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid";
import { type AccountError, answerOf, isTokenError, PASSWORD_CHANGED } from "./accountErrors";
import {
  collectErrors,
  type FieldErrors,
  hasErrors,
  newPasswordProblem,
  PASSWORD_RULES,
} from "./accountValidation";
import { ConfirmAccountWithPasswordMutation } from "./confirmAccountWithPasswordMutation";
import { ResetPasswordMutation } from "./resetPasswordMutation";
import { landingPathFor } from "./safeRedirect";
import { useStartSession } from "./useStartSession";

export const changePasswordTitle = "Choose a new password";
export const PASSWORDS_DIFFER = "The passwords don't match.";
export const RESET_FAILURE = "We couldn't change your password right now. Please try again later.";

type Field = "password" | "confirmation";

/** /change-password?token=…: the link of the reset e-mail. Success signs the person in. */
export function ChangePasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() ?? "";
  return (
    <section className="account-page container container--narrow section">
      <Head title={changePasswordTitle} robots="noindex" canonicalPath={tokenFreePath("changePassword")} />
      <div className="account-card">
        <h1 className="account-card__title">Choose a new password</h1>
        {token ? (
          <SetPasswordForm token={token} purpose="reset" />
        ) : (
          <>
            <p>
              This page needs the link from your password reset e-mail. Open the link in the e-mail, or ask
              for a new one.
            </p>
            <p>
              <Link to="/forgot-password" className="btn btn--primary">
                Reset your password
              </Link>
            </p>
          </>
        )}
      </div>
    </section>
  );
}

export const ACCOUNT_CONFIRMED_WITH_PASSWORD = "Your e-mail address is confirmed and your password is set.";

/**
 * A new password and its confirmation, sent with an e-mailed token: a reset link, or a new
 * account's first confirmation (which sets the password the account will use). Success signs in.
 */
export function SetPasswordForm({ token, purpose }: { token: string; purpose: "reset" | "confirm" }) {
  const [resetPassword, reset] = useMutation(ResetPasswordMutation);
  const [confirmWithPassword, confirm] = useMutation(ConfirmAccountWithPasswordMutation);
  const loading = reset.loading || confirm.loading;
  const startSession = useStartSession();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [tokenError, setTokenError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempt);

  function refuse(error: AccountError | null) {
    if (error && isTokenError(error)) {
      setTokenError(error.message);
    } else if (error && (error.field === "password" || error.code === "WEAK_PASSWORD")) {
      setErrors({ password: error.message });
      setAttempt((n) => n + 1);
    } else {
      setFormError(error?.message || RESET_FAILURE);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    setFormError(null);
    const found = collectErrors<Field>({
      password: newPasswordProblem(password),
      confirmation: confirmation === password ? null : PASSWORDS_DIFFER,
    });
    setErrors(found);
    if (hasErrors(found)) {
      setAttempt((n) => n + 1);
      return;
    }
    try {
      const payload =
        purpose === "reset"
          ? answerOf((await resetPassword({ variables: { token, password } })).data, "resetPassword")
              .resetPassword
          : answerOf(
              (await confirmWithPassword({ variables: { token, password } })).data,
              "confirmAccountWithPassword",
            ).confirmAccountWithPassword;
      const user = payload.currentUser;
      if (!user) {
        refuse(payload.error);
        return;
      }
      await startSession(user);
      dispatch(
        showToast({ contents: purpose === "reset" ? PASSWORD_CHANGED : ACCOUNT_CONFIRMED_WITH_PASSWORD }),
      );
      navigate(landingPathFor(user, null), { replace: true });
    } catch (err) {
      console.error(purpose === "reset" ? "resetPassword failed" : "confirmAccountWithPassword failed", err);
      setFormError(RESET_FAILURE);
    }
  }

  if (tokenError) {
    return (
      <>
        <FormNotice tone="error">{tokenError}</FormNotice>
        <p>
          <Link to="/forgot-password" className="btn btn--primary">
            Send me a new link
          </Link>
        </p>
      </>
    );
  }

  return (
    <form ref={formRef} className="account-form" onSubmit={submit} noValidate aria-busy={loading}>
      {formError ? <FormNotice tone="error">{formError}</FormNotice> : null}
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_RULES}
        value={password}
        error={errors.password}
        onChange={(value) => {
          setPassword(value);
          setErrors((e) => ({ ...e, password: undefined }));
        }}
      />
      <TextField
        label="Confirm new password"
        name="confirmation"
        type="password"
        autoComplete="new-password"
        required
        value={confirmation}
        error={errors.confirmation}
        onChange={(value) => {
          setConfirmation(value);
          setErrors((e) => ({ ...e, confirmation: undefined }));
        }}
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={loading}>
        {loading ? "Saving…" : purpose === "reset" ? "Change password" : "Set password and sign in"}
      </button>
    </form>
  );
}
