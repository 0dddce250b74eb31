import { z } from "zod";
import { EMAIL_PATTERN } from "../../../common/format/email";
import { formatPhone, toE164 } from "../../../common/format/phone";
import { type AccountError, normalizeEmailAddress } from "../../services/accountResult";

/** Longest password accepted as input at all; the policy's own limit (128) gives the nicer message. */
const PASSWORD_INPUT_MAX = 1024;

/** Trimmed, lower-cased and matched against the spec's e-mail pattern. */
export const email = z
  .string()
  .max(254, "Use at most 254 characters.")
  .transform(normalizeEmailAddress)
  .pipe(
    z.string().min(1, "Enter your e-mail address.").regex(EMAIL_PATTERN, "Enter a valid e-mail address."),
  );

/** Passwords are never trimmed: spaces are allowed and pasted passwords must stay as they are. */
export const newPassword = z.string().max(PASSWORD_INPUT_MAX, "Use at most 128 characters.");
const enteredPassword = (empty: string) =>
  z.string().min(1, empty).max(PASSWORD_INPUT_MAX, "That password is too long.");

const name = (empty: string) => z.string().trim().min(1, empty).max(100, "Use at most 100 characters.");

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .nullish()
    .transform((v) => v || null);

const EXTENSION = /\s*(?:x|ext\.?|extension)\s*(\d{1,6})$/i;
const PHONE_CHARACTERS = /^\+?[0-9().\-\s]+$/;

/** 10 to 15 digits with the usual punctuation and an optional extension ("x12", "ext. 12"). */
function splitPhone(value: string): { main: string; extension: string | null } | null {
  const extension = value.match(EXTENSION)?.[1] ?? null;
  const main = value.replace(EXTENSION, "").trim();
  const digits = main.replace(/\D/g, "").length;
  return PHONE_CHARACTERS.test(main) && digits >= 10 && digits <= 15 ? { main, extension } : null;
}

/** Stored formatted ("(212) 555-0142"), with the E.164 form for North American numbers. */
export const phone = z
  .string()
  .max(40, "Use at most 40 characters.")
  .nullish()
  .transform((v) => v?.trim() || null)
  .refine((v) => v === null || splitPhone(v) !== null, "Enter a valid phone number.")
  .transform((v) => {
    const parts = v === null ? null : splitPhone(v);
    if (!parts) return { phone: null, e164Phone: null };
    const suffix = parts.extension ? ` x${parts.extension}` : "";
    return { phone: formatPhone(parts.main) + suffix, e164Phone: toE164(parts.main) };
  });

export const signInArgs = z.object({ email, password: enteredPassword("Enter your password.") });

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
