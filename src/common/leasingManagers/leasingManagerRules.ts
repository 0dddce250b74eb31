import { normalizeEmail } from "../format/email";
import { formatPhone } from "../format/phone";
import {
  email,
  firstProblem,
  maxLength,
  oneLine,
  personName,
  phone,
  type Rule,
  required,
} from "../validation/rules";

/*
 * A leasing manager's fields (/leasing-managers, issue 13): one rule per field, run by the form and
 * by the server's input, so both give the same verdict on the same text.
 */

export const LEASING_MANAGER_COMPANY_MAX = 120;
/** A search typed into the leasing managers' list. */
export const LEASING_MANAGER_SEARCH_MAX = 100;
/** The most buildings one leasing manager is linked to. */
export const LEASING_MANAGER_BUILDINGS_MAX = 100;

export type LeasingManagerValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  companyName: string;
  /** A market id, or "" for none. */
  marketId: string;
};

export const LEASING_MANAGER_RULES: Record<keyof LeasingManagerValues, Rule> = {
  firstName: personName("Enter the first name."),
  lastName: personName("Enter the last name."),
  email: (value) => firstProblem(value, required("Enter the e-mail address."), email),
  phone,
  companyName: (value) => firstProblem(value, oneLine, maxLength(LEASING_MANAGER_COMPANY_MAX)),
  marketId: (value) => (value === "" || /^[1-9]\d{0,9}$/.test(value) ? null : "Choose a market."),
};

/** Each field's problem, by field; empty when every field may be saved. */
export function leasingManagerProblems(
  values: LeasingManagerValues,
): Partial<Record<keyof LeasingManagerValues, string>> {
  const problems: Partial<Record<keyof LeasingManagerValues, string>> = {};
  for (const [field, rule] of Object.entries(LEASING_MANAGER_RULES) as [keyof LeasingManagerValues, Rule][]) {
    const problem = rule(values[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** As stored: trimmed, the e-mail lower-cased, a North American phone formatted, empty optional text none. */
export function normalizeLeasingManager(values: LeasingManagerValues) {
  const text = (v: string) => v.trim() || null;
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: normalizeEmail(values.email),
    phone: values.phone.trim() ? formatPhone(values.phone.trim()) : null,
    companyName: text(values.companyName),
    marketId: values.marketId ? Number(values.marketId) : null,
  };
}
