// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAppStore } from "../../system/store/store";
import { makeUser } from "../account/currentUserFixture";
import { renderPage } from "../listing/listingTestSupport";
import { testListing } from "../search/searchTestSupport";
import { CampaignPage } from "./CampaignPage";
import { CampaignListingCardsQuery } from "./campaignListingCards";
import type { CampaignListingStage } from "./campaignListQuery";
import { CampaignPageQuery, MoveCampaignListingsMutation } from "./campaignPageQuery";
import { STAGE_PREVIEW_COUNT } from "./campaignStageGroups";
import { initialTourbookState, type TourbookState } from "./tourbookSlice";

/** A campaign of 30 saved listings (l1…l30, entries e1…e30) and then 2 offers (l31, l32). */
const entries = Array.from({ length: 32 }, (_, i) => ({
  id: `e${i + 1}`,
  listingId: `l${i + 1}`,
  stage: (i < 30 ? "SAVED" : "OFFER") as CampaignListingStage,
}));

const pageQuery = {
  request: { query: CampaignPageQuery, variables: { id: "c1" } },
  result: {
    data: {
      campaign: {
        __typename: "Campaign",
        id: "c1",
        uuid: "7f0c0c1e-0000-4000-8000-000000000001",
        displayName: "Lumen Design",
        identifier: "LUMEN-DESIGN-2026",
        marketName: "New York",
        client: {
          __typename: "CampaignPerson",
          id: "u2",
          displayName: "Sofia Rossi",
          companyName: "Lumen Design",
        },
        broker: { __typename: "CampaignPerson", id: "1", displayName: "Ada Lovelace" },
        currentActiveRequirements: null,
        surveys: [],
        tours: [],
        listingsConnection: {
          __typename: "CampaignListingConnection",
          totalCount: entries.length,
        },
      },
    },
  },
};

const cardsQuery = {
  request: { query: CampaignListingCardsQuery, variables: { id: "c1" } },
  result: {
    data: {
      campaign: {
        __typename: "Campaign",
        id: "c1",
        listingsConnection: {
          __typename: "CampaignListingConnection",
          edges: entries.map((e, i) => ({
            __typename: "CampaignListingEdge",
            id: e.id,
            stage: e.stage,
            createdAt: "2026-11-01T12:00:00.000Z",
            addedBy: { __typename: "CampaignPerson", id: "1", displayName: "Ada Lovelace" },
            node: { ...testListing(String(i + 1)), id: e.listingId, status: "AVAILABLE" },
          })),
        },
      },
    },
  },
};

function renderCampaign(tourbook: Partial<TourbookState> = {}, mocks: object[] = []) {
  const store = createAppStore({
    user: { currentUser: makeUser({ isBroker: true }) },
    tourbook: { ...initialTourbookState, ...tourbook },
  } as never);
  return renderPage(<CampaignPage campaignId="c1" />, {
    store: store as never,
    mocks: [pageQuery, cardsQuery, ...mocks] as never,
  });
}

/** Rendering 30 cards in jsdom on a busy machine can take seconds. */
const slow = { timeout: 15_000 };

const stage = (label: string) => screen.getByRole("region", { name: new RegExp(`^${label} \\(`) });
const boxesIn = (label: string) => within(stage(label)).getAllByRole("checkbox");

