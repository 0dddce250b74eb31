import { useMutation } from "@apollo/client/react";
import { useId } from "react";
import { type AccountError, answerOf, CHANGES_SAVED } from "../../../common/account/accountErrors";
import { newPassword, PASSWORD_RULES, required } from "../../../common/validation/rules";
import { showToast } from "../../layout/toastSlice";
import { Link } from "../../system/router/router";
import { useAppDispatch } from "../../system/store/hooks";
import { Form } from "../../ui/form/Form";
import { useForm } from "../../ui/form/useForm";
import { TextField } from "../../ui/TextField";
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
  const headingId = useId();
  const [changePassword] = useMutation(ChangePasswordMutation);
  const form = useForm({
    initialValues: { currentPassword: "", newPassword: "" },
    rules: { currentPassword: required("Enter your current password."), newPassword },
    onSubmit: async (values, api) => {
      try {
        const { data } = await changePassword({ variables: values });
        const { success, error } = answerOf(data, "changePassword").changePassword;
        if (!success) {
          showSettingsError(error, fieldOf, (f, message) => api.showErrors({ [f]: message }), dispatch);
          return;
        }
        api.reset();
        dispatch(showToast({ contents: CHANGES_SAVED }));
      } catch (err) {
        showSaveFailure(dispatch, "changePassword", err);
      }
    },
  });

  return (
    <Form
      form={form}
      action="/settings"
      formName="password"
      className="account-form settings-section"
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
            type="password"
            autoComplete="current-password"
            required
            {...form.field("currentPassword")}
          />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            hint={`${PASSWORD_RULES} Your other devices will be signed out.`}
            {...form.field("newPassword")}
          />
          <button type="submit" className="btn btn--primary" disabled={form.pending}>
            {form.pending ? "Saving…" : "Change password"}
          </button>
        </>
      )}
    </Form>
  );
}
