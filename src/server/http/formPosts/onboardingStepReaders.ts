import { LEASE_TERMS, MOVE_IN_TIMEFRAMES } from "../../../common/enums";
import { SHOW_NEIGHBORHOODS, SKIP_BUDGET, STEP_INTENT_FIELD } from "../../../common/onboarding/stepForms";
import {
  budgetAmountProblem,
  LEASE_TERM_MISSING,
  MOVE_IN_MISSING,
  psfPerEmployeeProblem,
  seatsProblem,
} from "../../../common/onboarding/stepRules";
import { averagePricePerFoot } from "../../../common/spaceCalculator";
import { parseNumber } from "../../../common/validation/rules";
import { type FormPostInput, problems } from "./formPostTypes";
import type { DraftInput } from "./onboardingDraft";

/*
 * What each step's plain form (issue 14) changes in the draft, read by the steps' shared rules
 * (src/common/onboarding/stepRules.ts) and with the scripted steps' reducers' arithmetic.
 */

/** A step's post: refused (errors by field), or the fields it changes in the draft. */
export type StepReading =
  | { errors: Record<string, string> }
  /** `stay`: saved, but back to the same step (Location's "Show neighbourhoods"). */
  | { patch: Partial<DraftInput>; stay?: boolean };

export type StepReader = (input: FormPostInput, draft: DraftInput) => StepReading | Promise<StepReading>;

export const CHOOSE_CITY = "Choose one of our cities.";

const RECORD_ID = /^\d{1,9}$/;

/** A whole number the step's rule has already accepted. */
const whole = (text: string) => parseNumber(text, { integer: true }) ?? 0;

const refusal = (errors: Record<string, string>): StepReading | null =>
  Object.keys(errors).length ? { errors } : null;

/** Size: seats and space per person. The budget per foot stays; the monthly figure follows the size. */
export const sizeReader: StepReader = ({ fields }) => {
  const seats = fields.numEmployees ?? "";
  const psf = fields.psfPerEmployee ?? "";
  const refused = refusal(
    problems({ numEmployees: seatsProblem(seats), psfPerEmployee: psfPerEmployeeProblem(psf) }),
  );
  if (refused) return refused;
  return { patch: { numEmployees: whole(seats), psfPerEmployee: whole(psf), budgetMonthly: null } };
};

/**
 * Location: the city, and the ticked neighbourhoods that are that city's (another city's ticks, left
 * from before the city changed, go, as choosing a city drops them with scripts). A new choice of
 * neighbourhoods prices the budget at their average rent (spec section 5).
 */
export const locationReader: StepReader = async ({ fields, every, context }, draft) => {
  const directory = await context.services.marketDirectory.get();
  const marketId = fields.marketId ?? "";
  const market = RECORD_ID.test(marketId) ? directory.marketById.get(Number(marketId)) : undefined;
  if (!market) return { errors: { marketId: CHOOSE_CITY } };
  const hoods = [...new Set(every("neighborhoodIds"))].flatMap((id) => {
    const hood = RECORD_ID.test(id) ? directory.neighborhoodById.get(Number(id)) : undefined;
    return hood && hood.marketId === market.id ? [hood] : [];
  });
  const ids = hoods.map((h) => String(h.id));
  const before = new Set(draft.neighborhoodIds ?? []);
  const sameChoice = ids.length === before.size && ids.every((id) => before.has(id));
  const average = sameChoice ? null : averagePricePerFoot(hoods.map((h) => h.yearlyPricePerFoot));
  return {
    patch: {
      marketId: String(market.id),
      city: market.name,
      neighborhoodIds: ids,
      ...(average === null ? {} : { budgetPsf: average, budgetMonthly: null }),
    },
    stay: fields[STEP_INTENT_FIELD] === SHOW_NEIGHBORHOODS,
  };
};

/**
 * Both figures come in at once without scripts, which keep them in step as they are typed: the one
 * changed from the draft wins and the server works the other out (both changed: the price per foot,
 * the anchor). Both empty, or Skip: a flexible budget.
 */
export function budgetFrom(
  psf: number | null,
  monthly: number | null,
  draft: Pick<DraftInput, "budgetPsf" | "budgetMonthly">,
): Pick<DraftInput, "budgetPsf" | "budgetMonthly"> {
  if (psf === null && monthly === null) return { budgetPsf: null, budgetMonthly: null };
  const psfChanged = psf !== null && psf !== draft.budgetPsf;
  const monthlyChanged = monthly !== null && monthly !== draft.budgetMonthly;
  if (psf !== null && (psfChanged || !monthlyChanged)) {
    return { budgetPsf: psf, budgetMonthly: psfChanged ? null : monthly };
  }
  return { budgetPsf: null, budgetMonthly: monthly };
}

export const budgetReader: StepReader = ({ fields }, draft) => {
  if (fields[STEP_INTENT_FIELD] === SKIP_BUDGET) return { patch: { budgetPsf: null, budgetMonthly: null } };
  const psf = fields.budgetPsf ?? "";
  const monthly = fields.budgetMonthly ?? "";
  const refused = refusal(
    problems({ budgetPsf: budgetAmountProblem(psf), budgetMonthly: budgetAmountProblem(monthly) }),
  );
  if (refused) return refused;
  return { patch: budgetFrom(parseNumber(psf), parseNumber(monthly), draft) };
};

/** Timeframes: a lease term and a move-in time, both from the spec's enumerations. */
export const timeframesReader: StepReader = ({ fields }) => {
  const leaseTerm = LEASE_TERMS.find((value) => value === fields.leaseTerm) ?? null;
  const moveInDate = MOVE_IN_TIMEFRAMES.find((value) => value === fields.moveInDate) ?? null;
  if (!leaseTerm || !moveInDate) {
    return {
      errors: problems({
        leaseTerm: leaseTerm ? null : LEASE_TERM_MISSING,
        moveInDate: moveInDate ? null : MOVE_IN_MISSING,
      }),
    };
  }
  return { patch: { leaseTerm, moveInDate } };
};
