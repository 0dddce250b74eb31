// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
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

  it("does nothing on load: a link to /sign-out from anywhere signs nobody out", async () => {
    const signedOut = vi.fn(() => ({ data: { signOut: true } }));
    const store = makeTestStore(serverUser());
    renderAt(
      "/sign-out",
      <StrictMode>
        <SignOutPage />
      </StrictMode>,
      { store, mocks: [{ request: { query: SignOutMutation }, result: signedOut, maxUsageCount: 2 }] },
    );
    expect(screen.getByRole("heading", { name: "Sign out" })).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Sign out" })).toBeTruthy();
    // Flush effects and pending microtasks, where a sign-out on load would have started.
    await act(async () => {});
    expect(signedOut).not.toHaveBeenCalled();
    expect(store.getState().user.currentUser).not.toBeNull();
    expect(screen.queryByTestId("location")).toBeNull();
  });

  it("ends the session once when the button is pressed, forgets the user and goes home", async () => {
    const signedOut = vi.fn(() => ({ data: { signOut: true } }));
    const store = makeTestStore(serverUser());
    renderAt(
      "/sign-out",
      <StrictMode>
        <SignOutPage />
      </StrictMode>,
      { store, mocks: [{ request: { query: SignOutMutation }, result: signedOut, maxUsageCount: 2 }] },
    );
    fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
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
    fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toMatch(/couldn't sign you out/);
    expect(store.getState().user.currentUser).not.toBeNull();
  });

  it("tells a signed-out visitor there is nothing to do", () => {
    renderAt("/sign-out", <SignOutPage />);
    expect(screen.getByText(/You are not signed in/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign out" })).toBeNull();
  });
});
