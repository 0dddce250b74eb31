import { EMAIL_PATTERN, normalizeEmail } from "../format/email";
import { formatNumber } from "../format/numbers";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "./controlCharacters";

/*
 * Validation rules shared by the forms (src/client/ui/form) and the server's zod inputs
 * (src/server/graphql/*\/inputs.ts), so both tiers give the same verdict on the same text. A rule is
 * a plain function from the typed text to a message, or null when the value is fine: no zod on
 * the client (it would cost first-load bytes), and the server calls the same functions through
 * `zodRule` (src/server/graphql/zodRule.ts). Messages are the forms' wording; a server input may
 * keep its own wording for the same verdict where its API tests pin it.
 */

export type Rule = (value: string) => string | null;

export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 40;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_RULES = `At least ${PASSWORD_MIN_LENGTH} characters. A few words strung together work well.`;

export const EMAIL_EMPTY = "Enter your e-mail address.";
export const PASSWORD_EMPTY = "Enter your password.";
export const EMAIL_INVALID = "Enter an e-mail address like name@example.com.";
export const PHONE_INVALID = "Enter a phone number with its area code, e.g. (212) 555-0142.";
export const ONE_LINE = "Use one line of plain text.";

export const tooLong = (max: number) => `Use at most ${max} characters.`;

/** Runs rules in order and answers the first problem: the message a field shows. */
export function firstProblem(value: string, ...rules: Rule[]): string | null {
  for (const rule of rules) {
    const problem = rule(value);
    if (problem) return problem;
  }
  return null;
}

export const required =
  (message: string): Rule =>
  (value) =>
    value.trim() ? null : message;

export const maxLength =
  (max: number): Rule =>
  (value) =>
    value.trim().length > max ? tooLong(max) : null;

/** Free text (messages, notes): line breaks and tabs allowed, other control characters not. */
export const plainText: Rule = (value) => (hasControlCharacter(value) ? CONTROL_CHARACTER_MESSAGE : null);

/** A single-line field (names, addresses): no control character at all, line breaks included. */
export const oneLine: Rule = (value) => (/\p{Cc}/u.test(value) ? ONE_LINE : null);

/** Empty is allowed (combine with `required`); otherwise the spec's pattern after normalizeEmail. */
export const email: Rule = (value) => {
  const normalized = normalizeEmail(value);
  if (!normalized) return null;
  if (normalized.length > EMAIL_MAX_LENGTH) return tooLong(EMAIL_MAX_LENGTH);
  return EMAIL_PATTERN.test(normalized) ? null : EMAIL_INVALID;
};

/** A required address: the form's "Enter your e-mail address." then the pattern. */
export const requiredEmail: Rule = (value) => firstProblem(value, required(EMAIL_EMPTY), email);

/** Characters as the policy counts them: code points, so an emoji is one (not two UTF-16 units). */
export function passwordLength(value: string): number {
  return [...value].length;
}

/**
 * The part of the password policy a form can check (issue 3: 8 to 128 characters, no composition
 * rules). Common passwords are the server's call (WEAK_PASSWORD). Never trimmed. Issue 10: the form
 * counted UTF-16 units, so "😀😀😀😀" passed it and was refused by the server.
 */
export const newPassword: Rule = (value) => {
  if (!value) return "Choose a password.";
  const length = passwordLength(value);
  if (length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  return null;
};

/** A person's first or last name: required, one line, at most 100 characters. */
export const personName = (empty: string): Rule => {
  const rules = [required(empty), oneLine, maxLength(100)];
  return (value) => firstProblem(value, ...rules);
};

const EXTENSION = /\s*(?:x|ext\.?|extension)\s*(\d{1,6})$/i;
const PHONE_CHARACTERS = /^\+?[0-9().\-\s]+$/;

export type PhoneParts = { main: string; extension: string | null };

/**
 * 10 to 15 digits (E.164's most) with the usual punctuation, and an optional extension of up to 6
 * digits ("x12", "ext. 12", "extension 12") whose digits do not count toward the 15. Null when the
 * text is not a phone number. Issue 10: the forms refused "ext." while the server took it; both now
 * use this.
 */
export function splitPhone(value: string): PhoneParts | null {
  const trimmed = value.trim();
  const extension = trimmed.match(EXTENSION)?.[1] ?? null;
  const main = trimmed.replace(EXTENSION, "").trim();
  const digits = main.replace(/\D/g, "").length;
  return PHONE_CHARACTERS.test(main) && digits >= 10 && digits <= 15 ? { main, extension } : null;
}

/** Optional: empty is fine; otherwise a phone number as splitPhone reads it, at most 40 characters. */
export const phone: Rule = (value) => {
  const trimmed = value.trim();
  if (!trimmed) return null;
  if (trimmed.length > PHONE_MAX_LENGTH) return tooLong(PHONE_MAX_LENGTH);
  return splitPhone(trimmed) ? null : PHONE_INVALID;
};

/**
 * "1,200", " 55 ", "$55.50" -> a number; "" -> null (no value); anything else -> NaN. Money has at
 * most two decimals; whole numbers (counts, seats) none.
 */
export function parseNumber(text: string, options: { integer?: boolean } = {}): number | null {
  const cleaned = text.replace(/[\s,$]/g, "");
  if (cleaned === "") return null;
  const pattern = options.integer ? /^\d+$/ : /^\d+(\.\d{1,2})?$|^\.\d{1,2}$/;
  return pattern.test(cleaned) ? Number(cleaned) : Number.NaN;
}

export const MONEY_INVALID = "Enter an amount in dollars, like 55 or 55.50.";

/** Optional dollar amount: more than $0 and at most `max`. */
export const money =
  (max: number): Rule =>
  (value) => {
    const amount = parseNumber(value);
    if (amount === null) return null;
    if (Number.isNaN(amount) || amount <= 0) return MONEY_INVALID;
    return amount > max ? `Enter at most $${formatNumber(max)}.` : null;
  };

/** Optional whole number between min and max (inclusive); the messages name the noun. */
export const integerRange =
  (min: number, max: number, messages: { invalid: string; range: string }): Rule =>
  (value) => {
    const n = parseNumber(value, { integer: true });
    if (n === null) return null;
    if (Number.isNaN(n)) return messages.invalid;
    return n < min || n > max ? messages.range : null;
  };
