import { ONBOARDING_DEFAULTS } from "../../../common/constants";
import type { LeaseTerm, MoveInTimeframe, OnboardingPhase } from "../../../common/enums";
import { ONBOARDING_CTA_SOURCE, toastDismissed } from "../../layout/toastSlice";
import { rehydrate } from "../../system/store/persistence";
import { registerSlice } from "../../system/store/registry";
import { createSlice, type PayloadAction } from "../../system/store/toolkit";
import { logout } from "../account/userSlice";
import { type AreaOfInterest, DEFAULT_MARKET, findMarket, MARKET_MISSING_MESSAGE } from "./onboardingMarket";

/*
 * The onboarding profile's state and the part of its reducer every page needs: restoring the saved
 * profile, the phase (the call-to-action toast reads and sets it) and sign-out. The editing case
 * reducers join it from onboardingSlice.ts when the onboarding screens load, so they are not part of
 * every page's first load.
 */

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

export const onboardingCore = createSlice({
  name: "onboarding",
  initialState: initialOnboardingState,
  reducers: {
    setPhase(state, action: PayloadAction<OnboardingPhase>) {
      return state.phase === action.payload ? state : { ...state, phase: action.payload };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(rehydrate, (state, action) => {
      const persisted = action.payload.onboarding;
      if (!persisted) return state.restored ? state : { ...state, restored: true };
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
        return { ...state, phase: "SKIPPED_CTA" };
      return state;
    });
    // A signed-out browser must not keep showing the last person's name and e-mail address.
    builder.addCase(logout, (state) => ({ ...initialOnboardingState, restored: state.restored }));
  },
});

export const { setPhase } = onboardingCore.actions;
export const onboardingReducer = onboardingCore.reducer;

declare module "../../system/store/registry" {
  interface SliceStates {
    onboarding: OnboardingState;
  }
}

registerSlice("onboarding", onboardingReducer, {
  persist: {
    // The reducer puts the default Market back when it handles rehydrate; reading it is logged.
    problemIn: (stored) => {
      const areas = stored.areasOfInterest;
      return Array.isArray(areas) && findMarket(areas) ? null : MARKET_MISSING_MESSAGE;
    },
  },
});

export type WithOnboarding = { onboarding: OnboardingState };

export const selectOnboarding = (state: WithOnboarding): OnboardingState => state.onboarding;
export const selectOnboardingPhase = (state: WithOnboarding): OnboardingPhase => state.onboarding.phase;
