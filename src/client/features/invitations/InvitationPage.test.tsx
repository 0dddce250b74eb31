// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { afterEach, describe, expect, it } from "vitest";
import { makeTestStore, testUser } from "../../layout/testSupport";
import { renderAt } from "../account/accountTestSupport";
import { InvitationPage } from "./InvitationPage";
import { AcceptInvitationMutation, type InvitationData, InvitationQuery } from "./invitationQuery";

const ID = "7d1c2a4e-5b3f-4c8d-9e0a-1b2c3d4e5f60";
const PATH = "/invitation/:invitationId";

function invitation(overrides: Partial<InvitationData> = {}): InvitationData {
  return {
    __typename: "Invitation",
    id: ID,
    kind: "TOUR",
    state: "PENDING",
    campaignName: "Acme Robotics",
    inviterName: "Jamie Chen",
    maskedEmail: "j•••@acme-robotics.example.com",
    emailMatchesViewer: null,
    destination: null,
    prefill: null,
    ...overrides,
  };
}

const answer = (data: InvitationData | null) => ({
  request: { query: InvitationQuery, variables: { id: ID } },
  result: { data: { invitation: data } },
});

function renderInvitation(
  data: InvitationData | null,
  options: { signedIn?: boolean; more?: object[] } = {},
) {
  const store = makeTestStore(options.signedIn ? testUser({ email: "jane@example.com" }) : null);
  return renderAt(PATH, <InvitationPage params={{ invitationId: ID }} />, {
    store,
    entry: `/invitation/${ID}`,
    mocks: [answer(data), ...((options.more as []) ?? [])],
  });
}

describe("InvitationPage", () => {
  afterEach(cleanup);

  it("says who invited the visitor to what, and offers sign in and a filled-in account form", async () => {
    renderInvitation(
      invitation({
        prefill: {
          __typename: "InvitationPrefill",
          email: "jordan.lee@acme-robotics.example.com",
          firstName: "Jordan",
          lastName: "Lee",
        },
      }),
    );
    expect(
      await screen.findByRole("heading", {
        name: "Jamie Chen invited you to a tour of Acme Robotics’ Campaign",
      }),
    ).toBeTruthy();
    expect(screen.getByText("Sent to j•••@acme-robotics.example.com")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(
      `/sign-in?redirectTo=${encodeURIComponent(`/invitation/${ID}`)}`,
    );
    fireEvent.click(screen.getByRole("button", { name: "Create an account" }));
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe(
      "jordan.lee@acme-robotics.example.com",
    );
    expect((screen.getByLabelText("Last name") as HTMLInputElement).value).toBe("Lee");
  });

  it("tells an expired invitation and one used by someone else apart", async () => {
    const { unmount } = renderInvitation(invitation({ state: "EXPIRED" }));
    expect(
      await screen.findByText(
        "This invitation has expired. Ask the person who invited you to send a new one.",
      ),
    ).toBeTruthy();
    unmount();
    renderInvitation(invitation({ state: "ACCEPTED" }), { signedIn: true });
    expect(
      await screen.findByText("This invitation has already been used. Each invitation works once."),
    ).toBeTruthy();
  });

  it("asks someone signed in with another address to sign out, naming both addresses", async () => {
    renderInvitation(invitation({ emailMatchesViewer: false }), { signedIn: true });
    expect(
      await screen.findByText(
        "This invitation was sent to j•••@acme-robotics.example.com, and you are signed in as jane@example.com. Sign out, then sign in as j•••@acme-robotics.example.com to accept it.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign out" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Accept invitation" })).toBeNull();
  });

  it("accepts for the invited address and goes where it leads", async () => {
    renderInvitation(invitation({ emailMatchesViewer: true }), {
      signedIn: true,
      more: [
        {
          request: { query: AcceptInvitationMutation, variables: { id: ID } },
          result: {
            data: {
              acceptInvitation: { __typename: "AcceptInvitationPayload", destination: "/tourbook/tours/t-1" },
            },
          },
        },
      ],
    });
    fireEvent.click(await screen.findByRole("button", { name: "Accept invitation" }));
    expect((await screen.findByTestId("location")).textContent).toBe("/tourbook/tours/t-1");
  });

  it("shows the server's reason when accepting is refused", async () => {
    renderInvitation(invitation({ emailMatchesViewer: true }), {
      signedIn: true,
      more: [
        {
          request: { query: AcceptInvitationMutation, variables: { id: ID } },
          result: {
            errors: [
              new GraphQLError(
                "This invitation has expired. Ask the person who invited you to send a new one.",
                {
                  extensions: { code: "INVITATION_EXPIRED" },
                },
              ),
            ],
          },
        },
      ],
    });
    fireEvent.click(await screen.findByRole("button", { name: "Accept invitation" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This invitation has expired. Ask the person who invited you to send a new one.",
    );
  });

  it("says a tour is private when it is shown in place of a tour, with no invitation", () => {
    renderAt("/tourbook/tours/:tourId", <InvitationPage params={{ tourId: "t-1" }} />, {
      entry: "/tourbook/tours/t-1",
    });
    expect(screen.getByRole("heading", { name: "This tour is private" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in" })).toBeTruthy();
  });
});
