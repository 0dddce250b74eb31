import { parse } from "graphql";
import {
  type AccountError,
  RESET_REQUEST_FAILURE,
  resetLinkSentMessage,
} from "../../../common/account/accountErrors";
import { normalizeEmail } from "../../../common/format/email";
import { requiredEmail } from "../../../common/validation/rules";
import { type FormPostHandler, problems, refused } from "./formPostTypes";
import { runMutation } from "./runMutation";

const REQUEST_RESET = parse(`
  mutation RequestPasswordResetForm($email: String!) {
    requestPasswordReset(email: $email) { error { code message field } }
  }
`);

type Answer = { requestPasswordReset: { error: AccountError | null } };

/** /forgot-password: the same answer whether or not the address has an account. */
export const forgotPasswordPost: FormPostHandler = {
  route: "forgotPassword",
  form: "forgotPassword",
  failure: RESET_REQUEST_FAILURE,
  async handle({ fields, schema, context }) {
    const email = fields.email ?? "";
    const errors = problems({ email: requiredEmail(email) });
    if (Object.keys(errors).length) return refused("forgotPassword", fields, errors);
    const address = normalizeEmail(email);
    const { requestPasswordReset } = await runMutation<Answer>(schema, context, REQUEST_RESET, {
      email: address,
    });
    const error = requestPasswordReset.error;
    if (error) {
      const status = error.code === "THROTTLED" ? 429 : 400;
      if (error.field === "email")
        return refused("forgotPassword", fields, { email: error.message }, null, status);
      return refused("forgotPassword", fields, {}, error.message, status);
    }
    return { redirect: "/forgot-password", notice: resetLinkSentMessage(address) };
  },
};
