import { z } from "zod";
import { formatPhone, toE164 } from "../../../common/format/phone";
import {
  EMAIL_EMPTY,
  email as emailRule,
  PASSWORD_EMPTY,
  personName,
  phone as phoneRule,
  splitPhone,
} from "../../../common/validation/rules";
import { type AccountError, normalizeEmailAddress } from "../../services/accountResult";
import { zodRule } from "../zodRule";

/** Longest password accepted as input at all; the policy's own limit (128) gives the nicer message. */
const PASSWORD_INPUT_MAX = 1024;

/** Trimmed, lower-cased and checked by the forms' shared rule (the spec's e-mail pattern). */
export const email = z
  .string()
  .max(254, "Use at most 254 characters.")
  .transform(normalizeEmailAddress)
  .pipe(z.string().min(1, EMAIL_EMPTY).superRefine(zodRule(emailRule, "Enter a valid e-mail address.")));

/** Passwords are never trimmed: spaces are allowed and pasted passwords must stay as they are. */
export const newPassword = z.string().max(PASSWORD_INPUT_MAX, "Use at most 128 characters.");
const enteredPassword = (empty: string) =>
  z.string().min(1, empty).max(PASSWORD_INPUT_MAX, "That password is too long.");

/** The forms' name rule (required, one line, at most 100 characters), then trimmed. */
const name = (empty: string) =>
  z
    .string()
    .superRefine(zodRule(personName(empty)))
    .transform((v) => v.trim());

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .nullish()
    .transform((v) => v || null);

/** "(212) 555-0142 x12": the number formatted, the extension kept. */
export function storedPhone(value: string): string {
  const parts = splitPhone(value);
  if (!parts) return value.trim();
  return formatPhone(parts.main) + (parts.extension ? ` x${parts.extension}` : "");
}

/**
 * The forms' phone rule (10 to 15 digits, an optional extension); stored formatted
 * ("(212) 555-0142"), with the E.164 form for North American numbers.
 */
export const phone = z
  .string()
  .max(40, "Use at most 40 characters.")
  .nullish()
  .transform((v) => v?.trim() || null)
  .refine((v) => v === null || phoneRule(v) === null, "Enter a valid phone number.")
  .transform((v) => {
    const parts = v === null ? null : splitPhone(v);
    if (!parts || v === null) return { phone: null, e164Phone: null };
    return { phone: storedPhone(v), e164Phone: toE164(parts.main) };
  });

export const signInArgs = z.object({ email, password: enteredPassword(PASSWORD_EMPTY) });

export const createAccountArgs = z.object({
  input: z.object({
    firstName: name("Enter your first name."),
    lastName: name("Enter your last name."),
    email,
    password: newPassword,
    companyName: optionalText(200),
    phone,
    cityOfInterest: optionalText(100),
  }),
});

export const requestPasswordResetArgs = z.object({ email });

export const resetPasswordArgs = z.object({ token: z.string(), password: newPassword });

export const confirmAccountArgs = z.object({ token: z.string(), changeEmail: z.boolean().nullish() });

export const confirmAccountWithPasswordArgs = z.object({ token: z.string(), password: newPassword });

export const endSessionArgs = z.object({ id: z.string().max(100) });

export const updateSettingsArgs = z.object({
  input: z.object({
    firstName: name("Enter your first name."),
    lastName: name("Enter your last name."),
    companyName: optionalText(200),
    phone,
    cityOfInterest: optionalText(100),
  }),
});

export const changeEmailArgs = z.object({
  newEmail: email,
  currentPassword: enteredPassword("Enter your current password."),
});

export const changePasswordArgs = z.object({
  currentPassword: enteredPassword("Enter your current password."),
  newPassword,
});

export const clientLoginNotificationArgs = z.object({ campaignId: z.string().max(100) });

export const setUserRolesArgs = z.object({
  input: z.object({
    userId: z
      .string()
      .regex(/^\d{1,9}$/, "Unknown user.")
      .transform(Number),
    isBroker: z.boolean(),
    isAdmin: z.boolean(),
    isResearch: z.boolean(),
    isRenter: z.boolean(),
    isVerified: z.boolean(),
    brokerMarketId: z
      .string()
      .regex(/^\d{1,9}$/, "Unknown market.")
      .transform(Number)
      .nullish(),
  }),
});

export const usersArgs = z.object({
  search: z.string().trim().max(100).nullish(),
  limit: z.number().int().min(1).max(200).nullish(),
});

export type ParsedInput<T> = { ok: true; data: T } | { ok: false; error: AccountError };

/** Like parseArgs, but a bad value is an INVALID_INPUT payload error naming the field, not a thrown error. */
export function parseAccountInput<S extends z.ZodType>(schema: S, args: unknown): ParsedInput<z.infer<S>> {
  const result = schema.safeParse(args);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  const field = [...issue.path].reverse().find((p): p is string => typeof p === "string") ?? null;
  return { ok: false, error: { code: "INVALID_INPUT", message: issue.message, field } };
}
