import type { LeaseTerm, MoveInTimeframe } from "../../../common/enums";
import {
  monthlyFromPsf,
  phaseAfterContinue,
  psfFromMonthly,
  totalSquareFeetFor,
} from "../../../common/onboarding/profileRules";
import { withDrafts } from "../../system/store/drafts";
import type { PayloadAction, ThunkAction, UnknownAction } from "../../system/store/toolkit";
import {
  type AreaOfInterest,
  averagePricePerFoot,
  DEFAULT_MARKET,
  findMarket,
  LAST_SCREEN_INDEX,
  MARKET_MISSING_MESSAGE,
  type OnboardingMarket,
  type OnboardingNeighborhood,
  SIZE_ERROR,
} from "./onboardingRules";
import {
  type ContactField,
  initialOnboardingState,
  type OnboardingState,
  onboardingCore,
  type ProfilePatch,
  type WithOnboarding,
} from "./onboardingState";

/*
 * The onboarding screens' case reducers, added to the profile's reducer (onboardingState.ts) when
 * this module loads; the screens import their actions from here.
 */

export {
  type ContactField,
  initialOnboardingState,
  type OnboardingState,
  onboardingReducer,
  type ProfilePatch,
  selectOnboarding,
  selectOnboardingPhase,
  setPhase,
} from "./onboardingState";

// The price per foot is the anchor: when the size changes the monthly figure follows it.
function resize(state: OnboardingState): void {
  state.totalSquareFeet = totalSquareFeetFor(state.numEmployees, state.psfPerEmployee);
  if (state.budgetPsf !== null && state.totalSquareFeet > 0) {
    state.budgetMonthly = monthlyFromPsf(state.budgetPsf, state.totalSquareFeet);
  }
}

const editing = onboardingCore.injectReducers(
  withDrafts<OnboardingState>()({
    /** Moving to the next page: the profile is now in progress, unless it was already completed. */
    advance(state) {
      state.phase = phaseAfterContinue(state.phase);
    },
    reachScreen(state, action: PayloadAction<number>) {
      const reached = Math.min(Math.max(action.payload, 0), LAST_SCREEN_INDEX);
      state.lastActiveScreenIndex = Math.max(state.lastActiveScreenIndex, reached);
    },
    setNumEmployees(state, action: PayloadAction<number | null>) {
      state.numEmployees = action.payload;
      if (action.payload !== null && action.payload > 0) state.sizeError = null;
      resize(state);
    },
    setPsfPerEmployee(state, action: PayloadAction<number>) {
      state.psfPerEmployee = action.payload;
      resize(state);
    },
    /** Null clears the budget (skipped step). */
    setBudgetPsf(state, action: PayloadAction<number | null>) {
      state.budgetPsf = action.payload;
      state.budgetMonthly =
        action.payload === null ? null : monthlyFromPsf(action.payload, state.totalSquareFeet);
    },
    setBudgetMonthly(state, action: PayloadAction<number | null>) {
      state.budgetMonthly = action.payload;
      if (action.payload === null) {
        state.budgetPsf = null;
        return;
      }
      // Without a size there is nothing to divide by; the psf keeps its last value.
      const psf = psfFromMonthly(action.payload, state.totalSquareFeet);
      if (psf !== null) state.budgetPsf = psf;
    },
    /** Replaces the chosen neighbourhoods (the Market stays) and prices the budget from them. */
    setNeighborhoods(state, action: PayloadAction<OnboardingNeighborhood[]>) {
      const market = findMarket(state.areasOfInterest) ?? DEFAULT_MARKET;
      state.areasOfInterest = [market, ...action.payload];
      const average = averagePricePerFoot(action.payload);
      if (average === null) return;
      state.budgetPsf = average;
      state.budgetMonthly = monthlyFromPsf(average, state.totalSquareFeet);
    },
    /** A city query parameter (on route change or after rehydrate) overrides the stored city. */
    setCity(state, action: PayloadAction<string>) {
      state.city = action.payload;
    },
    /** Another city: its Market replaces the old one and the old city's neighbourhoods go. */
    chooseMarket(state, action: PayloadAction<OnboardingMarket>) {
      state.city = action.payload.name;
      state.areasOfInterest = [action.payload];
    },
    /**
     * Fills several fields at once. The size is worked out again; a budget given in one unit only
     * gets the other from the spec's formulas.
     */
    applyProfile(state, action: PayloadAction<ProfilePatch>) {
      const patch = action.payload;
      Object.assign(state, patch);
      if (patch.lastActiveScreenIndex !== undefined) {
        state.lastActiveScreenIndex = Math.min(Math.max(patch.lastActiveScreenIndex, 0), LAST_SCREEN_INDEX);
      }
      state.totalSquareFeet = totalSquareFeetFor(state.numEmployees, state.psfPerEmployee);
      if (patch.budgetPsf != null && patch.budgetMonthly === undefined) {
        state.budgetMonthly = monthlyFromPsf(patch.budgetPsf, state.totalSquareFeet);
      } else if (patch.budgetMonthly != null && patch.budgetPsf === undefined) {
        state.budgetPsf = psfFromMonthly(patch.budgetMonthly, state.totalSquareFeet) ?? state.budgetPsf;
      }
      if (!findMarket(state.areasOfInterest))
        state.areasOfInterest = [DEFAULT_MARKET, ...state.areasOfInterest];
    },
    setAreasOfInterest(state, action: PayloadAction<AreaOfInterest[]>) {
      state.areasOfInterest = action.payload;
    },
    /** The pure half of ensureMarketInAreas; dispatch that thunk to also get the log line. */
    resetMissingMarket(state) {
      if (!findMarket(state.areasOfInterest)) state.areasOfInterest = [DEFAULT_MARKET];
    },
    setSizeError(state, action: PayloadAction<string | null | undefined>) {
      state.sizeError = action.payload === undefined ? SIZE_ERROR : action.payload;
    },
    setContactField(state, action: PayloadAction<{ field: ContactField; value: string }>) {
      state[action.payload.field] = action.payload.value;
    },
    setTimeframes(
      state,
      action: PayloadAction<{ leaseTerm?: LeaseTerm | null; moveInDate?: MoveInTimeframe | null }>,
    ) {
      if (action.payload.leaseTerm !== undefined) state.leaseTerm = action.payload.leaseTerm;
      if (action.payload.moveInDate !== undefined) state.moveInDate = action.payload.moveInDate;
    },
    setOnboardingId(state, action: PayloadAction<string | null>) {
      state.onboardingId = action.payload;
    },
    resetOnboarding(state) {
      return { ...initialOnboardingState, restored: state.restored };
    },
  }),
);

export const {
  advance,
  reachScreen,
  setNumEmployees,
  setPsfPerEmployee,
  setBudgetPsf,
  setBudgetMonthly,
  setNeighborhoods,
  setCity,
  setAreasOfInterest,
  chooseMarket,
  applyProfile,
  resetMissingMarket,
  setSizeError,
  setContactField,
  setTimeframes,
  setOnboardingId,
  resetOnboarding,
} = editing;

/**
 * Resets areasOfInterest to the default Market when the Market is missing, logging it; a thunk
 * because reducers stay free of side effects.
 */
export function ensureMarketInAreas(
  logger: Pick<Console, "error"> = console,
): ThunkAction<boolean, WithOnboarding, unknown, UnknownAction> {
  return (dispatch, getState) => {
    if (findMarket(getState().onboarding.areasOfInterest)) return false;
    logger.error(MARKET_MISSING_MESSAGE);
    dispatch(resetMissingMarket());
    return true;
  };
}
