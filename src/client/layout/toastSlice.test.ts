import { describe, expect, it } from "vitest";
import { hideToast, showToast, TOAST_DEFAULTS, toastReducer } from "./toastSlice";

const initial = toastReducer(undefined, { type: "@@init" });

describe("toastSlice", () => {
  it("starts hidden", () => {
    expect(initial.visible).toBe(false);
    expect(initial.isError).toBe(false);
  });

  it("shows the default success notice for 3 seconds", () => {
    const state = toastReducer(initial, showToast());
    expect(state).toEqual({ visible: true, contents: "Success!", isError: false, durationMs: 3000 });
  });

  it("shows the default failure notice for 5 seconds", () => {
    const state = toastReducer(initial, showToast({ isError: true }));
    expect(state).toEqual({
      visible: true,
      contents: "Saving failed, please try again later.",
      isError: true,
      durationMs: 5000,
    });
    expect(TOAST_DEFAULTS.error.durationMs).toBe(5000);
  });

  it("keeps custom contents and duration", () => {
    const state = toastReducer(initial, showToast({ contents: "Changes saved!", durationMs: 1234 }));
    expect(state.contents).toBe("Changes saved!");
    expect(state.durationMs).toBe(1234);
    expect(state.isError).toBe(false);
  });

  it("uses the error duration for a custom error message", () => {
    const state = toastReducer(initial, showToast({ contents: "Error loading campaign.", isError: true }));
    expect(state.durationMs).toBe(5000);
  });

  it("resets the error flag when a success follows an error", () => {
    const error = toastReducer(initial, showToast({ isError: true }));
    const success = toastReducer(error, showToast({ contents: "Listings removed successfully." }));
    expect(success.isError).toBe(false);
    expect(success.durationMs).toBe(3000);
  });

  it("hides without forgetting the text", () => {
    const shown = toastReducer(initial, showToast({ contents: "Changes saved!" }));
    const hidden = toastReducer(shown, hideToast());
    expect(hidden.visible).toBe(false);
    expect(hidden.contents).toBe("Changes saved!");
  });
});
