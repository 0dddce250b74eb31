import { site } from "../../../common/site";
import { requiredEmail } from "../../../common/validation/rules";
import { FormNotice } from "../../ui/FormNotice";
import { Form } from "../../ui/form/Form";
import { useForm } from "../../ui/form/useForm";
import { TextField } from "../../ui/TextField";

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
  const form = useForm({
    initialValues: { email: prefillEmail ?? "", password: "" },
    rules: { email: requiredEmail },
    busy: pending,
    onSubmit: ({ email, password }) => onSubmit(email, password),
  });
  const { email, password } = form.values;
  // Spec section 5: SIGN IN is disabled while either field is empty.
  const incomplete = email.trim() === "" || password === "";

  return (
    <Form form={form} action="/sign-in" className="account-form">
      <p className="sign-in-modal__subheading">Sign in to proceed</p>
      {notice ? <FormNotice tone={noticeIsError ? "error" : "info"}>{notice}</FormNotice> : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        autoFocusInModal={!prefillEmail}
        {...form.field("email")}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        autoFocusInModal={!!prefillEmail}
        {...form.field("password")}
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
    </Form>
  );
}
