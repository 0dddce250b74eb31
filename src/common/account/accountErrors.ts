/*
 * The `AccountError` every account mutation may answer with (src/server/graphql/account/schema.graphql),
 * and the spec's fixed texts (section 8). Codes are for code, messages are for people: the server's
 * message is shown for throttling, weak passwords, invalid input and token problems; the spec's own
 * texts replace it for wrong credentials and taken e-mail addresses.
 */

export type AccountErrorCode =
  | "INVALID_CREDENTIALS"
  | "EMAIL_TAKEN"
  | "INVALID_INPUT"
  | "WEAK_PASSWORD"
  | "WRONG_PASSWORD"
  | "TOKEN_INVALID"
  | "TOKEN_EXPIRED"
  | "TOKEN_USED"
  | "THROTTLED"
  | "ACCOUNT_DISABLED";

export interface AccountError {
  __typename?: "AccountError";
  /** One of AccountErrorCode; typed as string because the schema is. */
  code: string;
  message: string;
  field: string | null;
}

/** Spec section 8: the sign-in page. */
export const SIGN_IN_PAGE_FAILURE =
  "We could not find that email/password combination. Please try typing in your login information again.";
export const SIGN_IN_PAGE_EXISTING_ACCOUNT =
  'It looks like you already have an account. Enter your password or click "Forget your password?" to reset.';

export const CHANGES_SAVED = "Changes saved!";
export const ACCOUNT_CREATED = "Account created! Check your e-mail to confirm your address.";
export const CREATE_ACCOUNT_FAILURE = "We couldn't create your account right now. Please try again later.";
export const PASSWORD_CHANGED = "Your password has been changed.";
export const RESET_REQUEST_FAILURE = "We couldn't send the link right now. Please try again later.";
export const PASSWORDS_DIFFER = "The passwords don't match.";
export const RESET_FAILURE = "We couldn't change your password right now. Please try again later.";

/** The same answer whether or not the address has an account, so the page reveals nobody's. */
export function resetLinkSentMessage(email: string): string {
  return `If an account exists for ${email}, we've sent a link to reset your password. It expires in 1 hour.`;
}

const SERVER_WORDED: ReadonlySet<string> = new Set([
  "THROTTLED",
  "ACCOUNT_DISABLED",
  "WEAK_PASSWORD",
  "INVALID_INPUT",
  "TOKEN_INVALID",
  "TOKEN_EXPIRED",
  "TOKEN_USED",
]);

/** True when the server's own message is what the person should read. */
export function showsServerMessage(error: AccountError | null | undefined): error is AccountError {
  return !!error && SERVER_WORDED.has(error.code) && error.message.length > 0;
}

/** A sign-in failure: the server's words for throttling and bad input, otherwise the form's fixed text. */
export function signInFailureMessage(error: AccountError | null | undefined, fallback: string): string {
  return showsServerMessage(error) ? error.message : fallback;
}

export function isTokenError(error: AccountError | null | undefined): boolean {
  return !!error && error.code.startsWith("TOKEN_");
}

/** A mutation's data, or a thrown error (caught and logged like any failed request) when there is none. */
export function answerOf<T>(data: T | null | undefined, operation: string): T {
  if (data == null) throw new Error(`${operation} answered without data`);
  return data;
}
