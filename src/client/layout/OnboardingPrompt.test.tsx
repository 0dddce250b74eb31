// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Provider } from "react-redux";
import { afterEach, describe, expect, it } from "vitest";
import { routeById } from "../../common/routes/routeTable";
import { makeUser } from "../features/account/currentUserFixture";
import { MemoryRouter } from "../system/router/router";
import { rehydrate } from "../system/store/persistence";
import { OnboardingPrompt } from "./OnboardingPrompt";
import { makeTestStore, type TestStore } from "./testSupport";

const START = "Start your office search with Squarely now ›";

function renderPrompt(store: TestStore, routeId: Parameters<typeof routeById>[0], pathname: string) {
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[pathname]}>
        <OnboardingPrompt route={routeById(routeId)} pathname={pathname} />
      </MemoryRouter>
    </Provider>,
  );
}

function restoredStore(
  onboarding: Record<string, unknown> = {},
  user: ReturnType<typeof makeUser> | null = null,
) {
  const store = makeTestStore(user ?? undefined);
  store.dispatch(rehydrate({ onboarding } as never));
  return store;
}

describe("OnboardingPrompt (showOnboarding, spec section 2)", () => {
  afterEach(cleanup);

  it("invites a signed-out visitor who has not started, on a page other than home, to /profile/size", () => {
    renderPrompt(restoredStore(), "commutes", "/commutes");
    const region = screen.getByRole("region", { name: "Your office search" });
    const link = screen.getByRole("link", { name: START });
    expect(region.contains(link)).toBe(true);
    expect(link.getAttribute("href")).toBe("/profile/size");
  });

  it("waits for the visitor's saved phase before deciding", () => {
    const store = makeTestStore();
    renderPrompt(store, "commutes", "/commutes");
    expect(screen.queryByRole("region", { name: "Your office search" })).toBeNull();
    act(() => {
      store.dispatch(rehydrate({}));
    });
    expect(screen.getByRole("link", { name: START })).toBeTruthy();
  });

  it("is not on the home page", () => {
    renderPrompt(restoredStore(), "home", "/");
    expect(screen.queryByRole("region", { name: "Your office search" })).toBeNull();
  });

  it("is not shown to signed-in users", () => {
    renderPrompt(restoredStore({}, makeUser()), "commutes", "/commutes");
    expect(screen.queryByRole("region", { name: "Your office search" })).toBeNull();
  });

  it.each(["SKIPPED_CTA", "IN_PROGRESS", "COMPLETED"])("is not shown once the phase is %s", (phase) => {
    renderPrompt(restoredStore({ phase }), "commutes", "/commutes");
    expect(screen.queryByRole("region", { name: "Your office search" })).toBeNull();
  });

  it("is not shown where the route turns it off (account screens, onboarding itself)", () => {
    renderPrompt(restoredStore(), "signIn", "/sign-in");
    expect(screen.queryByRole("region", { name: "Your office search" })).toBeNull();
    cleanup();
    renderPrompt(restoredStore(), "onboardingStep", "/profile/size");
    expect(screen.queryByRole("region", { name: "Your office search" })).toBeNull();
  });

  it("leaves pages that show the call-to-action toast to the toast", () => {
    renderPrompt(restoredStore(), "search", "/search");
    expect(screen.queryByRole("region", { name: "Your office search" })).toBeNull();
  });

  it("goes away for good when the visitor says Not now (the phase becomes SKIPPED_CTA)", () => {
    const store = restoredStore();
    renderPrompt(store, "commutes", "/commutes");
    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(screen.queryByRole("region", { name: "Your office search" })).toBeNull();
    expect(store.getState().onboarding.phase).toBe("SKIPPED_CTA");
  });
});
