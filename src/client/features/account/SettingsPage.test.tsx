// @vitest-environment jsdom
import type { MockLink } from "@apollo/client/testing";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CHANGES_SAVED } from "../../../common/account/accountErrors";
import { directoryMocks, makeTestStore } from "../../layout/testSupport";
import { accountError, renderAt, serverUser } from "./accountTestSupport";
import { ChangeEmailMutation } from "./changeEmailMutation";
import { ChangePasswordMutation } from "./changePasswordMutation";
import type { CurrentUser } from "./currentUserTypes";
import { SettingsPage } from "./SettingsPage";
import {
  EndOtherSessionsMutation,
  EndSessionMutation,
  MySessionsQuery,
  type UserSession,
} from "./sessionsQueries";
import { type UpdateSettingsInput, UpdateSettingsMutation } from "./updateSettingsMutation";

const user = serverUser({
  firstName: "Ada",
  lastName: "Lovelace",
  companyName: "Analytical Engines",
  phone: null,
  cityOfInterest: "Austin",
  email: "ada@example.com",
  unconfirmedEmail: "ada@newmail.example",
});

const edited: UpdateSettingsInput = {
  firstName: "Augusta",
  lastName: "Lovelace",
  companyName: "Analytical Engines",
  phone: "2125550142",
  cityOfInterest: "Houston",
};

function updateMock(answer: { user: CurrentUser | null; error: ReturnType<typeof accountError> | null }) {
  return {
    request: { query: UpdateSettingsMutation, variables: { input: edited } },
    result: { data: { updateSettings: { __typename: "AccountPayload", ...answer } } },
  } satisfies MockLink.MockedResponse;
}

function renderSettings(mocks: MockLink.MockedResponse[] = []) {
  const store = makeTestStore(user);
  // The sessions section loads on its own; tests about other sections see an empty list.
  const noSessions: MockLink.MockedResponse = {
    request: { query: MySessionsQuery, variables: {} },
    result: { data: { currentUser: { __typename: "User", id: user.id, sessions: [] } } },
  };
  return renderAt("/settings", <SettingsPage />, {
    store,
    mocks: [...directoryMocks(), ...mocks, noSessions],
  });
}

function section(name: string) {
  return within(screen.getByRole("form", { name }));
}

async function editProfile() {
  const profile = section("Profile");
  await waitFor(() => expect(profile.getByRole("option", { name: "Houston" })).toBeTruthy());
  fireEvent.change(profile.getByLabelText("First name"), { target: { value: edited.firstName } });
  fireEvent.change(profile.getByLabelText(/Phone/), { target: { value: edited.phone } });
  fireEvent.change(profile.getByLabelText("City of interest"), { target: { value: edited.cityOfInterest } });
  fireEvent.click(profile.getByRole("button", { name: "Save profile" }));
  return profile;
}

