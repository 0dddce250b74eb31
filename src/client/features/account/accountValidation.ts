import { isEmail } from "../../../common/format/email";

/*
 * Client-side checks of the account forms, so people learn about a typo before a round trip. The
 * server checks everything again; these only mirror its rules (issue 3: passwords 8 to 128
 * characters, no composition rules).
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_RULES = `At least ${PASSWORD_MIN_LENGTH} characters. A few words strung together work well.`;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function emailProblem(value: string): string | null {
  if (!value.trim()) return "Enter your e-mail address.";
  if (!isEmail(value)) return "Enter an e-mail address like name@example.com.";
  return null;
}

export function newPasswordProblem(value: string): string | null {
  if (!value) return "Choose a password.";
  if (value.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (value.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  return null;
}

export function requiredProblem(value: string, message: string): string | null {
  return value.trim() ? null : message;
}

/** Optional; when given it needs at least a full local number with area code (10 digits), at most 15 (E.164). */
export function phoneProblem(value: string): string | null {
  if (!value.trim()) return null;
  const digits = value.replace(/\D/g, "").length;
  if (digits < 10 || digits > 15 || /[^\d\s()+.\-x]/i.test(value)) {
    return "Enter a phone number with its area code, e.g. (212) 555-0142.";
  }
  return null;
}

/** Drops the fields without a problem; an empty object means the form may be sent. */
export function collectErrors<K extends string>(checks: Record<K, string | null>): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const key of Object.keys(checks) as K[]) {
    const problem = checks[key];
    if (problem) errors[key] = problem;
  }
  return errors;
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}
