import { formatThousands } from "../format/numbers";
import { MONEY_INVALID, parseNumber } from "../validation/rules";
import { MAX_EMPLOYEES, PSF_PER_EMPLOYEE_RANGE } from "./profileRules";

/*
 * The onboarding steps' checks of what was typed, shared by the scripted steps and the server's
 * answer to a step posted without scripts (issue 14), so both give the same verdict and words.
 */

/** Spec sections 5 and 8: the Size step's message when no seats were given. */
export const SIZE_ERROR = "Please enter a value to continue.";
export const SEATS_NOT_WHOLE = "Enter the number of seats as a whole number.";
export const SEATS_TOO_MANY = `Enter at most ${formatThousands(MAX_EMPLOYEES)} seats.`;
export const PSF_OUT_OF_RANGE = `Enter between ${PSF_PER_EMPLOYEE_RANGE.min} and ${formatThousands(PSF_PER_EMPLOYEE_RANGE.max)} sf a person.`;
export const LEASE_TERM_MISSING = "Choose a lease term.";
export const MOVE_IN_MISSING = "Choose when you want to move in.";

/** The seats as typed: a whole number from 1 to MAX_EMPLOYEES; none (or 0) is the spec's error. */
export function seatsProblem(text: string): string | null {
  const seats = parseNumber(text, { integer: true });
  if (seats !== null && Number.isNaN(seats)) return SEATS_NOT_WHOLE;
  if (seats === null || seats <= 0) return SIZE_ERROR;
  return seats > MAX_EMPLOYEES ? SEATS_TOO_MANY : null;
}

/** Space per person as typed: whole square feet inside PSF_PER_EMPLOYEE_RANGE, never empty. */
export function psfPerEmployeeProblem(text: string): string | null {
  const psf = parseNumber(text, { integer: true });
  return psf !== null && psf >= PSF_PER_EMPLOYEE_RANGE.min && psf <= PSF_PER_EMPLOYEE_RANGE.max
    ? null
    : PSF_OUT_OF_RANGE;
}

/** A budget figure as typed: empty is no figure (a flexible budget); $0 or not an amount is refused. */
export function budgetAmountProblem(text: string): string | null {
  const amount = parseNumber(text);
  return amount !== null && (Number.isNaN(amount) || amount === 0) ? MONEY_INVALID : null;
}
