import { ONBOARDING_DEFAULTS } from "../../../common/constants";
import type { LeaseTerm, MoveInTimeframe, OnboardingPhase } from "../../../common/enums";
import { monthlyFromPsf, psfFromMonthly, totalSquareFeetFor } from "../../../common/onboarding/profileRules";
import type { onboardingProfiles } from "../../db/schema/onboarding";
import type { ProfileInput } from "../../graphql/onboarding/inputs";
import { type AccountResult, fail, ok } from "../accountResult";
import type { MarketDirectory, MarketRow, NeighborhoodRow } from "../marketDirectory";

export type ProfileRow = typeof onboardingProfiles.$inferSelect;

/** A validated profile with its market and neighbourhoods looked up and its size worked out. */
export type ProfileValues = {
  phase: OnboardingPhase | null;
  lastActiveScreenIndex: number;
  city: string;
  market: MarketRow | null;
  neighborhoods: NeighborhoodRow[];
  numEmployees: number | null;
  psfPerEmployee: number;
  totalSquareFeet: number;
  /** Both null: a flexible budget (the Budget step was skipped). */
  budgetPsf: number | null;
  budgetMonthly: number | null;
  leaseTerm: LeaseTerm | null;
  moveInDate: MoveInTimeframe | null;
  name: string | null;
  companyName: string | null;
  email: string | null;
  phone: string | null;
  renterComments: string | null;
};

function marketByName(directory: MarketDirectory, city: string): MarketRow | null {
  const name = city.trim().toLowerCase();
  return name ? (directory.markets.find((m) => m.name.toLowerCase() === name) ?? null) : null;
}

/**
 * Looks the market and neighbourhoods up (a market id wins over the city's name; neighbourhoods must
 * be the market's), works the square feet out on the server rather than trusting the browser, and
 * completes a budget given in one unit only with the spec's formulas.
 */
export function resolveProfile(
  directory: MarketDirectory,
  input: ProfileInput,
): AccountResult<ProfileValues> {
  let market: MarketRow | null;
  let city = input.city;
  if (input.marketId !== null) {
    market = directory.marketById.get(input.marketId) ?? null;
    if (!market) return fail("INVALID_INPUT", "Choose one of our cities.", "city");
    city = market.name;
  } else {
    market = marketByName(directory, city);
  }
  const neighborhoods: NeighborhoodRow[] = [];
  for (const id of input.neighborhoodIds) {
    const hood = directory.neighborhoodById.get(id);
    if (!hood || hood.marketId !== market?.id) {
      return fail(
        "INVALID_INPUT",
        market ? `Choose neighbourhoods of ${market.name}.` : "Choose a city before its neighbourhoods.",
        "neighborhoodIds",
      );
    }
    neighborhoods.push(hood);
  }
  const psfPerEmployee = input.psfPerEmployee ?? ONBOARDING_DEFAULTS.psfPerEmployee;
  const totalSquareFeet = totalSquareFeetFor(input.numEmployees, psfPerEmployee);
  let { budgetPsf, budgetMonthly } = input;
  if (budgetPsf !== null && budgetMonthly === null) {
    budgetMonthly = totalSquareFeet > 0 ? monthlyFromPsf(budgetPsf, totalSquareFeet) : null;
  } else if (budgetPsf === null && budgetMonthly !== null) {
    budgetPsf = psfFromMonthly(budgetMonthly, totalSquareFeet);
    if (budgetPsf === null || budgetPsf <= 0) {
      return fail("INVALID_INPUT", "Enter the budget per square foot.", "budgetPsf");
    }
  }
  return ok({
    phase: input.phase,
    lastActiveScreenIndex: input.lastActiveScreenIndex,
    city,
    market,
    neighborhoods,
    numEmployees: input.numEmployees,
    psfPerEmployee,
    totalSquareFeet,
    budgetPsf,
    budgetMonthly,
    leaseTerm: input.leaseTerm,
    moveInDate: input.moveInDate,
    name: input.name,
    companyName: input.companyName,
    email: input.email,
    phone: input.phone.phone,
    renterComments: input.renterComments,
  });
}

/**
 * The row to write; a flexible budget is stored as null. The phase never leaves COMPLETED and the
 * furthest step only grows, as on the client (spec section 4).
 */
export function profileRowValues(values: ProfileValues, existing: ProfileRow | null) {
  const completed = existing?.phase === "COMPLETED";
  return {
    phase: completed ? ("COMPLETED" as const) : (values.phase ?? existing?.phase ?? "IN_PROGRESS"),
    lastActiveScreenIndex: Math.max(existing?.lastActiveScreenIndex ?? 0, values.lastActiveScreenIndex),
    city: values.city,
    marketId: values.market?.id ?? null,
    neighborhoodIds: values.neighborhoods.map((n) => n.id),
    numEmployees: values.numEmployees,
    psfPerEmployee: values.psfPerEmployee,
    totalSquareFeet: values.totalSquareFeet,
    budgetPsf: values.budgetPsf,
    budgetMonthly: values.budgetPsf === null ? null : values.budgetMonthly,
    leaseTerm: values.leaseTerm ?? existing?.leaseTerm ?? ONBOARDING_DEFAULTS.leaseTerm,
    moveInDate: values.moveInDate ?? existing?.moveInDate ?? ONBOARDING_DEFAULTS.moveInDate,
    name: values.name,
    companyName: values.companyName,
    email: values.email,
    phone: values.phone,
    renterComments: values.renterComments,
    updatedAt: new Date(),
  };
}

/** A stored null budget (or a $0 one written before budgets could be null) reads back as flexible. */
export function storedBudget(row: Pick<ProfileRow, "budgetPsf" | "budgetMonthly">): {
  budgetPsf: number | null;
  budgetMonthly: number | null;
} {
  if (row.budgetPsf === null || row.budgetPsf <= 0) return { budgetPsf: null, budgetMonthly: null };
  const monthly = row.budgetMonthly;
  return { budgetPsf: row.budgetPsf, budgetMonthly: monthly !== null && monthly > 0 ? monthly : null };
}
