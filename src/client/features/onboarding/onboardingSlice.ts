import { ONBOARDING_DEFAULTS } from "../../../common/constants";
import type { LeaseTerm, MoveInTimeframe, OnboardingPhase } from "../../../common/enums";
import { monthlyFromPsf, psfFromMonthly, totalSquareFeetFor } from "../../../common/onboarding/profileRules";
import { ONBOARDING_CTA_SOURCE, toastDismissed } from "../../layout/toastSlice";
import { rehydrate } from "../../system/store/persistence";
import {
  createSlice,
  type PayloadAction,
  type ThunkAction,
  type UnknownAction,
} from "../../system/store/toolkit";
import { logout } from "../account/userSlice";
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

export interface OnboardingState {
  /** Furthest screen reached (0 = Size ... 4 = Results); it never goes back. */
  lastActiveScreenIndex: number;
  city: string;
  numEmployees: number | null;
  psfPerEmployee: number;
  totalSquareFeet: number;
  /** Null (with budgetMonthly) when the visitor skipped the Budget step: shown as "Flexible". */
  budgetPsf: number | null;
  budgetMonthly: number | null;
  leaseTerm: LeaseTerm | null;
  moveInDate: MoveInTimeframe | null;
  name: string;
  companyName: string;
  email: string;
  phone: string;
  renterComments: string;
  phase: OnboardingPhase;
  /** The server's profile id, kept in the browser so a visitor's profile survives reloads. */
  onboardingId: string | null;
  sizeError: string | null;
  areasOfInterest: AreaOfInterest[];
  /**
   * True once the browser has put the stored profile back (`rehydrate`). False on the server and
   * before that, so screens that depend on the stored profile wait for it instead of deciding on
   * the defaults.
   */
  restored: boolean;
}

/** Profile fields another source (the server's copy, a partner's link) may fill in at once. */
export type ProfilePatch = Partial<
  Pick<
    OnboardingState,
    | "numEmployees"
    | "psfPerEmployee"
    | "budgetPsf"
    | "budgetMonthly"
    | "leaseTerm"
    | "moveInDate"
    | "name"
    | "companyName"
    | "email"
    | "phone"
    | "renterComments"
    | "phase"
    | "lastActiveScreenIndex"
    | "onboardingId"
    | "city"
    | "areasOfInterest"
  >
>;

export type ContactField = "name" | "companyName" | "email" | "phone" | "renterComments";

export const initialOnboardingState: OnboardingState = {
  lastActiveScreenIndex: 0,
  city: ONBOARDING_DEFAULTS.city,
  numEmployees: null,
  psfPerEmployee: ONBOARDING_DEFAULTS.psfPerEmployee,
  totalSquareFeet: ONBOARDING_DEFAULTS.totalSquareFeet,
  budgetPsf: ONBOARDING_DEFAULTS.budgetPsf,
  budgetMonthly: ONBOARDING_DEFAULTS.budgetMonthly,
  leaseTerm: ONBOARDING_DEFAULTS.leaseTerm,
  moveInDate: ONBOARDING_DEFAULTS.moveInDate,
  name: "",
  companyName: "",
  email: "",
  phone: "",
  renterComments: "",
  phase: ONBOARDING_DEFAULTS.phase,
  onboardingId: null,
  sizeError: null,
  areasOfInterest: [DEFAULT_MARKET],
  restored: false,
};

// The price per foot is the anchor: when the size changes the monthly figure follows it.
function resize(state: OnboardingState): void {
  state.totalSquareFeet = totalSquareFeetFor(state.numEmployees, state.psfPerEmployee);
  if (state.budgetPsf !== null && state.totalSquareFeet > 0) {
    state.budgetMonthly = monthlyFromPsf(state.budgetPsf, state.totalSquareFeet);
  }
}

const onboardingSlice = createSlice({
  name: "onboarding",
  initialState: initialOnboardingState,
  reducers: {
    setPhase(state, action: PayloadAction<OnboardingPhase>) {
      state.phase = action.payload;
    },
    /** Moving to the next page: the profile is now in progress, unless it was already completed. */
    advance(state) {
      if (state.phase !== "COMPLETED") state.phase = "IN_PROGRESS";
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
  },
  extraReducers: (builder) => {
    builder.addCase(rehydrate, (state, action) => {
      const persisted = action.payload.onboarding;
      if (!persisted) {
        state.restored = true;
        return;
      }
      const restored: OnboardingState = { ...initialOnboardingState, ...persisted, restored: true };
      // A stored profile from an older build may have lost its Market.
      if (!Array.isArray(restored.areasOfInterest) || !findMarket(restored.areasOfInterest)) {
        restored.areasOfInterest = [DEFAULT_MARKET];
      }
      return restored;
    });
    // Closing the call-to-action is skipping it (spec: SKIPPED_CTA); a profile under way stays so.
    builder.addCase(toastDismissed, (state, action) => {
      if (action.payload === ONBOARDING_CTA_SOURCE && state.phase === "NOT_STARTED")
        state.phase = "SKIPPED_CTA";
    });
    // A signed-out browser must not keep showing the last person's name and e-mail address.
    builder.addCase(logout, (state) => ({ ...initialOnboardingState, restored: state.restored }));
  },
});

export const {
  setPhase,
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
} = onboardingSlice.actions;
export const onboardingReducer = onboardingSlice.reducer;

type WithOnboarding = { onboarding: OnboardingState };

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

export const selectOnboarding = (state: WithOnboarding): OnboardingState => state.onboarding;
export const selectOnboardingPhase = (state: WithOnboarding): OnboardingPhase => state.onboarding.phase;
