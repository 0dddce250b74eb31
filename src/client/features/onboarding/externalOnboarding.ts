import {
  isEnumValue,
  LEASE_TERMS,
  type LeaseTerm,
  MOVE_IN_TIMEFRAMES,
  type MoveInTimeframe,
} from "../../../common/enums";
import { isEmail, normalizeEmail } from "../../../common/format/email";
import { formatThousands } from "../../../common/format/numbers";
import { MAX_EMPLOYEES, PSF_PER_EMPLOYEE_RANGE } from "../../../common/onboarding/profileRules";
import { phone as phoneProblem } from "../../../common/validation/rules";
import { parseAmount } from "./numberInput";
import type { OnboardingStep } from "./onboardingRules";
import type { OnboardingState, ProfilePatch } from "./onboardingSlice";

/*
 * /external_onboarding: a partner sends a visitor with their profile in the query string. Each
 * parameter is checked on its own; one that does not pass is left out and named in a note on the
 * page, so a bad link never breaks the flow. Unknown parameters (utm_source...) are ignored.
 *
 *   numEmployees, psfPerEmployee           whole numbers
 *   city                                    one of our markets, by name ("New York")
 *   neighborhoods                           comma-separated slugs or names of the city's neighbourhoods
 *   budgetPsf | budgetMonthly               dollars (with both, budgetPsf wins and monthly follows it)
 *   leaseTerm, moveInDate                   the spec's enumeration values (THREE_TO_FIVE_YEARS...)
 *   name, companyName, email, phone, comments (or renterComments)
 */

export type ExternalProfile = {
  /** Fields that need no lookup, already checked. */
  patch: ProfilePatch;
  city: string | null;
  neighborhoods: string[];
  /** One sentence per parameter that was left out. */
  notes: string[];
};

const MAX_SHOWN = 40;

function shown(raw: string): string {
  return raw.length > MAX_SHOWN ? `${raw.slice(0, MAX_SHOWN)}…` : raw;
}

function enumParam<T extends string>(raw: string, values: readonly T[]): T | null {
  const value = raw
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, "_");
  return isEnumValue(values, value) ? value : null;
}

function wholeNumberIn(raw: string, min: number, max: number): number | null {
  const { value, valid } = parseAmount(raw, { integer: true });
  return valid && value !== null && value >= min && value <= max ? value : null;
}

function dollars(raw: string): number | null {
  const { value, valid } = parseAmount(raw);
  return valid && value !== null && value > 0 && value <= 100_000_000 ? value : null;
}

