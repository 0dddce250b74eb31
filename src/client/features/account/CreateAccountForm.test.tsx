// @vitest-environment jsdom
import type { MockLink } from "@apollo/client/testing";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ACCOUNT_CREATED } from "../../../common/account/accountErrors";
import { Toast } from "../../layout/Toast";
import { renderWithProviders } from "../../layout/testSupport";
import { accountError, serverUser } from "./accountTestSupport";
import { type CreateAccountInput, CreateAccountMutation } from "./createAccountMutation";
import type { CurrentUser } from "./currentUserTypes";
import { SignInModal } from "./SignInModal";
import { openSignInModal, SIGN_IN_MODAL_EXISTING_ACCOUNT } from "./signInModalSlice";

const input: CreateAccountInput = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  password: "correct horse battery",
  companyName: "Analytical Engines",
  phone: "212 555 0142",
  cityOfInterest: null,
};

function createMock(
  user: CurrentUser | null,
  error: ReturnType<typeof accountError> | null = null,
): MockLink.MockedResponse {
  return {
    request: { query: CreateAccountMutation, variables: { input } },
    result: { data: { createAccount: { __typename: "AccountPayload", user, error } } },
  };
}

function openCreateAccount(mocks: MockLink.MockedResponse[]) {
  const result = renderWithProviders(
    <>
      <SignInModal />
      <Toast />
    </>,
    { mocks },
  );
  act(() => {
    result.store.dispatch(openSignInModal({ showCreateAccount: true }));
  });
  fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
  return result;
}

function form() {
  return screen.getByRole("dialog", { name: "Create your account" });
}

function fillAll() {
  const f = within(form());
  fireEvent.change(f.getByLabelText("First name"), { target: { value: input.firstName } });
  fireEvent.change(f.getByLabelText("Last name"), { target: { value: input.lastName } });
  fireEvent.change(f.getByLabelText("Email"), { target: { value: input.email } });
  fireEvent.change(f.getByLabelText("Password"), { target: { value: input.password } });
  fireEvent.change(f.getByLabelText(/Company/), { target: { value: input.companyName } });
  fireEvent.change(f.getByLabelText(/Phone/), { target: { value: input.phone } });
}

function submit() {
  fireEvent.click(within(form()).getByRole("button", { name: "Create Account" }));
}

describe("CreateAccountForm (in the sign-in modal)", () => {
  afterEach(cleanup);

  it("labels every field with its autocomplete purpose and shows the password rule", () => {
    openCreateAccount([]);
    const f = within(form());
    expect(f.getByLabelText("First name").getAttribute("autocomplete")).toBe("given-name");
    expect(f.getByLabelText("Last name").getAttribute("autocomplete")).toBe("family-name");
    expect(f.getByLabelText("Email").getAttribute("autocomplete")).toBe("email");
    const password = f.getByLabelText("Password");
    expect(password.getAttribute("autocomplete")).toBe("new-password");
    const hint = document.getElementById(password.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toMatch(/At least 8 characters/);
    expect(f.getByLabelText(/Company/).getAttribute("autocomplete")).toBe("organization");
    expect(f.getByLabelText(/Phone/).getAttribute("autocomplete")).toBe("tel");
  });

  it("explains what is missing or malformed, next to each field", () => {
    openCreateAccount([]);
    const f = within(form());
    fireEvent.change(f.getByLabelText("Email"), { target: { value: "ada@Example" } });
    fireEvent.change(f.getByLabelText("Password"), { target: { value: "short" } });
    submit();
    expect(f.getByText("Enter your first name.")).toBeTruthy();
    expect(f.getByText("Enter your last name.")).toBeTruthy();
    expect(f.getByText("Enter an e-mail address like name@example.com.")).toBeTruthy();
    expect(f.getByText("Use at least 8 characters.")).toBeTruthy();
    expect(f.getByLabelText("First name").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(f.getByLabelText("First name"));
    expect((f.getByLabelText("Email") as HTMLInputElement).value).toBe("ada@Example");
  });

  it("switches to sign-in with the e-mail and the existing-account text when the e-mail is taken", async () => {
    openCreateAccount([createMock(null, accountError("EMAIL_TAKEN", "Taken.", "email"))]);
    fillAll();
    submit();
    const signIn = await screen.findByRole("dialog", { name: "Welcome back" });
    expect(within(signIn).getByText(SIGN_IN_MODAL_EXISTING_ACCOUNT)).toBeTruthy();
    expect((within(signIn).getByLabelText("Email") as HTMLInputElement).value).toBe(input.email);
    expect(within(signIn).getByRole("button", { name: "Create Account" })).toBeTruthy();
  });

  it("signs the new account in, closes and says to check the e-mail", async () => {
    const { store } = openCreateAccount([createMock(serverUser({ email: input.email, confirmed: false }))]);
    fillAll();
    submit();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(store.getState().user.currentUser?.email).toBe(input.email);
    expect(screen.getByRole("status").textContent).toContain(ACCOUNT_CREATED);
  });

  it("keeps what was typed and shows the server's reason on the field it names", async () => {
    openCreateAccount([
      createMock(null, accountError("WEAK_PASSWORD", "That password is too common.", "password")),
    ]);
    fillAll();
    submit();
    const f = within(form());
    expect(await f.findByText("That password is too common.")).toBeTruthy();
    expect((f.getByLabelText("First name") as HTMLInputElement).value).toBe(input.firstName);
    expect(f.getByLabelText("Password").getAttribute("aria-invalid")).toBe("true");
  });

  it("sends a phone number with an extension the server accepts (issue 10: the form refused 'ext.')", async () => {
    const withExtension = { ...input, phone: "212-555-0142 ext. 12" };
    const { store } = openCreateAccount([
      {
        request: { query: CreateAccountMutation, variables: { input: withExtension } },
        result: {
          data: {
            createAccount: {
              __typename: "AccountPayload",
              user: serverUser({ email: input.email, confirmed: false }),
              error: null,
            },
          },
        },
      },
    ]);
    fillAll();
    fireEvent.change(within(form()).getByLabelText(/Phone/), { target: { value: withExtension.phone } });
    submit();
    expect(within(form()).queryByText(/Enter a phone number/)).toBeNull();
    await waitFor(() => expect(store.getState().user.currentUser?.email).toBe(input.email));
  });
});
