import { parse } from "graphql";
import {
  type AccountError,
  SIGN_IN_PAGE_FAILURE,
  signInFailureMessage,
} from "../../../common/account/accountErrors";
import { type LandingUser, landingPathFor } from "../../../common/account/landing";
import { normalizeEmail } from "../../../common/format/email";
import { PASSWORD_EMPTY, required, requiredEmail } from "../../../common/validation/rules";
import { type FormPostHandler, problems, refused } from "./formPostTypes";
import { runMutation } from "./runMutation";

const SIGN_IN = parse(`
  mutation SignInForm($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      currentUser { id isBroker isResearch isAdmin vendor { slug } }
      error { code message field }
    }
  }
`);

type SignInAnswer = { signIn: { currentUser: LandingUser | null; error: AccountError | null } };

/** The sign-in page (and the sign-in modal, which posts here): same rules and texts as the page's script. */
export const signInPost: FormPostHandler = {
  route: "signIn",
  form: "signIn",
  failure: SIGN_IN_PAGE_FAILURE,
  async handle({ fields, search, schema, context }) {
    const email = fields.email ?? "";
    const password = fields.password ?? "";
    const errors = problems({
      email: requiredEmail(email),
      password: required(PASSWORD_EMPTY)(password),
    });
    if (Object.keys(errors).length) return refused("signIn", fields, errors);
    const { signIn } = await runMutation<SignInAnswer>(schema, context, SIGN_IN, {
      email: normalizeEmail(email),
      password,
    });
    if (!signIn.currentUser) {
      const status = signIn.error?.code === "THROTTLED" ? 429 : 400;
      return refused("signIn", fields, {}, signInFailureMessage(signIn.error, SIGN_IN_PAGE_FAILURE), status);
    }
    return { redirect: landingPathFor(signIn.currentUser, search.get("redirectTo")) };
  },
};