export function readExternalParams(search: string): ExternalProfile {
  const params = new URLSearchParams(search);
  const patch: ProfilePatch = {};
  const notes: string[] = [];
  const get = (name: string) => {
    const value = params.get(name);
    return value === null || value.trim() === "" ? null : value;
  };
  const refuse = (name: string, raw: string, why: string) => notes.push(`${name} “${shown(raw)}” ${why}`);

  const seats = get("numEmployees");
  if (seats !== null) {
    const value = wholeNumberIn(seats, 1, MAX_EMPLOYEES);
    if (value === null)
      refuse("numEmployees", seats, `is not a number of seats from 1 to ${formatThousands(MAX_EMPLOYEES)}.`);
    else patch.numEmployees = value;
  }
  const psf = get("psfPerEmployee");
  if (psf !== null) {
    const value = wholeNumberIn(psf, PSF_PER_EMPLOYEE_RANGE.min, PSF_PER_EMPLOYEE_RANGE.max);
    if (value === null)
      refuse(
        "psfPerEmployee",
        psf,
        `is not a space per person from ${PSF_PER_EMPLOYEE_RANGE.min} to ${formatThousands(PSF_PER_EMPLOYEE_RANGE.max)} sf.`,
      );
    else patch.psfPerEmployee = value;
  }
  const budgetPsf = get("budgetPsf");
  const budgetMonthly = get("budgetMonthly");
  if (budgetPsf !== null) {
    const value = dollars(budgetPsf);
    if (value === null) refuse("budgetPsf", budgetPsf, "is not an amount in dollars.");
    else patch.budgetPsf = value;
  }
  if (budgetMonthly !== null) {
    const value = dollars(budgetMonthly);
    if (value === null) refuse("budgetMonthly", budgetMonthly, "is not an amount in dollars.");
    else if (patch.budgetPsf === undefined) patch.budgetMonthly = value;
  }
  const leaseTerm = get("leaseTerm");
  if (leaseTerm !== null) {
    const value = enumParam<LeaseTerm>(leaseTerm, LEASE_TERMS);
    if (value === null) refuse("leaseTerm", leaseTerm, "is not a lease term we know.");
    else patch.leaseTerm = value;
  }
  const moveIn = get("moveInDate");
  if (moveIn !== null) {
    const value = enumParam<MoveInTimeframe>(moveIn, MOVE_IN_TIMEFRAMES);
    if (value === null) refuse("moveInDate", moveIn, "is not a move-in timeframe we know.");
    else patch.moveInDate = value;
  }
  for (const [name, max] of [
    ["name", 200],
    ["companyName", 200],
  ] as const) {
    const raw = get(name);
    if (raw === null) continue;
    if (raw.trim().length > max) refuse(name, raw, `is longer than ${max} characters.`);
    else patch[name] = raw.trim();
  }
  const comments = get("comments") ?? get("renterComments");
  if (comments !== null) {
    if (comments.trim().length > 2000) refuse("comments", comments, "is longer than 2000 characters.");
    else patch.renterComments = comments.trim();
  }
  const email = get("email");
  if (email !== null) {
    if (!isEmail(email)) refuse("email", email, "is not an e-mail address.");
    else patch.email = normalizeEmail(email);
  }
  const phone = get("phone");
  if (phone !== null) {
    if (phoneProblem(phone)) refuse("phone", phone, "is not a phone number with its area code.");
    else patch.phone = phone.trim();
  }
  const neighborhoods = (get("neighborhoods") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return { patch, city: get("city")?.trim() ?? null, neighborhoods, notes };
}

/** The first step the link did not answer: that is where the visitor carries on. */
export function externalTargetStep(
  profile: Pick<OnboardingState, "numEmployees" | "leaseTerm" | "moveInDate">,
  given: { city: boolean; budget: boolean; timeframes: boolean },
): OnboardingStep {
  if (profile.numEmployees === null) return "size";
  if (!given.city) return "location";
  if (!given.budget) return "budget";
  if (!given.timeframes || profile.leaseTerm === null || profile.moveInDate === null) return "timeframes";
  return "results";
}

/** The notes travel to the step in the navigation state, so a reload of the step keeps them. */
export type ExternalNavigationState = { externalNotes: string[] };

export function readExternalNotes(state: unknown): string[] {
  if (typeof state !== "object" || state === null) return [];
  const notes = (state as Partial<ExternalNavigationState>).externalNotes;
  return Array.isArray(notes) ? notes.filter((n): n is string => typeof n === "string").slice(0, 20) : [];
}

/** Neighbourhoods a link named, by slug or by name, among a market's; the rest become notes. */
export function matchNeighborhoods<T extends { slug: string; name: string }>(
  wanted: readonly string[],
  available: readonly T[],
  marketName: string,
): { found: T[]; notes: string[] } {
  const found: T[] = [];
  const notes: string[] = [];
  for (const raw of wanted) {
    const key = raw.toLowerCase();
    const hood = available.find((n) => n.slug === key || n.name.toLowerCase() === key);
    if (!hood) notes.push(`neighborhoods “${shown(raw)}” is not a neighbourhood of ${marketName}.`);
    else if (!found.includes(hood)) found.push(hood);
  }
  return { found, notes };
}
