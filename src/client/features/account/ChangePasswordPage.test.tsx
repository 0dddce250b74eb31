// @vitest-environment jsdom
import type { MockLink } from "@apollo/client/testing";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PASSWORD_CHANGED, PASSWORDS_DIFFER } from "../../../common/account/accountErrors";
import { accountError, renderAt, serverUser } from "./accountTestSupport";
import { ChangePasswordPage } from "./ChangePasswordPage";
import type { CurrentUser } from "./currentUserTypes";
import { ResetPasswordMutation } from "./resetPasswordMutation";

const PASSWORD = "a brand new passphrase";

function resetMock(
  currentUser: CurrentUser | null,
  error: ReturnType<typeof accountError> | null = null,
): MockLink.MockedResponse {
  return {
    request: { query: ResetPasswordMutation, variables: { token: "tok123", password: PASSWORD } },
    result: { data: { resetPassword: { __typename: "SignInPayload", currentUser, error } } },
  };
}

function renderPage(search: string, mocks: MockLink.MockedResponse[] = []) {
  return renderAt("/change-password", <ChangePasswordPage />, { entry: `/change-password${search}`, mocks });
}

function choose(password: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText("New password"), { target: { value: password } });
  fireEvent.change(screen.getByLabelText("Confirm new password"), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole("button", { name: "Change password" }));
}

describe("ChangePasswordPage", () => {
  afterEach(cleanup);

  it("without a token explains and links to /forgot-password", () => {
    renderPage("");
    expect(screen.queryByLabelText("New password")).toBeNull();
    expect(screen.getByRole("link", { name: "Reset your password" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
  });

  it("refuses passwords that do not match, keeping both", () => {
    renderPage("?token=tok123");
    choose(PASSWORD, `${PASSWORD}!`);
    const confirmation = screen.getByLabelText("Confirm new password");
    expect(confirmation.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(PASSWORDS_DIFFER)).toBeTruthy();
    expect((confirmation as HTMLInputElement).value).toBe(`${PASSWORD}!`);
    expect(
      document.getElementById(screen.getByLabelText("New password").getAttribute("aria-describedby") ?? "")
        ?.textContent,
    ).toMatch(/At least 8 characters/);
  });

  it("shows the server's token message with a link for a new one", async () => {
    renderPage("?token=tok123", [
      resetMock(null, accountError("TOKEN_EXPIRED", "This link has expired. Ask for a new one.")),
    ]);
    choose(PASSWORD, PASSWORD);
    expect((await screen.findByRole("alert")).textContent).toBe("This link has expired. Ask for a new one.");
    expect(screen.getByRole("link", { name: "Send me a new link" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
  });

  it("signs the person in, says so and goes home", async () => {
    const { store } = renderPage("?token=tok123", [resetMock(serverUser())]);
    choose(PASSWORD, PASSWORD);
    expect((await screen.findByTestId("location")).textContent).toBe("/");
    expect(store.getState().user.currentUser?.id).toBe("1");
    expect(screen.getByText(PASSWORD_CHANGED).closest(".toast")).not.toBeNull();
  });

  it("sends a broker to the campaigns", async () => {
    renderPage("?token=tok123", [resetMock(serverUser({ isBroker: true }))]);
    choose(PASSWORD, PASSWORD);
    expect((await screen.findByTestId("location")).textContent).toBe("/tourbook/campaigns");
  });
});
