// @vitest-environment jsdom
import type { MockLink } from "@apollo/client/testing";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { resetLinkSentMessage } from "../../../common/account/accountErrors";
import { accountError, renderAt } from "./accountTestSupport";
import { ForgotPasswordPage } from "./ForgotPasswordPage";
import { RequestPasswordResetMutation } from "./requestPasswordResetMutation";

function resetMock(
  email: string,
  error: ReturnType<typeof accountError> | null = null,
): MockLink.MockedResponse {
  return {
    request: { query: RequestPasswordResetMutation, variables: { email } },
    result: {
      data: { requestPasswordReset: { __typename: "RequestPasswordResetPayload", ok: !error, error } },
    },
  };
}

function request(email: string) {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: email } });
  fireEvent.click(screen.getByRole("button", { name: "Send reset link" }));
}

describe("ForgotPasswordPage", () => {
  afterEach(cleanup);

  it("gives the same answer for an address with an account and one without", async () => {
    // The server answers ok either way; the page must not add any difference of its own.
    for (const email of ["ada@example.com", "nobody@example.com"]) {
      renderAt("/forgot-password", <ForgotPasswordPage />, { mocks: [resetMock(email)] });
      request(email);
      const notice = await screen.findByRole("status");
      expect(notice.textContent).toBe(
        `If an account exists for ${email}, we've sent a link to reset your password. It expires in 1 hour.`,
      );
      expect(notice.textContent).toBe(resetLinkSentMessage(email));
      cleanup();
    }
  });

  it("shows the server's message when throttled", async () => {
    renderAt("/forgot-password", <ForgotPasswordPage />, {
      mocks: [resetMock("ada@example.com", accountError("THROTTLED", "Please wait a few minutes."))],
    });
    request("ada@example.com");
    expect((await screen.findByRole("alert")).textContent).toBe("Please wait a few minutes.");
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("ada@example.com");
  });

  it("checks the address before sending", () => {
    renderAt("/forgot-password", <ForgotPasswordPage />);
    request("ada.example.com");
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter an e-mail address like name@example.com.")).toBeTruthy();
  });
});
