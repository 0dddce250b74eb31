import { maxLength, newPassword, personName, phone, requiredEmail } from "../validation/rules";

/**
 * The create-account form's rules, run by the form in the browser and by the server when the form is
 * posted without scripts (src/server/http/formPosts/createAccountPost.ts). The createAccount mutation's
 * own input schema (server/graphql/account/inputs.ts) checks with the same rule functions.
 */
export const CREATE_ACCOUNT_RULES = {
  firstName: personName("Enter your first name."),
  lastName: personName("Enter your last name."),
  email: requiredEmail,
  password: newPassword,
  companyName: maxLength(200),
  phone,
};

/** The form's name, sent as `_form`, which picks the server's handler for a post without scripts. */
export const CREATE_ACCOUNT_FORM = "createAccount";

/** `/sign-in?view=create-account` shows the create-account form in place of the sign-in form. */
export const SIGN_IN_VIEW_PARAM = "view";
export const CREATE_ACCOUNT_VIEW = "create-account";
