import { ERROR_TOAST_MS, TOAST_MS } from "../../common/constants";
import { createSlice, type PayloadAction } from "../system/store/toolkit";

export type ToastState = {
  visible: boolean;
  contents: string;
  isError: boolean;
  durationMs: number;
};

export type ShowToastPayload = {
  contents?: string;
  isError?: boolean;
  durationMs?: number;
};

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
};

const toastSlice = createSlice({
  name: "toast",
  initialState,
  reducers: {
    // The payload is optional so `showToast()` alone gives the default success notice.
    showToast(state, action: PayloadAction<ShowToastPayload | undefined>) {
      const payload = action.payload ?? {};
      const isError = payload.isError ?? false;
      const defaults = isError ? TOAST_DEFAULTS.error : TOAST_DEFAULTS.success;
      state.visible = true;
      state.isError = isError;
      state.contents = payload.contents ?? defaults.contents;
      state.durationMs = payload.durationMs ?? defaults.durationMs;
    },
    // Contents stay so the toast can fade out with its text instead of going blank first.
    hideToast(state) {
      state.visible = false;
    },
  },
});

export const { showToast, hideToast } = toastSlice.actions;
export const toastReducer = toastSlice.reducer;
