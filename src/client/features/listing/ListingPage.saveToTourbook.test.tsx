// @vitest-environment jsdom
import type { MockLink } from "@apollo/client/testing";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SaveCampaignChoicesQueryDocument } from "../../gql/documents/saveCampaignChoicesQuery";
import { campaign } from "../account/accountTestSupport";
import { makeUser } from "../account/currentUserFixture";
import { closeSignInModal } from "../account/signInModalSlice";
import { login } from "../account/userSlice";
import { AddListingsMutation } from "./addListingsMutation";
import { BrokerListingDrawerQuery } from "./brokerListingDrawerQuery";
import { brokerDetails, listingMock, renderListing, waitForListing } from "./listingPageTestSupport";
import { makeListing, signedInStore } from "./listingTestSupport";

describe("ListingPage: save to tourbook", () => {
  afterEach(cleanup);

  function addMock(result: MockLink.MockedResponse["result"], error?: Error): MockLink.MockedResponse {
    return {
      request: { query: AddListingsMutation, variables: { listingIds: ["l1"], campaignIds: ["c1"] } },
      ...(error ? { error } : { result }),
    };
  }

  const added = {
    data: {
      addListings: {
        __typename: "AddListingsPayload",
        updatedCampaigns: [
          { __typename: "CampaignSummary", id: "c1", uuid: "c1-uuid", displayName: "Ada Lovelace" },
        ],
        updatedSurveys: [],
        updatedTours: [],
      },
    },
  };

  it("opens the sign-in modal for a visitor", async () => {
    const { store } = renderListing();
    await waitForListing();
    fireEvent.click(screen.getByRole("button", { name: "Save to tourbook" }));
    expect(store.getState().signInModal.isOpen).toBe(true);
    expect(screen.getByRole("dialog", { name: "Welcome back" })).toBeTruthy();
  });

  it("saves once a visitor has signed in through the modal, and not after a dismissed modal", async () => {
    const { store } = renderListing({ mocks: [listingMock(makeListing()), addMock(added)] });
    await waitForListing();
    fireEvent.click(screen.getByRole("button", { name: "Save to tourbook" }));
    expect(store.getState().signInModal.isOpen).toBe(true);
    await act(async () => {
      store.dispatch(login(makeUser({ latestCampaign: campaign("c1") })));
      store.dispatch(closeSignInModal());
    });
    expect(await screen.findByText("Added 1 listing to Ada Lovelace's campaign.")).toBeTruthy();
    expect(screen.getByText("Saved to your tourbook")).toBeTruthy();
  });

  it("forgets the save when the visitor closes the modal without signing in", async () => {
    const { store } = renderListing();
    await waitForListing();
    fireEvent.click(screen.getByRole("button", { name: "Save to tourbook" }));
    await act(async () => {
      store.dispatch(closeSignInModal());
    });
    // Signing in later, for another reason, saves nothing: no mutation is mocked, so one would fail.
    await act(async () => {
      store.dispatch(login(makeUser({ latestCampaign: campaign("c1") })));
    });
    expect(screen.getByRole("button", { name: "Save to tourbook" })).toBeTruthy();
    expect(store.getState().toast.visible).toBe(false);
  });

  it("adds the listing to the latest campaign and says so", async () => {
    const store = signedInStore({ latestCampaign: campaign("c1") });
    renderListing({ store, mocks: [listingMock(makeListing()), addMock(added)] });
    await waitForListing();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save to tourbook" }));
    });
    expect(await screen.findByText("Added 1 listing to Ada Lovelace's campaign.")).toBeTruthy();
    expect(store.getState().toast).toMatchObject({ visible: true, isError: false });
    expect(screen.getByText("Saved to your tourbook")).toBeTruthy();
    // One save, one notice (issue 25's duplicate toasts): the toast says it; the panel's "Saved"
    // is the button's new state, not a second announcement.
    const notices = screen.getAllByRole("status").filter((el) => /Saved|Added/.test(el.textContent ?? ""));
    expect(notices.map((el) => el.textContent)).toEqual(["Added 1 listing to Ada Lovelace's campaign."]);
    expect(store.getState().user.currentUser?.latestCampaign?.listings).toEqual([
      { __typename: "ListingReference", id: "l1" },
    ]);
  });

  it("shows the spec's error when adding fails", async () => {
    const store = signedInStore({ latestCampaign: campaign("c1") });
    renderListing({ store, mocks: [listingMock(makeListing()), addMock(undefined, new Error("down"))] });
    await waitForListing();
    fireEvent.click(screen.getByRole("button", { name: "Save to tourbook" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Error adding 1 listing(s). Please try again later!");
    expect(store.getState().toast).toMatchObject({ isError: true, durationMs: 5000 });
    expect(screen.getByRole("button", { name: "Save to tourbook" })).toBeTruthy();
  });

  it("sends a signed-in user without a campaign to build a profile", async () => {
    renderListing({ store: signedInStore({ latestCampaign: null }) });
    await waitForListing();
    expect(screen.getByRole("link", { name: "Start a tourbook" }).getAttribute("href")).toBe("/profile/size");
    expect(screen.queryByRole("button", { name: "Save to tourbook" })).toBeNull();
  });

  it("lets a broker choose the campaign, newest first, and saves to the chosen one (issue 25)", async () => {
    const choices = {
      data: {
        campaigns: {
          __typename: "CampaignListPage",
          totalCount: 2,
          campaigns: [
            {
              __typename: "CampaignListItem",
              id: "c2",
              displayName: "Lumen Design",
              client: { __typename: "CampaignPerson", id: "u2", displayName: "Lee Park" },
            },
            { __typename: "CampaignListItem", id: "c1", displayName: "Ada Lovelace", client: null },
          ],
        },
      },
    };
    const toLumen = {
      request: { query: AddListingsMutation, variables: { listingIds: ["l1"], campaignIds: ["c2"] } },
      result: {
        data: {
          addListings: {
            __typename: "AddListingsPayload",
            updatedCampaigns: [
              { __typename: "CampaignSummary", id: "c2", uuid: "c2-uuid", displayName: "Lumen Design" },
            ],
            updatedSurveys: [],
            updatedTours: [],
          },
        },
      },
    };
    const store = signedInStore({ isBroker: true, latestCampaign: campaign("c1") });
    renderListing({
      store,
      mocks: [
        listingMock(makeListing()),
        {
          request: { query: BrokerListingDrawerQuery, variables: { listingId: "l1" } },
          result: { data: { listing: brokerDetails } },
        },
        { request: { query: SaveCampaignChoicesQueryDocument }, result: choices },
        toLumen,
      ],
    });
    await waitForListing();
    const toggle = screen.getByRole("button", { name: "Save to tourbook" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    // A lazy chunk: its first import in a test run transforms its modules, over a second on a busy machine.
    const menu = within(
      await screen.findByRole("group", { name: "Save to which campaign?" }, { timeout: 5000 }),
    );
    const options = await menu.findAllByRole("button");
    expect(options.map((b) => b.textContent)).toEqual(["Lumen Design · Lee Park", "Ada Lovelace"]);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    await act(async () => {
      fireEvent.click(options[0]);
    });
    expect(await screen.findByText("Added 1 listing to Lumen Design's campaign.")).toBeTruthy();
    expect(screen.queryByRole("group", { name: "Save to which campaign?" })).toBeNull();
    // Another campaign than the latest: the latest's listings stay as they were.
    expect(store.getState().user.currentUser?.latestCampaign?.listings).toEqual([]);
    // A broker may save the same space to another client's campaign: the button stays.
    expect(screen.getByRole("button", { name: "Save to tourbook" })).toBeTruthy();
  });

  it("shows a listing already in the campaign as saved", async () => {
    const saved = { ...campaign("c1"), listings: [{ __typename: "ListingReference" as const, id: "l1" }] };
    renderListing({ store: signedInStore({ latestCampaign: saved }) });
    await waitForListing();
    expect(screen.getByText("Saved to your tourbook")).toBeTruthy();
  });
});
