import { z } from "zod";
import { ONBOARDING_SCREENS } from "../../../common/constants";
import { LEASE_TERMS, MOVE_IN_TIMEFRAMES, ONBOARDING_PHASES } from "../../../common/enums";
import { formatNumber } from "../../../common/format/numbers";
import { isUuid } from "../../../common/format/uuid";
import { MAX_EMPLOYEES, PSF_PER_EMPLOYEE_RANGE } from "../../../common/onboarding/profileRules";
// The Size step's message (spec section 5) is also the server's answer to a profile without seats.
import { LEASE_TERM_MISSING, MOVE_IN_MISSING, SIZE_ERROR } from "../../../common/onboarding/stepRules";
import { email, newPassword, optionalText, phone } from "../account/inputs";

const LAST_SCREEN_INDEX = ONBOARDING_SCREENS - 1;

const recordId = (message: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number);

const money = (label: string, max: number) =>
  z
    .number()
    .positive(`${label} must be more than $0.`)
    .max(max, `${label} is too large.`)
    .nullish()
    .transform((v) => v ?? null);

/** An e-mail address that may be left blank while the profile is in progress. */
const optionalEmail = z
  .string()
  .nullish()
  .transform((v) => v?.trim() ?? "")
  .pipe(z.union([z.literal("").transform(() => null), email]));

/** Every field of a profile as it is saved between steps: anything may still be missing. */
export const profileInput = z.object({
  onboardingId: z
    .string()
    .refine(isUuid, "Unknown profile.")
    .transform((s) => s.toLowerCase())
    .nullish()
    .transform((v) => v ?? null),
  phase: z
    .enum(ONBOARDING_PHASES)
    .nullish()
    .transform((v) => v ?? null),
  lastActiveScreenIndex: z
    .number()
    .int()
    .min(0, "The step must be between 0 and 4.")
    .max(LAST_SCREEN_INDEX, "The step must be between 0 and 4.")
    .nullish()
    .transform((v) => v ?? 0),
  city: z.string().trim().max(100, "Use at most 100 characters."),
  marketId: recordId("Choose one of our cities.")
    .nullish()
    .transform((v) => v ?? null),
  neighborhoodIds: z
    .array(recordId("Unknown neighbourhood."))
    .max(50, "Choose at most 50 neighbourhoods.")
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
  numEmployees: z
    .number()
    .int("Enter a whole number of seats.")
    .min(1, SIZE_ERROR)
    .max(MAX_EMPLOYEES, `Enter at most ${formatNumber(MAX_EMPLOYEES)} seats.`)
    .nullish()
    .transform((v) => v ?? null),
  psfPerEmployee: z
    .number()
    .int("Enter whole square feet.")
    .min(PSF_PER_EMPLOYEE_RANGE.min, `Allow at least ${PSF_PER_EMPLOYEE_RANGE.min} sf a person.`)
    .max(PSF_PER_EMPLOYEE_RANGE.max, `Allow at most ${PSF_PER_EMPLOYEE_RANGE.max} sf a person.`)
    .nullish()
    .transform((v) => v ?? null),
  budgetPsf: money("The budget per square foot", 10_000),
  budgetMonthly: money("The monthly budget", 100_000_000),
  leaseTerm: z
    .enum(LEASE_TERMS)
    .nullish()
    .transform((v) => v ?? null),
  moveInDate: z
    .enum(MOVE_IN_TIMEFRAMES)
    .nullish()
    .transform((v) => v ?? null),
  name: optionalText(200),
  companyName: optionalText(200),
  email: optionalEmail,
  phone,
  renterComments: optionalText(2000),
});

export type ProfileInput = z.infer<typeof profileInput>;

export const saveProfileArgs = z.object({ input: profileInput });

/**
 * A profile ready for a broker: the continue rules of every step (spec section 4) hold. Contact
 * details are checked by the service, because a signed-in client already has them.
 */
export const completeProfileInput = profileInput.superRefine((p, ctx) => {
  if (p.numEmployees === null) ctx.addIssue({ code: "custom", message: SIZE_ERROR, path: ["numEmployees"] });
  if (p.city === "") ctx.addIssue({ code: "custom", message: "Choose a city.", path: ["city"] });
  if (p.leaseTerm === null)
    ctx.addIssue({ code: "custom", message: LEASE_TERM_MISSING, path: ["leaseTerm"] });
  if (p.moveInDate === null) ctx.addIssue({ code: "custom", message: MOVE_IN_MISSING, path: ["moveInDate"] });
});

export const completeOnboardingArgs = z.object({
  input: z.object({
    profile: completeProfileInput,
    password: newPassword.nullish().transform((v) => v ?? null),
  }),
});

export const profileQueryArgs = z.object({
  onboardingId: z
    .string()
    .nullish()
    .transform((v) => (v && isUuid(v) ? v.toLowerCase() : null)),
});
