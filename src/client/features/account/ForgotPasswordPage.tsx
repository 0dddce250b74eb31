import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { answerOf, RESET_REQUEST_FAILURE, resetLinkSentMessage } from "../../../common/account/accountErrors";
import { normalizeEmail } from "../../../common/format/email";
import { requiredEmail } from "../../../common/validation/rules";
import { Head } from "../../system/head";
import { Link } from "../../system/router/router";
import { FormNotice } from "../../ui/FormNotice";
import { Form } from "../../ui/form/Form";
import { useForm } from "../../ui/form/useForm";
import { TextField } from "../../ui/TextField";
import { RequestPasswordResetMutation } from "./requestPasswordResetMutation";

export const forgotPasswordTitle = "Forgot password";

export function ForgotPasswordPage() {
  const [requestReset] = useMutation(RequestPasswordResetMutation);
  const form = useForm({
    name: "forgotPassword",
    initialValues: { email: "" },
    rules: { email: requiredEmail },
    onSubmit: async ({ email }, api) => {
      const address = normalizeEmail(email);
      try {
        const { data } = await requestReset({ variables: { email: address } });
        const error = answerOf(data, "requestPasswordReset").requestPasswordReset.error;
        // THROTTLED and the like have no field: the server's words above the form.
        if (error) for (const other of api.showServerErrors([error])) api.setFormError(other.message);
        else setSent(resetLinkSentMessage(address));
      } catch (err) {
        console.error("requestPasswordReset failed", err);
        api.setFormError(RESET_REQUEST_FAILURE);
      }
    },
  });

  // After a post without scripts, the server's redirect leaves the same notice (the flash).
  const [sent, setSent] = useState<string | null>(form.notice);

  return (
    <section className="account-page container container--narrow section">
      <Head title={forgotPasswordTitle} robots="noindex" />
      <div className="account-card">
        <h1 className="account-card__title">Forgot your password?</h1>
        {sent ? (
          <>
            <FormNotice tone="success">{sent}</FormNotice>
            <p className="text-muted">
              Nothing arrived? Check your spam folder, or{" "}
              <button type="button" className="link-button" onClick={() => setSent(null)}>
                try another address
              </button>
              .
            </p>
            <p>
              <Link to="/sign-in">Back to sign in</Link>
            </p>
          </>
        ) : (
          <Form form={form} action="/forgot-password" className="account-form">
            <p className="text-muted">
              Enter the e-mail address of your account and we'll send you a link to choose a new password.
            </p>
            <TextField label="Email" type="email" autoComplete="email" required {...form.field("email")} />
            <button type="submit" className="btn btn--primary btn--block" disabled={form.pending}>
              {form.pending ? "Sending…" : "Send reset link"}
            </button>
            <p className="account-form__aside">
              <Link to="/sign-in">Back to sign in</Link>
            </p>
          </Form>
        )}
      </div>
    </section>
  );
}