describe("CampaignPage with a long stage", { timeout: 60_000 }, () => {
  afterEach(cleanup);

  it("shows a long stage's first cards, says so, and shows every card after Show all", async () => {
    renderCampaign();
    await screen.findByRole("heading", { name: "Saved (30)" }, slow);
    await waitFor(() => expect(boxesIn("Saved")).toHaveLength(STAGE_PREVIEW_COUNT), slow);
    expect(boxesIn("Offer")).toHaveLength(2);
    expect(within(stage("Saved")).getByText(`Showing ${STAGE_PREVIEW_COUNT} of 30.`)).toBeTruthy();
    // A short stage has no button; the long one names its stage for a screen reader.
    expect(within(stage("Offer")).queryByRole("button", { name: /^Show all/ })).toBeNull();
    const showAll = within(stage("Saved")).getByRole("button", { name: /^Show all 30 ?Saved listings$/ });

    fireEvent.click(showAll);
    await waitFor(() => expect(boxesIn("Saved")).toHaveLength(30), slow);
    expect(within(stage("Saved")).queryByRole("button", { name: /^Show all/ })).toBeNull();
    expect(within(stage("Saved")).queryByText(/^Showing /)).toBeNull();
    // The keyboard carries on from the first card that was behind the button.
    await waitFor(
      () => expect(document.activeElement).toBe(boxesIn("Saved")[STAGE_PREVIEW_COUNT] as HTMLElement),
      slow,
    );
    expect((document.activeElement as HTMLInputElement).labels?.[0].textContent).toContain(
      `${STAGE_PREVIEW_COUNT + 1} Broadway`,
    );
  });

  it("selects across the whole list, first cards and the ones shown later alike", async () => {
    const { store } = renderCampaign();
    await screen.findByRole("heading", { name: "Saved (30)" }, slow);
    await waitFor(() => expect(boxesIn("Saved")).toHaveLength(STAGE_PREVIEW_COUNT), slow);
    fireEvent.click(boxesIn("Saved")[0]);
    fireEvent.click(within(stage("Saved")).getByRole("button", { name: /^Show all 30/ }));
    await waitFor(() => expect(boxesIn("Saved")).toHaveLength(30), slow);
    fireEvent.click(boxesIn("Saved")[24]);
    fireEvent.click(boxesIn("Offer")[1]);
    const bar = screen.getByRole("region", { name: "Selected listings" });
    expect(within(bar).getByRole("status").textContent).toBe("3 selected");
    expect(store.getState().tourbook.selectedListingIds).toEqual(["l1", "l25", "l32"]);
  });

  it("keeps a selected card that is past the first ones shown, and counts it", async () => {
    renderCampaign({ activeCampaign: "c1", selectedListingIds: ["l20"] });
    await screen.findByRole("heading", { name: "Saved (30)" }, slow);
    await waitFor(() => expect(boxesIn("Saved")).toHaveLength(STAGE_PREVIEW_COUNT + 1), slow);
    const last = boxesIn("Saved")[STAGE_PREVIEW_COUNT] as HTMLInputElement;
    expect(last.checked).toBe(true);
    expect(last.labels?.[0].textContent).toContain("20 Broadway");
    expect(within(stage("Saved")).getByText(`Showing ${STAGE_PREVIEW_COUNT + 1} of 30.`)).toBeTruthy();
    expect(screen.getByRole("region", { name: "Selected listings" }).textContent).toContain("1 selected");
  });

  it("keeps a card moved into a long stage on screen, past that stage's first cards", async () => {
    const move = {
      request: {
        query: MoveCampaignListingsMutation,
        variables: { campaignId: "c1", campaignListingIds: ["e31"], stage: "SAVED" },
      },
      result: {
        data: {
          moveCampaignListings: {
            __typename: "MoveCampaignListingsPayload",
            updatedEdges: [{ __typename: "CampaignListingEdge", id: "e31", stage: "SAVED" }],
          },
        },
      },
    };
    renderCampaign({}, [move]);
    await screen.findByRole("heading", { name: "Offer (2)" }, slow);
    await waitFor(() => expect(boxesIn("Offer")).toHaveLength(2), slow);
    const select = within(stage("Offer")).getByRole("combobox", { name: "Stage of 31 Broadway, Floor 31" });
    fireEvent.change(select, { target: { value: "SAVED" } });
    await screen.findByRole("heading", { name: "Saved (31)" }, slow);
    expect(
      within(stage("Saved")).getByRole("combobox", { name: "Stage of 31 Broadway, Floor 31" }),
    ).toBeTruthy();
    expect(boxesIn("Saved")).toHaveLength(STAGE_PREVIEW_COUNT + 1);
    expect(within(stage("Saved")).getByText(`Showing ${STAGE_PREVIEW_COUNT + 1} of 31.`)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Offer (1)" })).toBeTruthy();
  });

  it("puts a card back where it was when the move fails", async () => {
    const failing = {
      request: {
        query: MoveCampaignListingsMutation,
        variables: { campaignId: "c1", campaignListingIds: ["e31"], stage: "SAVED" },
      },
      error: new Error("network down"),
    };
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderCampaign({}, [failing]);
    await screen.findByRole("heading", { name: "Offer (2)" }, slow);
    await waitFor(() => expect(boxesIn("Offer")).toHaveLength(2), slow);
    const name = "Stage of 31 Broadway, Floor 31";
    fireEvent.change(within(stage("Offer")).getByRole("combobox", { name }), { target: { value: "SAVED" } });
    await screen.findByRole("heading", { name: "Offer (2)" }, slow);
    await waitFor(
      () => expect(within(stage("Offer")).getByRole("combobox", { name })).toHaveProperty("value", "OFFER"),
      slow,
    );
    expect(screen.getByRole("heading", { name: "Saved (30)" })).toBeTruthy();
    quiet.mockRestore();
  });
});

describe("CampaignPage without a campaign (issue 25)", () => {
  afterEach(cleanup);

  const answer = (result: object) => [
    { request: { query: CampaignPageQuery, variables: { id: "c9" } }, ...result },
    { request: { query: CampaignListingCardsQuery, variables: { id: "c9" } }, ...result },
  ];
  const renderMissing = (mocks: object[]) =>
    renderPage(<CampaignPage campaignId="c9" />, {
      store: createAppStore({
        user: { currentUser: makeUser({ isBroker: true }) },
        tourbook: initialTourbookState,
      } as never) as never,
      mocks: mocks as never,
    });

  it("says plainly that a campaign is missing or not shared, with no error and no retry", async () => {
    renderMissing(answer({ result: { data: { campaign: null } } }));
    expect(await screen.findByText("This campaign does not exist or is not shared with you.")).toBeTruthy();
    expect(screen.queryByText("Error loading campaign.")).toBeNull();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    expect(screen.getByRole("link", { name: "See your campaigns" }).getAttribute("href")).toBe(
      "/tourbook/campaigns",
    );
  });

  it("keeps 'Error loading campaign.' and a retry for a request that failed", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderMissing(answer({ error: new Error("network down") }));
    expect(await screen.findByText("Error loading campaign.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    quiet.mockRestore();
  });
});
