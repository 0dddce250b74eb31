import { COMMON_PASSWORDS } from "./commonPasswords";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_TOO_SHORT = "Use at least 8 characters.";
export const PASSWORD_TOO_LONG = "Use at most 128 characters.";
export const PASSWORD_TOO_COMMON = "That password is too common. Choose something harder to guess.";

/**
 * NIST SP 800-63B style: a length range and a blocklist, no composition rules. Length counts
 * characters (code points), so an emoji is one; nothing is trimmed, because spaces are allowed.
 * Returns the reason a password is refused, or null when it is acceptable.
 */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return PASSWORD_TOO_COMMON;
  return null;
}
