// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeTestStore } from "../../layout/testSupport";
import { renderAt, serverUser } from "./accountTestSupport";
import { SignOutPage } from "./SignOutPage";
import { SignOutMutation } from "./signOutMutation";

describe("SignOutPage", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("ends the session once, forgets the user and goes home", async () => {
    const signedOut = vi.fn(() => ({ data: { signOut: true } }));
    const store = makeTestStore(serverUser());
    renderAt(
      "/sign-out",
      <StrictMode>
        <SignOutPage />
      </StrictMode>,
      { store, mocks: [{ request: { query: SignOutMutation }, result: signedOut, maxUsageCount: 2 }] },
    );
    expect(screen.getAllByText("Signing you out…").length).toBeGreaterThan(0);
    expect((await screen.findByTestId("location")).textContent).toBe("/");
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(store.getState().user.currentUser).toBeNull();
  });

  it("keeps the user and offers a retry when the server could not be reached", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const store = makeTestStore(serverUser());
    renderAt("/sign-out", <SignOutPage />, {
      store,
      mocks: [{ request: { query: SignOutMutation }, error: new Error("offline") }],
    });
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toMatch(/couldn't sign you out/);
    expect(store.getState().user.currentUser).not.toBeNull();
  });
});
