import { parse } from "graphql";
import {
  ACCOUNT_CREATED,
  type AccountError,
  CREATE_ACCOUNT_FAILURE,
  SIGN_IN_PAGE_EXISTING_ACCOUNT,
} from "../../../common/account/accountErrors";
import { type LandingUser, landingPathFor } from "../../../common/account/landing";
import { normalizeEmail } from "../../../common/format/email";
import {
  CREATE_ACCOUNT_FORM,
  CREATE_ACCOUNT_RULES,
  SIGN_IN_VIEW_PARAM,
} from "../../../common/forms/createAccountRules";
import { type FormPostHandler, problems, refused } from "./formPostTypes";
import { runMutation } from "./runMutation";

const CREATE_ACCOUNT = parse(`
  mutation CreateAccountForm($input: CreateAccountInput!) {
    createAccount(input: $input) {
      user { id isBroker isResearch isAdmin vendor { slug } }
      error { code message field }
    }
  }
`);

type CreateAccountAnswer = {
  createAccount: { user: LandingUser | null; error: AccountError | null };
};

const FIELDS = Object.keys(CREATE_ACCOUNT_RULES) as (keyof typeof CREATE_ACCOUNT_RULES)[];

/**
 * The sign-in page's create-account view (`/sign-in?view=create-account`) posted without scripts: the form's own rules, then the
 * createAccount mutation the script calls (same throttles, same session cookie). An address that has
 * an account gets the sign-in view with the spec's text, as with scripts (which also fill in the
 * address; here it would have to travel in the URL, so it is typed again).
 */
export const createAccountPost: FormPostHandler = {
  route: "signIn",
  form: CREATE_ACCOUNT_FORM,
  failure: CREATE_ACCOUNT_FAILURE,
  async handle({ fields, search, schema, context }) {
    const values = Object.fromEntries(FIELDS.map((name) => [name, fields[name] ?? ""])) as Record<
      (typeof FIELDS)[number],
      string
    >;
    const errors = problems(
      Object.fromEntries(FIELDS.map((name) => [name, CREATE_ACCOUNT_RULES[name](values[name])])),
    );
    if (Object.keys(errors).length) return refused(CREATE_ACCOUNT_FORM, fields, errors);
    const email = normalizeEmail(values.email);
    const { createAccount } = await runMutation<CreateAccountAnswer>(schema, context, CREATE_ACCOUNT, {
      input: {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email,
        password: values.password,
        companyName: values.companyName.trim() || null,
        phone: values.phone.trim() || null,
        cityOfInterest: null,
      },
    });
    const { user, error } = createAccount;
    if (error?.code === "EMAIL_TAKEN") {
      // The sign-in view of the same page, with the spec's text (the address is not put in the URL).
      const signIn = new URLSearchParams(search);
      signIn.delete(SIGN_IN_VIEW_PARAM);
      const query = signIn.toString();
      return {
        redirect: `/sign-in${query ? `?${query}` : ""}`,
        notice: SIGN_IN_PAGE_EXISTING_ACCOUNT,
        noticeFor: "signIn",
      };
    }
    if (!user) {
      const field =
        error?.field && FIELDS.includes(error.field as (typeof FIELDS)[number]) ? error.field : null;
      const status = error?.code === "THROTTLED" ? 429 : 400;
      if (field && error)
        return refused(CREATE_ACCOUNT_FORM, fields, { [field]: error.message }, null, status);
      return refused(CREATE_ACCOUNT_FORM, fields, {}, error?.message || CREATE_ACCOUNT_FAILURE, status);
    }
    return { redirect: landingPathFor(user, search.get("redirectTo")), notice: ACCOUNT_CREATED };
  },
};
