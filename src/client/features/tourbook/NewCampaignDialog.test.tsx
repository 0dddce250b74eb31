// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { afterEach, describe, expect, it } from "vitest";
import { makeTestStore, testUser } from "../../layout/testSupport";
import { renderAt } from "../account/accountTestSupport";
import { NewCampaignDialog } from "./NewCampaignDialog";
import { CampaignMarketsQuery, StartCampaignMutation } from "./startCampaignMutation";

const MARKETS = {
  request: { query: CampaignMarketsQuery },
  result: {
    data: { markets: [{ __typename: "Market", id: "7", name: "Boston", state: "ma" }] },
  },
};

const INPUT = {
  clientEmail: "quinn@harbor.example.com",
  firstName: "Quinn",
  lastName: "Harbor",
  companyName: "Harbor Labs",
  marketId: "7",
};

function fill() {
  fireEvent.change(screen.getByLabelText("Client e-mail"), { target: { value: INPUT.clientEmail } });
  fireEvent.change(screen.getByLabelText("First name"), { target: { value: INPUT.firstName } });
  fireEvent.change(screen.getByLabelText("Last name"), { target: { value: INPUT.lastName } });
  fireEvent.change(screen.getByLabelText(/Company/), { target: { value: INPUT.companyName } });
  fireEvent.change(screen.getByLabelText(/Market/), { target: { value: INPUT.marketId } });
}

function renderDialog(result: object) {
  return renderAt("/tourbook/campaigns", <NewCampaignDialog isOpen onClose={() => {}} />, {
    store: makeTestStore(testUser({ isBroker: true })),
    mocks: [MARKETS, { request: { query: StartCampaignMutation, variables: { input: INPUT } }, result }],
  });
}

describe("NewCampaignDialog", () => {
  afterEach(cleanup);

  it("keeps what was typed and shows the server's reason when the save is refused", async () => {
    renderDialog({
      errors: [
        new GraphQLError(
          "That address belongs to a broker or admin account, which cannot be a campaign's client.",
          {
            extensions: { code: "BAD_USER_INPUT" },
          },
        ),
      ],
    });
    await screen.findByRole("option", { name: "Boston, MA" });
    fill();
    fireEvent.click(screen.getByRole("button", { name: "Start campaign" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "That address belongs to a broker or admin account, which cannot be a campaign's client.",
    );
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("Quinn");
    expect((screen.getByLabelText(/Company/) as HTMLInputElement).value).toBe("Harbor Labs");
    expect((screen.getByLabelText(/Market/) as HTMLSelectElement).value).toBe("7");
  });

  it("goes to the new campaign once it is started", async () => {
    renderDialog({
      data: {
        startCampaign: {
          __typename: "StartCampaignPayload",
          campaignId: "99",
          path: "/tourbook/campaigns/abc",
          invitationSent: true,
        },
      },
    });
    await screen.findByRole("option", { name: "Boston, MA" });
    fill();
    fireEvent.click(screen.getByRole("button", { name: "Start campaign" }));
    expect((await screen.findByTestId("location")).textContent).toBe("/tourbook/campaigns/abc");
  });

  it("refuses a malformed address before asking the server", async () => {
    renderDialog({});
    fireEvent.change(screen.getByLabelText("Client e-mail"), { target: { value: "quinn@harbor" } });
    fireEvent.click(screen.getByRole("button", { name: "Start campaign" }));
    expect(await screen.findByText("Enter an e-mail address like name@example.com.")).toBeTruthy();
  });
});
