import { LEASE_TERM_LABELS } from "../../../common/enums";
import { formatCurrency, formatThousands } from "../../../common/format/numbers";
import { SIZE_ERROR } from "../../../common/onboarding/stepRules";
import type { OnboardingStep } from "../../../common/onboarding/steps";
import {
  type AreaOfInterest,
  DEFAULT_MARKET,
  findMarket,
  MARKET_NOT_FOUND_MESSAGE,
  type OnboardingMarket,
  type OnboardingNeighborhood,
} from "./onboardingMarket";
import type { OnboardingState } from "./onboardingSlice";

/* Pure rules of the onboarding profile (spec sections 2, 3, 4 and 5). */

// The steps and their paths are shared with the server's plain form posts (src/common/onboarding/steps.ts).
export {
  LAST_SCREEN_INDEX,
  nextPagePath,
  ONBOARDING_STEP_PATHS,
  ONBOARDING_STEPS,
  type OnboardingStep,
  stepForPath,
} from "../../../common/onboarding/steps";
// The market rules live in onboardingMarket.ts (the always-loaded store needs them); they are
// repeated here so the onboarding screens find every rule in one place.
export {
  type AreaOfInterest,
  DEFAULT_MARKET,
  findMarket,
  isMarket,
  MARKET_MISSING_MESSAGE,
  MARKET_NOT_FOUND_MESSAGE,
  type OnboardingMarket,
  type OnboardingNeighborhood,
} from "./onboardingMarket";
export { SIZE_ERROR };

/** Size always continues; Location needs a city; Timeframes needs both answers; Budget may be skipped. */
export function canContinue(
  step: OnboardingStep,
  state: Pick<OnboardingState, "city" | "leaseTerm" | "moveInDate">,
): boolean {
  switch (step) {
    case "location":
      return state.city.trim() !== "";
    case "timeframes":
      return state.leaseTerm !== null && state.moveInDate !== null;
    default:
      return true;
  }
}

/** The Size step lets the visitor press Continue, then shows this error when no seats were given. */
export function sizeErrorFor(numEmployees: number | null): string | null {
  return numEmployees !== null && numEmployees > 0 ? null : SIZE_ERROR;
}

/**
 * Average yearlyPricePerFoot of the neighbourhoods that have one, to the cent (prices are stored in
 * cents); null when none do.
 */
export function averagePricePerFoot(neighborhoods: readonly OnboardingNeighborhood[]): number | null {
  const prices = neighborhoods
    .map((n) => n.yearlyPricePerFoot)
    .filter((p): p is number => typeof p === "number" && Number.isFinite(p));
  if (prices.length === 0) return null;
  return Math.round((prices.reduce((sum, p) => sum + p, 0) / prices.length) * 100) / 100;
}

/** For screens that need a market (map centre, submit): falls back to the default and says so. */
export function marketOrDefault(
  areas: readonly AreaOfInterest[],
  logger: Pick<Console, "error"> = console,
): OnboardingMarket {
  const market = findMarket(areas);
  if (market) return market;
  logger.error(MARKET_NOT_FOUND_MESSAGE);
  return DEFAULT_MARKET;
}

export function neighborhoodsOf(areas: readonly AreaOfInterest[]): OnboardingNeighborhood[] {
  return areas.filter((area): area is OnboardingNeighborhood => area.__typename === "Neighborhood");
}

/**
 * The summary under each step's title: "N seats, ~X sf" for Size and "$P psf / $M monthly" or
 * "Flexible" for Budget (spec section 2); Location and Timeframes summarise their answers.
 */
export function stepBlurb(step: OnboardingStep, state: OnboardingState): string | null {
  switch (step) {
    case "size":
      if (state.numEmployees === null) return null;
      return `${formatThousands(state.numEmployees)} seats, ~${formatThousands(state.totalSquareFeet)} sf`;
    case "budget":
      if (state.budgetPsf === null || state.budgetMonthly === null) return "Flexible";
      return `${formatPsf(state.budgetPsf)} psf / ${formatCurrency(state.budgetMonthly)} monthly`;
    case "location": {
      const names = neighborhoodsOf(state.areasOfInterest).map((n) => n.name);
      return names.length > 0 ? names.join(", ") : state.city || null;
    }
    case "timeframes":
      return state.leaseTerm ? LEASE_TERM_LABELS[state.leaseTerm] : null;
    default:
      return null;
  }
}

// An averaged neighbourhood price can carry cents; whole dollars stay without ".00".
function formatPsf(value: number): string {
  return formatCurrency(value, { cents: !Number.isInteger(value) });
}
