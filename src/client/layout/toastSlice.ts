import { ERROR_TOAST_MS, TOAST_MS } from "../../common/constants";
import { registerSlice } from "../system/store/registry";
import { createAction, createSlice, type PayloadAction } from "../system/store/toolkit";

export type ToastState = {
  visible: boolean;
  contents: string;
  isError: boolean;
  durationMs: number;
  /** When set, the contents are a link to this path. */
  href: string | null;
  /** Who showed it (e.g. the onboarding call-to-action), so it can hide only its own toast. */
  source: string | null;
};

export type ShowToastPayload = {
  contents?: string;
  isError?: boolean;
  durationMs?: number;
  href?: string | null;
  source?: string | null;
};

/** The `source` of the onboarding call-to-action toast. */
export const ONBOARDING_CTA_SOURCE = "onboardingCTA";

/** The person closed the toast (not the timer): carries its source, which others may react to. */
export const toastDismissed = createAction<string | null>("toast/dismissed");

/** Spec sections 8 and 9: the default notices and how long each stays on screen. */
export const TOAST_DEFAULTS = {
  success: { contents: "Success!", durationMs: TOAST_MS },
  error: { contents: "Saving failed, please try again later.", durationMs: ERROR_TOAST_MS },
} as const;

const initialState: ToastState = {
  visible: false,
  contents: "",
  isError: false,
  durationMs: TOAST_DEFAULTS.success.durationMs,
  href: null,
  source: null,
};

function hidden(state: ToastState): ToastState {
  return state.visible ? { ...state, visible: false } : state;
}

const toastSlice = createSlice({
  name: "toast",
  initialState,
  reducers: {
    // The payload is optional so `showToast()` alone gives the default success notice.
    showToast(_state, action: PayloadAction<ShowToastPayload | undefined>) {
      const payload = action.payload ?? {};
      const isError = payload.isError ?? false;
      const defaults = isError ? TOAST_DEFAULTS.error : TOAST_DEFAULTS.success;
      return {
        visible: true,
        isError,
        contents: payload.contents ?? defaults.contents,
        durationMs: payload.durationMs ?? defaults.durationMs,
        href: payload.href ?? null,
        source: payload.source ?? null,
      };
    },
    // Contents stay so the toast can fade out with its text instead of going blank first.
    hideToast: hidden,
    /** Hides the toast only if `source` showed it, so one feature never hides another's notice. */
    hideToastFrom(state, action: PayloadAction<string>) {
      return state.source === action.payload ? hidden(state) : state;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(toastDismissed, hidden);
  },
});

export const { showToast, hideToast, hideToastFrom } = toastSlice.actions;
export const toastReducer = toastSlice.reducer;

declare module "../system/store/registry" {
  interface SliceStates {
    toast: ToastState;
  }
}

registerSlice("toast", toastReducer);
