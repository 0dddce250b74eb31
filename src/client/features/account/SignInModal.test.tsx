// @vitest-environment jsdom
import type { MockLink } from "@apollo/client/testing";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Header, loadHeaderUserLinks } from "../../layout/Header";
import { LocationProbe, renderWithProviders } from "../../layout/testSupport";
import { campaign, serverUser } from "./accountTestSupport";
import type { CurrentUser } from "./currentUserTypes";
import { SignInModal } from "./SignInModal";
import { SendClientLoginNotificationMutation } from "./sendClientLoginNotificationMutation";
import { openSignInModal, SIGN_IN_MODAL_EXISTING_ACCOUNT, SIGN_IN_MODAL_FAILURE } from "./signInModalSlice";
import { SignInMutation } from "./signInMutation";

// A signed-in person's header links load their code when first shown; these tests render them at once.
beforeAll(() => loadHeaderUserLinks());

const EMAIL = "ada@example.com";
const PASSWORD = "correct horse battery";

function signInMock(currentUser: CurrentUser | null, delay = 0): MockLink.MockedResponse {
  return {
    request: { query: SignInMutation, variables: { email: EMAIL, password: PASSWORD } },
    result: {
      data: {
        signIn: {
          __typename: "SignInPayload",
          currentUser,
          error: currentUser
            ? null
            : { __typename: "AccountError", code: "INVALID_CREDENTIALS", message: "Wrong.", field: null },
        },
      },
    },
    delay,
  };
}

function notificationMock(result: () => unknown): MockLink.MockedResponse {
  return {
    request: { query: SendClientLoginNotificationMutation, variables: { campaignId: "c1" } },
    result: result as never,
    maxUsageCount: 5,
  };
}

const notified = () => ({
  data: {
    sendClientLoginNotification: { __typename: "SuccessPayload", success: true, error: null },
  },
});

function renderModal(mocks: MockLink.MockedResponse[] = []) {
  const result = renderWithProviders(
    <>
      <Header isTourbook={false} campaign={null} />
      <SignInModal />
      <LocationProbe />
    </>,
    { mocks },
  );
  fireEvent.click(screen.getByRole("link", { name: "Sign In" }));
  return result;
}

function dialog() {
  return screen.getByRole("dialog", { name: "Welcome back" });
}

function fill(email: string, password: string) {
  fireEvent.change(within(dialog()).getByLabelText("Email"), { target: { value: email } });
  fireEvent.change(within(dialog()).getByLabelText("Password"), { target: { value: password } });
}

function signInButton() {
  return within(dialog()).getByRole("button", { name: /SIGN/ }) as HTMLButtonElement;
}

