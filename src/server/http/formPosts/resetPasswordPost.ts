import { parse } from "graphql";
import { type AccountError, PASSWORDS_DIFFER, RESET_FAILURE } from "../../../common/account/accountErrors";
import { type LandingUser, landingPathFor } from "../../../common/account/landing";
import { newPassword } from "../../../common/validation/rules";
import { type FormPostHandler, problems, refused } from "./formPostTypes";
import { runMutation } from "./runMutation";

const RESET_PASSWORD = parse(`
  mutation ResetPasswordForm($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
      currentUser { id isBroker isResearch isAdmin vendor { slug } }
      error { code message field }
    }
  }
`);

type Answer = { resetPassword: { currentUser: LandingUser | null; error: AccountError | null } };

/**
 * /change-password, the reset e-mail's link: the token travels in the body (never back into a URL),
 * and success signs the person in and takes them where the page's script would.
 */
export const resetPasswordPost: FormPostHandler = {
  route: "changePassword",
  form: "resetPassword",
  failure: RESET_FAILURE,
  async handle({ fields, schema, context }) {
    const token = (fields.token ?? "").trim();
    const password = fields.password ?? "";
    const errors = problems({
      password: newPassword(password),
      confirmation: (fields.confirmation ?? "") === password ? null : PASSWORDS_DIFFER,
    });
    if (Object.keys(errors).length) return refused("resetPassword", fields, errors);
    const { resetPassword } = await runMutation<Answer>(schema, context, RESET_PASSWORD, { token, password });
    const error = resetPassword.error;
    if (!resetPassword.currentUser) {
      const status = error?.code === "THROTTLED" ? 429 : 400;
      const onPassword = error && (error.field === "password" || error.code === "WEAK_PASSWORD");
      if (onPassword) return refused("resetPassword", fields, { password: error.message }, null, status);
      return refused("resetPassword", fields, {}, error?.message || RESET_FAILURE, status);
    }
    return { redirect: landingPathFor(resetPassword.currentUser, null) };
  },
};
