import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import {
  type AccountError,
  answerOf,
  isTokenError,
  PASSWORD_CHANGED,
  PASSWORDS_DIFFER,
  RESET_FAILURE,
} from "../../../common/account/accountErrors";
import { landingPathFor } from "../../../common/account/landing";
import { tokenFreePath } from "../../../common/routes/tokenRoutes";
import { newPassword, PASSWORD_RULES } from "../../../common/validation/rules";
import { showToast } from "../../layout/toastSlice";
import { Head } from "../../system/head";
import { Link, useNavigate, useSearchParams } from "../../system/router/router";
import { useAppDispatch } from "../../system/store/hooks";
import { FormNotice } from "../../ui/FormNotice";
import { Form } from "../../ui/form/Form";
import { usePostedForm } from "../../ui/form/postedForm";
import { useForm } from "../../ui/form/useForm";
import { TextField } from "../../ui/TextField";
import { ConfirmAccountWithPasswordMutation } from "./confirmAccountWithPasswordMutation";
import { ResetPasswordMutation } from "./resetPasswordMutation";
import { useStartSession } from "./useStartSession";

export const changePasswordTitle = "Choose a new password";

/** /change-password?token=…: the link of the reset e-mail. Success signs the person in. */
export function ChangePasswordPage() {
  const [searchParams] = useSearchParams();
  // Posted without scripts and refused, the page comes back from /change-password: the token with it.
  const posted = usePostedForm("resetPassword");
  const token = (searchParams.get("token") ?? posted?.values.token ?? "").trim();
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
  const [resetPassword] = useMutation(ResetPasswordMutation);
  const [confirmWithPassword] = useMutation(ConfirmAccountWithPasswordMutation);
  const startSession = useStartSession();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [tokenError, setTokenError] = useState<string | null>(null);
  const form = useForm({
    name: purpose === "reset" ? "resetPassword" : "confirmAccountWithPassword",
    initialValues: { password: "", confirmation: "" },
    rules: {
      password: newPassword,
      confirmation: (value, values) => (value === values.password ? null : PASSWORDS_DIFFER),
    },
    onSubmit: async ({ password }, api) => {
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
          refuse(payload.error, api);
          return;
        }
        await startSession(user);
        dispatch(
          showToast({ contents: purpose === "reset" ? PASSWORD_CHANGED : ACCOUNT_CONFIRMED_WITH_PASSWORD }),
        );
        navigate(landingPathFor(user, null), { replace: true });
      } catch (err) {
        console.error(
          purpose === "reset" ? "resetPassword failed" : "confirmAccountWithPassword failed",
          err,
        );
        api.setFormError(RESET_FAILURE);
      }
    },
  });

  function refuse(error: AccountError | null, api: typeof form) {
    if (error && isTokenError(error)) {
      setTokenError(error.message);
      return;
    }
    const toField = (e: AccountError) =>
      e.field === "password" || e.code === "WEAK_PASSWORD" ? "password" : null;
    if (!error || api.showServerErrors([error], toField).length)
      api.setFormError(error?.message || RESET_FAILURE);
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
    // The token stays out of the address: it travels in the body once issue 14 handles the post.
    <Form
      form={form}
      action={tokenFreePath(purpose === "reset" ? "changePassword" : "confirmAccount")}
      className="account-form"
    >
      <input type="hidden" name="token" value={token} />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_RULES}
        {...form.field("password")}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        {...form.field("confirmation")}
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={form.pending}>
        {form.pending ? "Saving…" : purpose === "reset" ? "Change password" : "Set password and sign in"}
      </button>
    </Form>
  );
}
