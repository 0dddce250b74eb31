import { useMutation } from "@apollo/client/react";
import { type FormEvent, useId, useRef, useState } from "react";
import { showToast } from "../../layout/toastSlice";
import { Link } from "../../system/router/router";
import { useAppDispatch } from "../../system/store/hooks";
import { TextField } from "../../ui/TextField";
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid";
import { type AccountError, answerOf, CHANGES_SAVED } from "./accountErrors";
import {
  collectErrors,
  type FieldErrors,
  hasErrors,
  newPasswordProblem,
  PASSWORD_RULES,
  requiredProblem,
} from "./accountValidation";
import { ChangePasswordMutation } from "./changePasswordMutation";
import type { CurrentUser } from "./currentUserTypes";
import { showSaveFailure, showSettingsError } from "./settingsErrors";

type Field = "currentPassword" | "newPassword";

function fieldOf(error: AccountError): Field | null {
  if (error.field === "currentPassword" || error.code === "WRONG_PASSWORD") return "currentPassword";
  if (error.field === "newPassword" || error.field === "password" || error.code === "WEAK_PASSWORD") {
    return "newPassword";
  }
  return null;
}

export function PasswordSettingsForm({ user }: { user: CurrentUser }) {
  const dispatch = useAppDispatch();
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const [changePassword, { loading }] = useMutation(ChangePasswordMutation);
  useFocusFirstInvalid(formRef, attempt);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const found = collectErrors<Field>({
      currentPassword: requiredProblem(currentPassword, "Enter your current password."),
      newPassword: newPasswordProblem(newPassword),
    });
    setErrors(found);
    if (hasErrors(found)) {
      setAttempt((n) => n + 1);
      return;
    }
    try {
      const { data } = await changePassword({ variables: { currentPassword, newPassword } });
      const { success, error } = answerOf(data, "changePassword").changePassword;
      if (!success) {
        const field = showSettingsError(
          error,
          fieldOf,
          (f, message) => setErrors({ [f]: message }),
          dispatch,
        );
        if (field) setAttempt((n) => n + 1);
        return;
      }
      setCurrentPassword("");
      setNewPassword("");
      dispatch(showToast({ contents: CHANGES_SAVED }));
    } catch (err) {
      showSaveFailure(dispatch, "changePassword", err);
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
        Password
      </h2>
      {user.hasPassword === false ? (
        <p className="text-muted">
          Your account has no password yet. <Link to="/forgot-password">Set one by e-mail</Link>.
        </p>
      ) : (
        <>
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
          <TextField
            label="New password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            hint={`${PASSWORD_RULES} Your other devices will be signed out.`}
            value={newPassword}
            error={errors.newPassword}
            onChange={(value) => {
              setNewPassword(value);
              setErrors((e) => ({ ...e, newPassword: undefined }));
            }}
          />
          <button type="submit" className="btn btn--primary" disabled={loading}>
            {loading ? "Saving…" : "Change password"}
          </button>
        </>
      )}
    </form>
  );
}
