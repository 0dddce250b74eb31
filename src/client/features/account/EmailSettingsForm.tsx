import { useMutation } from "@apollo/client/react";
import { useId } from "react";
import { type AccountError, answerOf, CHANGES_SAVED } from "../../../common/account/accountErrors";
import { normalizeEmail } from "../../../common/format/email";
import { required, requiredEmail } from "../../../common/validation/rules";
import { showToast } from "../../layout/toastSlice";
import { Link } from "../../system/router/router";
import { useAppDispatch } from "../../system/store/hooks";
import { Form } from "../../ui/form/Form";
import { useForm } from "../../ui/form/useForm";
import { TextField } from "../../ui/TextField";
import { ChangeEmailMutation } from "./changeEmailMutation";
import type { CurrentUser } from "./currentUserTypes";
import { showSaveFailure, showSettingsError } from "./settingsErrors";
import { updateUser } from "./userSlice";

type Field = "newEmail" | "currentPassword";

function fieldOf(error: AccountError): Field | null {
  if (error.field === "newEmail" || error.field === "email" || error.code === "EMAIL_TAKEN")
    return "newEmail";
  if (error.field === "currentPassword" || error.field === "password" || error.code === "WRONG_PASSWORD") {
    return "currentPassword";
  }
  return null;
}

/** The new address waits in `unconfirmedEmail` until the link sent to it is opened. */
export function EmailSettingsForm({ user }: { user: CurrentUser }) {
  const dispatch = useAppDispatch();
  const headingId = useId();
  const [changeEmail] = useMutation(ChangeEmailMutation);
  const form = useForm({
    initialValues: { newEmail: "", currentPassword: "" },
    rules: {
      newEmail: (value) =>
        requiredEmail(value) ??
        (normalizeEmail(value).toLowerCase() === user.email?.toLowerCase()
          ? "That is already your e-mail address."
          : null),
      currentPassword: required("Enter your current password."),
    },
    onSubmit: async ({ newEmail, currentPassword }, api) => {
      try {
        const { data } = await changeEmail({
          variables: { newEmail: normalizeEmail(newEmail), currentPassword },
        });
        const { user: saved, error } = answerOf(data, "changeEmail").changeEmail;
        if (!saved) {
          showSettingsError(error, fieldOf, (f, message) => api.showErrors({ [f]: message }), dispatch);
          return;
        }
        dispatch(updateUser(saved));
        api.reset();
        dispatch(showToast({ contents: CHANGES_SAVED }));
      } catch (err) {
        showSaveFailure(dispatch, "changeEmail", err);
      }
    },
  });

  return (
    <Form
      form={form}
      action="/settings"
      formName="email"
      className="account-form settings-section"
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="settings-section__title">
        E-mail
      </h2>
      <dl className="settings-facts">
        <dt>Current e-mail</dt>
        <dd>{user.email}</dd>
      </dl>
      {user.unconfirmedEmail ? (
        <p className="settings-pending">
          Waiting for confirmation: <strong>{user.unconfirmedEmail}</strong>
          <span className="field__hint"> Open the link we sent to that address to finish the change.</span>
        </p>
      ) : null}
      {user.hasPassword === false ? (
        <p className="text-muted">
          Changing your e-mail needs your password. Your account has none yet:{" "}
          <Link to="/forgot-password">set one</Link> first.
        </p>
      ) : (
        <>
          <TextField
            label="New e-mail"
            type="email"
            autoComplete="email"
            required
            {...form.field("newEmail")}
          />
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            required
            {...form.field("currentPassword")}
          />
          <button type="submit" className="btn btn--primary" disabled={form.pending}>
            {form.pending ? "Saving…" : "Change e-mail"}
          </button>
        </>
      )}
    </Form>
  );
}