describe("SignInModal", () => {
  afterEach(cleanup);

  it("opens from the header with the spec's parts", () => {
    renderModal();
    const modal = dialog();
    expect(within(modal).getByText("Sign in to proceed")).toBeTruthy();
    const forgot = within(modal).getByRole("link", { name: "Forgot Password?" });
    expect(forgot.getAttribute("href")).toBe("/forgot-password");
    expect(forgot.getAttribute("target")).toBe("_blank");
    expect(forgot.getAttribute("rel")).toContain("noopener");
    expect(within(modal).getByRole("button", { name: "Create Account" })).toBeTruthy();
    expect(within(modal).getByRole("button", { name: "Close" })).toBeTruthy();
    expect(modal.querySelector(".sign-in-modal__art svg")?.getAttribute("aria-hidden")).toBe("true");
    expect(document.activeElement).toBe(within(modal).getByLabelText("Email"));
  });

  it("keeps SIGN IN disabled while either field is empty", () => {
    renderModal();
    expect(signInButton().disabled).toBe(true);
    fill(EMAIL, "");
    expect(signInButton().disabled).toBe(true);
    fill("", PASSWORD);
    expect(signInButton().disabled).toBe(true);
    fill(EMAIL, PASSWORD);
    expect(signInButton().disabled).toBe(false);
    expect(signInButton().textContent).toBe("SIGN IN");
  });

  it("reads SIGNING IN with dots while the request runs", async () => {
    renderModal([signInMock(null, 50)]);
    fill(EMAIL, PASSWORD);
    fireEvent.click(signInButton());
    const button = signInButton();
    expect(button.textContent).toMatch(/^SIGNING IN/);
    expect(button.disabled).toBe(true);
    expect(button.querySelector(".loading-dots")?.getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByText("Signing in, please wait.")).toBeTruthy();
    await within(dialog()).findByText(SIGN_IN_MODAL_FAILURE);
  });

  it("shows the spec's failure text and keeps what was typed", async () => {
    const { store } = renderModal([signInMock(null)]);
    fill(EMAIL, PASSWORD);
    fireEvent.click(signInButton());
    const alert = await within(dialog()).findByRole("alert");
    expect(alert.textContent).toBe("The email or password you entered is incorrect.");
    expect((within(dialog()).getByLabelText("Email") as HTMLInputElement).value).toBe(EMAIL);
    expect(store.getState().user.currentUser).toBeNull();
    expect(signInButton().textContent).toBe("SIGN IN");
  });

  it("shows the existing-account text when opened with a prefilled e-mail", () => {
    const { store } = renderWithProviders(<SignInModal />, { mocks: [] });
    act(() => {
      store.dispatch(openSignInModal({ prefillEmail: EMAIL }));
    });
    expect(within(dialog()).getByText(SIGN_IN_MODAL_EXISTING_ACCOUNT)).toBeTruthy();
    expect(SIGN_IN_MODAL_EXISTING_ACCOUNT).toBe(
      'You already have an account. Enter your password or click "Forget password?"',
    );
    expect((within(dialog()).getByLabelText("Email") as HTMLInputElement).value).toBe(EMAIL);
    expect(document.activeElement).toBe(within(dialog()).getByLabelText("Password"));
  });

  it("signs a client in, closes, updates the header and tells the broker", async () => {
    const user = serverUser({ displayName: "Ada Lovelace", latestCampaign: campaign("c1") });
    const notify = vi.fn(notified);
    const { store } = renderModal([signInMock(user), notificationMock(notify)]);
    fill(EMAIL, PASSWORD);
    fireEvent.click(signInButton());
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(store.getState().user.currentUser?.id).toBe(user.id);
    expect(store.getState().signInModal.isOpen).toBe(false);
    expect(screen.getByRole("link", { name: /Ada Lovelace/ }).getAttribute("href")).toBe("/settings");
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
  });

  it("does not send the login notification for a broker", async () => {
    const user = serverUser({ isBroker: true, isRenter: false, latestCampaign: campaign("c1") });
    const notify = vi.fn(notified);
    const { store } = renderModal([signInMock(user), notificationMock(notify)]);
    fill(EMAIL, PASSWORD);
    fireEvent.click(signInButton());
    await waitFor(() => expect(store.getState().user.currentUser?.isBroker).toBe(true));
    // Signed in from the header, a broker lands on their campaign list (issue 25).
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/tourbook/campaigns"));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(notify).not.toHaveBeenCalled();
  });

  it("does not send it for a client without a campaign", async () => {
    const notify = vi.fn(notified);
    const { store } = renderModal([
      signInMock(serverUser({ latestCampaign: null })),
      notificationMock(notify),
    ]);
    fill(EMAIL, PASSWORD);
    fireEvent.click(signInButton());
    await waitFor(() => expect(store.getState().user.currentUser).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(notify).not.toHaveBeenCalled();
  });

  it("checks the e-mail's form before asking the server", () => {
    renderModal();
    fill("not-an-email", PASSWORD);
    fireEvent.click(signInButton());
    const email = within(dialog()).getByLabelText("Email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    const described = email.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(described)?.textContent).toMatch(/e-mail address like/);
  });

  it("closes on Escape", () => {
    renderModal();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
