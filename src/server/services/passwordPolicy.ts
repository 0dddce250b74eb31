import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLength } from "../../common/validation/rules";

// The forms check the same length rule (src/common/validation/rules.ts); the blocklist stays here.
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

export const PASSWORD_TOO_SHORT = "Use at least 8 characters.";
export const PASSWORD_TOO_LONG = "Use at most 128 characters.";
export const PASSWORD_TOO_COMMON = "That password is too common. Choose something harder to guess.";

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/**
 * The 49,233 common passwords of the maintained zxcvbn-ts list (all lower-case), loaded once and
 * only when a password is first checked, so the server starts without them and the client never
 * ships them. Entries shorter than the minimum length are kept out: the length rule refuses those.
 */
export function commonPasswordSet(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) =>
      new Set(
        (dictionary["passwords-common"] as string[])
          .filter((p) => [...p].length >= PASSWORD_MIN_LENGTH)
          .map((p) => p.toLowerCase()),
      ),
  );
  return commonPasswords;
}

/**
 * NIST SP 800-63B style: a length range and a blocklist, no composition rules. Length counts
 * characters (code points), so an emoji is one; nothing is trimmed, because spaces are allowed.
 * Returns the reason a password is refused, or null when it is acceptable.
 */
export async function passwordProblem(password: string): Promise<string | null> {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  if ((await commonPasswordSet()).has(password.toLowerCase())) return PASSWORD_TOO_COMMON;
  return null;
}
