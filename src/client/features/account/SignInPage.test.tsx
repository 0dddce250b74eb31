// @vitest-environment jsdom
import type { MockLink } from "@apollo/client/testing";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SIGN_IN_PAGE_EXISTING_ACCOUNT, SIGN_IN_PAGE_FAILURE } from "../../../common/account/accountErrors";
import { type Entry, renderAt, serverUser } from "./accountTestSupport";
import { CurrentUserQuery } from "./currentUserQuery";
import type { CurrentUser } from "./currentUserTypes";
import { SignInPage } from "./SignInPage";
import { SignInMutation } from "./signInMutation";

const EMAIL = "ada@example.com";
const PASSWORD = "correct horse battery";

function mocks(currentUser: CurrentUser | null, refetched = vi.fn()): MockLink.MockedResponse[] {
  return [
    {
      request: { query: SignInMutation, variables: { email: EMAIL, password: PASSWORD } },
      result: {
        data: {
          signIn: {
            __typename: "SignInPayload",
            currentUser,
            error: currentUser
              ? null
              : { __typename: "AccountError", code: "INVALID_CREDENTIALS", message: "No.", field: null },
          },
        },
      },
    },
    {
      request: { query: CurrentUserQuery },
      result: () => {
        refetched();
        return { data: { currentUser } };
      },
    },
  ];
}

function renderPage(entry: Entry, mockList: MockLink.MockedResponse[] = []) {
  return renderAt("/sign-in", <SignInPage />, { entry, mocks: mockList });
}

function signIn(email = EMAIL, password = PASSWORD) {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: email } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
}

async function landedOn(): Promise<string> {
  return (await screen.findByTestId("location")).textContent ?? "";
}

describe("SignInPage", () => {
  afterEach(cleanup);

  it("has the spec's title, fields, submit and forgot-password link", () => {
    renderPage("/sign-in");
    expect(screen.getByRole("heading", { level: 1, name: "Sign in" })).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("autocomplete")).toBe("email");
    expect(screen.getByLabelText("Password").getAttribute("autocomplete")).toBe("current-password");
    expect(screen.getByRole("link", { name: "Forget your password?" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
  });

  it("takes the e-mail and the existing-account hint from the navigation state", () => {
    renderPage({ pathname: "/sign-in", state: { email: EMAIL, existingAccount: true } });
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe(EMAIL);
    expect(screen.getByText(SIGN_IN_PAGE_EXISTING_ACCOUNT)).toBeTruthy();
    expect(SIGN_IN_PAGE_EXISTING_ACCOUNT).toBe(
      'It looks like you already have an account. Enter your password or click "Forget your password?" to reset.',
    );
  });

  it("sends a client to a same-site redirectTo and refetches the current user", async () => {
    const refetched = vi.fn();
    const user = serverUser();
    const { store } = renderPage("/sign-in?redirectTo=%2Fsettings", mocks(user, refetched));
    signIn();
    expect(await landedOn()).toBe("/settings");
    expect(store.getState().user.currentUser?.email).toBe(user.email);
    await waitFor(() => expect(refetched).toHaveBeenCalled());
  });

  for (const evil of ["//evil.example", "https://evil.example", "/\\evil.example"]) {
    it(`ignores redirectTo=${evil}`, async () => {
      const refetched = vi.fn();
      renderPage(`/sign-in?redirectTo=${encodeURIComponent(evil)}`, mocks(serverUser(), refetched));
      signIn();
      expect(await landedOn()).toBe("/");
      await waitFor(() => expect(refetched).toHaveBeenCalled());
    });
  }

  it("sends a broker to the campaigns whatever redirectTo says", async () => {
    const refetched = vi.fn();
    renderPage("/sign-in?redirectTo=%2Fsettings", mocks(serverUser({ isBroker: true }), refetched));
    signIn();
    expect(await landedOn()).toBe("/tourbook/campaigns");
    await waitFor(() => expect(refetched).toHaveBeenCalled());
  });

  it("shows the spec's failure text and stays", async () => {
    const { store } = renderPage("/sign-in", mocks(null));
    signIn();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(SIGN_IN_PAGE_FAILURE);
    expect(SIGN_IN_PAGE_FAILURE).toBe(
      "We could not find that email/password combination. Please try typing in your login information again.",
    );
    expect(store.getState().user.currentUser).toBeNull();
    expect(screen.queryByTestId("location")).toBeNull();
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe(EMAIL);
  });

  it("shows the server's words when sign-in is throttled", async () => {
    renderPage("/sign-in", [
      {
        request: { query: SignInMutation, variables: { email: EMAIL, password: PASSWORD } },
        result: {
          data: {
            signIn: {
              __typename: "SignInPayload",
              currentUser: null,
              error: {
                __typename: "AccountError",
                code: "THROTTLED",
                message: "Too many attempts. Try again in 15 minutes.",
                field: null,
              },
            },
          },
        },
      },
    ]);
    signIn();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many attempts. Try again in 15 minutes.",
    );
  });

  it("marks empty and malformed fields without calling the server", () => {
    renderPage("/sign-in");
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ada@" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
  });
});