describe("SettingsPage", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("shows the profile, the e-mail with its pending change, and the password section", async () => {
    renderSettings();
    const profile = section("Profile");
    expect((profile.getByLabelText("First name") as HTMLInputElement).value).toBe("Ada");
    expect((profile.getByLabelText("City of interest") as HTMLSelectElement).value).toBe("Austin");
    await waitFor(() =>
      expect(profile.getAllByRole("option").map((o) => o.textContent)).toContain("Toronto"),
    );
    const email = section("E-mail");
    expect(email.getByText("ada@example.com")).toBeTruthy();
    expect(email.getByText(/Waiting for confirmation:/).textContent).toContain("ada@newmail.example");
    expect(section("Password").getByLabelText("New password").getAttribute("autocomplete")).toBe(
      "new-password",
    );
  });

  it("saves the profile, says Changes saved! and shows the phone as the server stored it", async () => {
    const saved = {
      ...user,
      ...edited,
      phone: "(212) 555-0142",
      e164Phone: "+12125550142",
      displayName: "Augusta Lovelace",
    };
    const { store } = renderSettings([updateMock({ user: saved, error: null })]);
    const profile = await editProfile();
    expect(await screen.findByText(CHANGES_SAVED)).toBeTruthy();
    expect((profile.getByLabelText(/Phone/) as HTMLInputElement).value).toBe("(212) 555-0142");
    expect(store.getState().user.currentUser).toMatchObject({
      firstName: "Augusta",
      cityOfInterest: "Houston",
    });
  });

  it("keeps what was typed and shows the default failure toast when saving fails", async () => {
    const { store } = renderSettings([
      updateMock({ user: null, error: accountError("INVALID_INPUT", "Nope.") }),
    ]);
    const profile = await editProfile();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Saving failed, please try again later.");
    expect((profile.getByLabelText("First name") as HTMLInputElement).value).toBe("Augusta");
    expect(store.getState().user.currentUser?.firstName).toBe("Ada");
  });

  it("shows a field's error next to it", async () => {
    renderSettings([
      updateMock({
        user: null,
        error: accountError("INVALID_INPUT", "That phone number is not valid.", "phone"),
      }),
    ]);
    const profile = await editProfile();
    expect(await profile.findByText("That phone number is not valid.")).toBeTruthy();
    expect(profile.getByLabelText(/Phone/).getAttribute("aria-invalid")).toBe("true");
  });

  it("keeps the default failure toast for a request that failed outright", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderSettings([
      {
        request: { query: UpdateSettingsMutation, variables: { input: edited } },
        error: new Error("offline"),
      },
    ]);
    const profile = await editProfile();
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Saving failed, please try again later.",
    );
    expect((profile.getByLabelText(/Phone/) as HTMLInputElement).value).toBe(edited.phone);
  });

  it("starts an e-mail change and shows the new pending address", async () => {
    const saved = { ...user, unconfirmedEmail: "ada@work.example" };
    const { store } = renderSettings([
      {
        request: {
          query: ChangeEmailMutation,
          variables: { newEmail: "ada@work.example", currentPassword: "my password" },
        },
        result: { data: { changeEmail: { __typename: "AccountPayload", user: saved, error: null } } },
      },
    ]);
    const email = section("E-mail");
    fireEvent.change(email.getByLabelText("New e-mail"), { target: { value: "ada@work.example" } });
    fireEvent.change(email.getByLabelText("Current password"), { target: { value: "my password" } });
    fireEvent.click(email.getByRole("button", { name: "Change e-mail" }));
    expect(await screen.findByText(CHANGES_SAVED)).toBeTruthy();
    expect(store.getState().user.currentUser?.unconfirmedEmail).toBe("ada@work.example");
    expect(email.getByText(/Waiting for confirmation:/).textContent).toContain("ada@work.example");
    expect((email.getByLabelText("Current password") as HTMLInputElement).value).toBe("");
  });

  it("shows a wrong current password next to that field", async () => {
    renderSettings([
      {
        request: {
          query: ChangePasswordMutation,
          variables: { currentPassword: "not it", newPassword: "a better passphrase" },
        },
        result: {
          data: {
            changePassword: {
              __typename: "SuccessPayload",
              success: false,
              error: accountError("WRONG_PASSWORD", "That is not your current password."),
            },
          },
        },
      },
    ]);
    const password = section("Password");
    fireEvent.change(password.getByLabelText("Current password"), { target: { value: "not it" } });
    fireEvent.change(password.getByLabelText("New password"), { target: { value: "a better passphrase" } });
    fireEvent.click(password.getByRole("button", { name: "Change password" }));
    expect(await password.findByText("That is not your current password.")).toBeTruthy();
    expect(password.getByLabelText("Current password").getAttribute("aria-invalid")).toBe("true");
    expect((password.getByLabelText("New password") as HTMLInputElement).value).toBe("a better passphrase");
  });

  it("lists where the user is signed in, marks this device, and ends a session or all the others", async () => {
    const session = (id: string, device: string, current: boolean): UserSession => ({
      __typename: "Session",
      id,
      device,
      current,
      approximateLocation: "203.0.113.x",
      createdAt: "2026-01-05T10:00:00Z",
      lastSeenAt: "2026-01-06T10:00:00Z",
    });
    const here = session("s-here", "Firefox on Linux", true);
    const phone = session("s-phone", "Safari on iOS", false);
    const laptop = session("s-laptop", "Chrome on Windows", false);
    const listed = (sessions: UserSession[]): MockLink.MockedResponse => ({
      request: { query: MySessionsQuery, variables: {} },
      result: { data: { currentUser: { __typename: "User", id: user.id, sessions } } },
    });
    const ended = vi.fn(() => ({
      data: { endSession: { __typename: "SuccessPayload", success: true, error: null } },
    }));
    const endedOthers = vi.fn(() => ({
      data: { endOtherSessions: { __typename: "SuccessPayload", success: true, error: null } },
    }));
    renderSettings([
      listed([here, phone, laptop]),
      { request: { query: EndSessionMutation, variables: { id: "s-phone" } }, result: ended },
      listed([here, laptop]),
      { request: { query: EndOtherSessionsMutation, variables: {} }, result: endedOthers },
      listed([here]),
    ]);
    const list = within(await screen.findByRole("region", { name: "Where you're signed in" }));
    expect(await list.findByText("Safari on iOS")).toBeTruthy();
    expect(list.getByText("This device", { exact: false }).closest("li")?.textContent).toContain(
      "Firefox on Linux",
    );
    expect(list.getAllByRole("button", { name: /^End session/ })).toHaveLength(2);
    fireEvent.click(list.getByRole("button", { name: /^End session: Safari on iOS/ }));
    await waitFor(() => expect(list.queryByText("Safari on iOS")).toBeNull());
    expect(ended).toHaveBeenCalledTimes(1);
    fireEvent.click(list.getByRole("button", { name: "Sign out everywhere else" }));
    await waitFor(() => expect(list.queryByText("Chrome on Windows")).toBeNull());
    expect(endedOthers).toHaveBeenCalledTimes(1);
    expect(list.queryByRole("button", { name: "Sign out everywhere else" })).toBeNull();
    expect(list.getByText("Firefox on Linux")).toBeTruthy();
  });
});
