import { describe, expect, it } from "vitest";
import {
  hideToast,
  hideToastFrom,
  showToast,
  TOAST_DEFAULTS,
  toastDismissed,
  toastReducer,
} from "./toastSlice";

const initial = toastReducer(undefined, { type: "@@init" });

describe("toastSlice", () => {
  it("starts hidden", () => {
    expect(initial.visible).toBe(false);
    expect(initial.isError).toBe(false);
  });

  it("shows the default success notice for 3 seconds", () => {
    const state = toastReducer(initial, showToast());
    expect(state).toEqual({
      visible: true,
      contents: "Success!",
      isError: false,
      durationMs: 3000,
      href: null,
      source: null,
    });
  });

  it("shows the default failure notice for 5 seconds", () => {
    const state = toastReducer(initial, showToast({ isError: true }));
    expect(state).toEqual({
      visible: true,
      contents: "Saving failed, please try again later.",
      isError: true,
      durationMs: 5000,
      href: null,
      source: null,
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

  it("a link toast keeps its path and source; a later plain toast drops them", () => {
    const link = toastReducer(
      initial,
      showToast({ contents: "Go", href: "/profile/size", source: "onboardingCTA" }),
    );
    expect(link).toMatchObject({ visible: true, href: "/profile/size", source: "onboardingCTA" });
    expect(toastReducer(link, showToast({ contents: "Saved" }))).toMatchObject({ href: null, source: null });
  });

  it("dismissing hides the toast", () => {
    const shown = toastReducer(initial, showToast());
    expect(toastReducer(shown, toastDismissed(null)).visible).toBe(false);
  });

  it("hideToastFrom hides only the toast its source showed", () => {
    const cta = toastReducer(initial, showToast({ contents: "Go", source: "onboardingCTA" }));
    expect(toastReducer(cta, hideToastFrom("onboardingCTA")).visible).toBe(false);
    const saved = toastReducer(initial, showToast({ contents: "Changes saved!" }));
    expect(toastReducer(saved, hideToastFrom("onboardingCTA")).visible).toBe(true);
  });
});
