// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Provider } from "react-redux";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "../features/account/currentUserFixture";
import { setPhase } from "../features/onboarding/onboardingSlice";
import { MemoryRouter } from "../system/router/router";
import { rehydrate } from "../system/store/persistence";
import { OnboardingCta } from "./OnboardingCta";
import { Toast } from "./Toast";
import { makeTestStore, type TestStore } from "./testSupport";
import { showToast } from "./toastSlice";

function renderCta(store: TestStore, props: { enabled: boolean; pageKey: string }) {
  const ui = (p: typeof props) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={["/search"]}>
        <OnboardingCta {...p} />
        <Toast />
      </MemoryRouter>
    </Provider>
  );
  const result = render(ui(props));
  return { ...result, rerenderWith: (p: typeof props) => result.rerender(ui(p)) };
}

describe("OnboardingCta (spec section 2)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("waits for the stored phase, then shows the NOT_STARTED text linking to /profile/size", () => {
    const store = makeTestStore();
    renderCta(store, { enabled: true, pageKey: "search" });
    expect(screen.queryByRole("status")).toBeNull();
    act(() => {
      store.dispatch(rehydrate({}));
    });
    const link = screen.getByRole("link", { name: "Start your office search with Squarely now ›" });
    expect(link.getAttribute("href")).toBe("/profile/size");
  });

  it.each([
    ["SKIPPED_CTA", "Create a profile to get a customized tour of office spaces ›"],
    ["IN_PROGRESS", "Finish creating your profile to get a customized tour of office spaces ›"],
  ] as const)("words the toast for %s", (phase, text) => {
    const store = makeTestStore();
    store.dispatch(rehydrate({ onboarding: { phase } }));
    renderCta(store, { enabled: true, pageKey: "search" });
    expect(screen.getByRole("link").textContent).toBe(text);
  });

  it("shows nothing to signed-in users, on pages that do not ask, or once the profile is complete", () => {
    const signedIn = makeTestStore(makeUser());
    signedIn.dispatch(rehydrate({}));
    renderCta(signedIn, { enabled: true, pageKey: "search" });
    expect(screen.queryByRole("status")).toBeNull();
    cleanup();

    const otherPage = makeTestStore();
    otherPage.dispatch(rehydrate({}));
    renderCta(otherPage, { enabled: false, pageKey: "home" });
    expect(screen.queryByRole("status")).toBeNull();
    cleanup();

    const completed = makeTestStore();
    completed.dispatch(rehydrate({ onboarding: { phase: "COMPLETED" } }));
    renderCta(completed, { enabled: true, pageKey: "search" });
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("hides itself after 3 seconds", () => {
    const store = makeTestStore();
    store.dispatch(rehydrate({}));
    renderCta(store, { enabled: true, pageKey: "search" });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("is hidden again when the page changes, but leaves another feature's toast alone", () => {
    const store = makeTestStore();
    store.dispatch(rehydrate({}));
    const view = renderCta(store, { enabled: true, pageKey: "search" });
    view.rerenderWith({ enabled: false, pageKey: "listing" });
    expect(screen.queryByRole("status")).toBeNull();

    view.rerenderWith({ enabled: true, pageKey: "searchLanding" });
    act(() => {
      store.dispatch(showToast({ contents: "Changes saved!" }));
    });
    view.rerenderWith({ enabled: false, pageKey: "home" });
    expect(screen.getByRole("status").textContent).toContain("Changes saved!");
  });

  it("closing it is skipping it: SKIPPED_CTA, and it does not come back on the same page", () => {
    const store = makeTestStore();
    store.dispatch(rehydrate({}));
    const view = renderCta(store, { enabled: true, pageKey: "search" });
    fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    expect(store.getState().onboarding.phase).toBe("SKIPPED_CTA");
    expect(screen.queryByRole("status")).toBeNull();
    view.rerenderWith({ enabled: true, pageKey: "searchLanding" });
    expect(screen.getByRole("link").textContent).toBe(
      "Create a profile to get a customized tour of office spaces ›",
    );
  });

  it("disappears when the visitor signs in", () => {
    const store = makeTestStore();
    store.dispatch(rehydrate({}));
    store.dispatch(setPhase("IN_PROGRESS"));
    renderCta(store, { enabled: true, pageKey: "search" });
    expect(screen.getByRole("status")).toBeTruthy();
    act(() => {
      store.dispatch({ type: "user/login", payload: makeUser() });
    });
    expect(screen.queryByRole("status")).toBeNull();
  });
});
