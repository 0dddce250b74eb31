// @vitest-environment jsdom
import type { MockLink } from "@apollo/client/testing";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeTestStore } from "../../layout/testSupport";
import { accountError, renderAt, serverUser } from "./accountTestSupport";
import { ConfirmAccountPage } from "./ConfirmAccountPage";
import { ConfirmAccountMutation } from "./confirmAccountMutation";
import { ConfirmAccountWithPasswordMutation } from "./confirmAccountWithPasswordMutation";

function confirmMock(
  changeEmail: boolean,
  answer: () => {
    ok: boolean;
    passwordRequired?: boolean;
    email: string | null;
    error: ReturnType<typeof accountError> | null;
  },
): MockLink.MockedResponse {
  return {
    request: { query: ConfirmAccountMutation, variables: { token: "tok", changeEmail } },
    result: () => ({
      data: { confirmAccount: { __typename: "ConfirmAccountPayload", passwordRequired: false, ...answer() } },
    }),
    maxUsageCount: 2,
  };
}

describe("ConfirmAccountPage", () => {
  afterEach(cleanup);

  it("confirms once (even in strict mode) and says which address", async () => {
    const answer = vi.fn(() => ({ ok: true, email: "ada@example.com", error: null }));
    renderAt(
      "/confirm-account/:confirmationToken",
      <StrictMode>
        <ConfirmAccountPage params={{ confirmationToken: "tok" }} />
      </StrictMode>,
      { entry: "/confirm-account/tok", mocks: [confirmMock(false, answer)] },
    );
    expect(screen.getByText("Confirming your e-mail address…")).toBeTruthy();
    expect(await screen.findByText("Your e-mail address ada@example.com is confirmed.")).toBeTruthy();
    expect(answer).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
  });

  it("moves a signed-in user's pending address into place", async () => {
    const store = makeTestStore(
      serverUser({ email: "old@example.com", unconfirmedEmail: "new@example.com" }),
    );
    renderAt(
      "/confirm-account/:confirmationToken/:changeEmail",
      <ConfirmAccountPage params={{ confirmationToken: "tok", changeEmail: "true" }} />,
      {
        store,
        entry: "/confirm-account/tok/true",
        mocks: [confirmMock(true, () => ({ ok: true, email: "new@example.com", error: null }))],
      },
    );
    await screen.findByText("Your e-mail address new@example.com is confirmed.");
    expect(store.getState().user.currentUser).toMatchObject({
      email: "new@example.com",
      unconfirmedEmail: null,
    });
  });

  it("shows the server's message and a way to sign in", async () => {
    renderAt(
      "/confirm-account/:confirmationToken",
      <ConfirmAccountPage params={{ confirmationToken: "tok" }} />,
      {
        entry: "/confirm-account/tok",
        mocks: [
          confirmMock(false, () => ({
            ok: false,
            email: null,
            error: accountError("TOKEN_USED", "This link has already been used."),
          })),
        ],
      },
    );
    expect((await screen.findByRole("alert")).textContent).toBe("This link has already been used.");
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/sign-in");
  });

  it("a first confirmation asks for the password, sets it with the same link and signs in", async () => {
    const store = makeTestStore();
    const signedIn = serverUser({ email: "ada@example.com", confirmed: true });
    const setPassword = vi.fn(() => ({
      data: {
        confirmAccountWithPassword: { __typename: "SignInPayload", currentUser: signedIn, error: null },
      },
    }));
    renderAt(
      "/confirm-account/:confirmationToken",
      <ConfirmAccountPage params={{ confirmationToken: "tok" }} />,
      {
        store,
        entry: "/confirm-account/tok",
        mocks: [
          confirmMock(false, () => ({
            ok: false,
            passwordRequired: true,
            email: "ada@example.com",
            error: null,
          })),
          {
            request: {
              query: ConfirmAccountWithPasswordMutation,
              variables: { token: "tok", password: "owner-chosen-pass-1" },
            },
            result: setPassword,
          },
        ],
      },
    );
    expect(await screen.findByText(/Choose the password for ada@example.com/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("New password"), { target: { value: "owner-chosen-pass-1" } });
    fireEvent.change(screen.getByLabelText("Confirm new password"), {
      target: { value: "different-pass-2" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Set password and sign in" }));
    expect(await screen.findByText("The passwords don't match.")).toBeTruthy();
    expect(setPassword).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText("Confirm new password"), {
      target: { value: "owner-chosen-pass-1" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Set password and sign in" }));
    await waitFor(() => expect(store.getState().user.currentUser?.email).toBe("ada@example.com"));
    expect(setPassword).toHaveBeenCalledTimes(1);
  });
});
