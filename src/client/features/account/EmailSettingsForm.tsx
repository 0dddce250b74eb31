import { useMutation } from "@apollo/client/react";
import { type FormEvent, useId, useRef, useState } from "react";
import { normalizeEmail } from "../../../common/format/email";
import { showToast } from "../../layout/toastSlice";
import { Link } from "../../system/router/router";
import { useAppDispatch } from "../../system/store/hooks";
import { TextField } from "../../ui/TextField";
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid";
import { type AccountError, answerOf, CHANGES_SAVED } from "./accountErrors";
import {
  collectErrors,
  emailProblem,
  type FieldErrors,
  hasErrors,
  requiredProblem,
} from "./accountValidation";
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
  const [newEmail, setNewEmail] = useState("");
  const [currentPassword, setCurrentPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const [changeEmail, { loading }] = useMutation(ChangeEmailMutation);
  useFocusFirstInvalid(formRef, attempt);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const address = normalizeEmail(newEmail);
    const found = collectErrors<Field>({
      newEmail:
        emailProblem(newEmail) ??
        (address.toLowerCase() === user.email?.toLowerCase() ? "That is already your e-mail address." : null),
      currentPassword: requiredProblem(currentPassword, "Enter your current password."),
    });
    setErrors(found);
    if (hasErrors(found)) {
      setAttempt((n) => n + 1);
      return;
    }
    try {
      const { data } = await changeEmail({ variables: { newEmail: address, currentPassword } });
      const { user: saved, error } = answerOf(data, "changeEmail").changeEmail;
      if (!saved) {
        const field = showSettingsError(
          error,
          fieldOf,
          (f, message) => setErrors({ [f]: message }),
          dispatch,
        );
        if (field) setAttempt((n) => n + 1);
        return;
      }
      dispatch(updateUser(saved));
      setNewEmail("");
      setCurrentPassword("");
      dispatch(showToast({ contents: CHANGES_SAVED }));
    } catch (err) {
      showSaveFailure(dispatch, "changeEmail", err);
    }
  }

  return (
    <form
      ref={formRef}
      className="account-form settings-section"
      onSubmit={submit}
      noValidate
      aria-busy={loading}
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
            name="newEmail"
            type="email"
            autoComplete="email"
            required
            value={newEmail}
            error={errors.newEmail}
            onChange={(value) => {
              setNewEmail(value);
              setErrors((e) => ({ ...e, newEmail: undefined }));
            }}
          />
          <TextField
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            value={currentPassword}
            error={errors.currentPassword}
            onChange={(value) => {
              setCurrentPassword(value);
              setErrors((e) => ({ ...e, currentPassword: undefined }));
            }}
          />
          <button type="submit" className="btn btn--primary" disabled={loading}>
            {loading ? "Saving…" : "Change e-mail"}
          </button>
        </>
      )}
    </form>
  );
}
