// @vitest-environment jsdom
import type { MockLink } from "@apollo/client/testing";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SaveCampaignChoicesQueryDocument } from "../../gql/documents/saveCampaignChoicesQuery";
import { campaign } from "../account/accountTestSupport";
import { makeUser } from "../account/currentUserFixture";
import { closeSignInModal } from "../account/signInModalSlice";
import { login } from "../account/userSlice";
import type { ListingPageListing } from "../places/placeFields";
import { AddListingsMutation } from "./addListingsMutation";
import { BrokerListingDrawerQuery } from "./brokerListingDrawerQuery";
import { ListingPage } from "./ListingPage";
import { ListingByPathQuery } from "./listingByPathQuery";
import { makeListing, renderPage, signedInStore } from "./listingTestSupport";

const params = {
  state: "ny",
  city: "new-york",
  zip: "10012",
  neighborhood: "soho",
  address: "120-spring-street",
  floorAndSuite: "floor-3",
};

function listingMock(listing: ListingPageListing | null): MockLink.MockedResponse {
  return {
    request: { query: ListingByPathQuery, variables: params },
    result: { data: { listingByPath: listing } },
  };
}

const brokerDetails = {
  __typename: "Listing",
  id: "l1",
  viewerCanEdit: false,
  status: "AVAILABLE",
  squareFeet: 2400,
  maxOccupancy: null,
  floorAndSuite: "Floor 3",
  priceModel: "PER_SQUARE_FOOT",
  accuratePsf: 60,
  estimatedPsf: null,
  accurateMonthlyPrice: null,
  estimatedMonthlyPrice: null,
  leaseType: "DIRECT",
  leaseTerm: null,
  dateAvailable: null,
  conferenceRooms: null,
  officeSpace: null,
  furnished: null,
  hasWetPantry: null,
  hasPrivateBathroom: null,
  amenities: [],
  description: null,
  tour3dModelId: null,
  building: {
    __typename: "Building",
    id: "b1",
    propertyName: null,
    yearBuilt: null,
    floors: null,
    classification: null,
    hasAttendedLobby: null,
    hasTurnstile: null,
    hasRoundTheClockAccess: null,
    privateDescription: null,
    contacts: [],
  },
  privateFloor: "3",
  privateSuite: "300",
  privateDescription: "Landlord will consider a short term.",
  brokerNotes: "Ask for Maria at the front desk.",
  brokerInsights: [
    {
      __typename: "BrokerInsight",
      id: "i1",
      content: "Landlord is motivated.",
      author: { __typename: "BrokerInsightAuthor", displayName: "Sam Broker" },
      createdAt: "2025-01-10T09:00:00.000Z",
      updatedAt: "2025-01-10T09:00:00.000Z",
      viewerCanEdit: false,
    },
  ],
  history: {
    __typename: "ListingHistory",
    origin: {
      __typename: "ListingHistoryOrigin",
      sourceName: "CoStar",
      createdAt: "2024-06-01T00:00:00.000Z",
    },
    changes: [],
  },
  subleaseContact: null,
};

function renderListing(options: Parameters<typeof renderPage>[1] = {}) {
  return renderPage(<ListingPage params={params} />, { mocks: [listingMock(makeListing())], ...options });
}

async function waitForListing() {
  return screen.findByRole("heading", { level: 1, name: "120 Spring Street, Floor 3" });
}

describe("ListingPage", () => {
  afterEach(cleanup);

  it("shows the listing's public facts, with estimated prices marked", async () => {
    renderListing();
    await waitForListing();
    const facts = (label: string) =>
      screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
    expect(facts("Size")).toBe("4,500 SF");
    expect(facts("Seats")).toBe("30 seats");
    expect(facts("Price per SF/yr")).toBe("$64.50 /SF/yr Est.");
    expect(facts("Monthly rent")).toBe("$24,188 /mo Est.");
    expect(facts("Lease type")).toBe("Direct Lease");
    expect(facts("Lease term")).toBe("3-5 Years");
    expect(facts("Status")).toBe("Available");
    expect(facts("Natural light")).toBe("Very Good");
    expect(facts("Wet pantry")).toBe("Yes");
    expect(facts("Exposed ceiling")).toBe("No");
    expect(facts("Furnished")).toBe("Negotiable");
    // Unknown facts are left out rather than shown as "Unknown".
    expect(screen.queryByText("Private bathroom")).toBeNull();
    expect(screen.queryByText("Services included")).toBeNull();
    expect(screen.getByText(/Estimated: the landlord has not published/)).toBeTruthy();
    expect(screen.getByRole("list", { name: "Key facts" }).textContent).toContain("Available now");
    expect(screen.getByText("Roof deck")).toBeTruthy();
    expect(screen.getByText("Two blocks from the subway.")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Floor plan of Floor 3" })).toBeTruthy();
  });

  it("links the building, the breadcrumb trail and nearby listings", async () => {
    renderListing();
    await waitForListing();
    const trail = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    expect(trail.getByRole("link", { name: "New York" }).getAttribute("href")).toBe(
      "/office-space/ny/new-york",
    );
    expect(trail.getByRole("link", { name: "SoHo" }).getAttribute("href")).toBe(
      "/office-space/ny/new-york/soho",
    );
    expect(trail.getByRole("link", { name: "The Spring Building" }).getAttribute("href")).toBe(
      "/buildings/ny/new-york/10012/soho/120-spring-street",
    );
    expect(trail.getByText("Floor 3").getAttribute("aria-current")).toBe("page");

    const about = within(screen.getByRole("region", { name: "About the building" }));
    expect(about.getByText("1910")).toBeTruthy();
    expect(about.getByText("Class B")).toBeTruthy();
    expect(about.getByRole("link", { name: /See the building/ }).getAttribute("href")).toBe(
      "/buildings/ny/new-york/10012/soho/120-spring-street",
    );

    const same = within(screen.getByRole("region", { name: "More in this building" }));
    expect(same.getByRole("link").getAttribute("href")).toContain("/suite-l2");
    const nearby = within(screen.getByRole("region", { name: "Nearby in SoHo" }));
    expect(nearby.getByRole("link").getAttribute("href")).toContain("/suite-l3");
  });

  it("reports title, description, canonical path and structured data", async () => {
    const { head } = renderListing();
    await waitForListing();
    expect(head.status).toBe(200);
    expect(head.data.title).toBe("120 Spring Street, Floor 3 – 4,500 SF office for rent in SoHo");
    expect(head.data.canonicalPath).toBe("/listings/ny/new-york/10012/soho/120-spring-street/floor-3");
    expect(head.data.description).toContain("4,500 SF office for rent at 120 Spring Street, Floor 3 in SoHo");
    expect(head.data.robots).toBeUndefined();
    const [offer, crumbs] = head.data.jsonLd ?? [];
    expect(offer).toMatchObject({
      "@type": "RealEstateListing",
      offers: { "@type": "Offer", price: 24188, priceCurrency: "USD" },
      mainEntity: {
        "@type": "Place",
        address: { streetAddress: "120 Spring Street", postalCode: "10012", addressRegion: "NY" },
        geo: { latitude: 40.7241, longitude: -73.9982 },
      },
    });
    expect(JSON.stringify(offer)).toContain('"propertyID":"floorSize","name":"Floor size","value":4500');
    expect(crumbs).toMatchObject({ "@type": "BreadcrumbList" });
  });

  it("answers 404 for an unknown listing", async () => {
    const { head } = renderPage(<ListingPage params={params} />, { mocks: [listingMock(null)] });
    expect(await screen.findByRole("heading", { level: 1, name: "Listing not found" })).toBeTruthy();
    expect(head.status).toBe(404);
    expect(head.data.robots).toBe("noindex");
  });

  it("shows an error with a retry when the listing cannot load", async () => {
    const { head } = renderPage(<ListingPage params={params} />, {
      mocks: [{ request: { query: ListingByPathQuery, variables: params }, error: new Error("boom") }],
    });
    expect(await screen.findByRole("heading", { name: "We could not load this listing" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    expect(head.status).toBe(503);
  });

  it("walks the slideshow with the arrow keys and closes it with Escape", async () => {
    renderListing();
    await waitForListing();
    fireEvent.click(screen.getByRole("button", { name: "Open photo 2 of 3: Kitchen" }));
    // The slideshow's code loads when it is first opened.
    const dialog = await screen.findByRole("dialog", { name: "Photos of 120 Spring Street, Floor 3" });
    expect(within(dialog).getByText("2 of 3")).toBeTruthy();
    expect(within(dialog).getByRole("img", { name: "Kitchen" })).toBeTruthy();
    // Focus starts on "Next" so Enter and Space move on too.
    expect(document.activeElement?.textContent).toContain("Next");

    fireEvent.keyDown(document, { key: "ArrowRight" });
    expect(within(dialog).getByText("3 of 3")).toBeTruthy();
    fireEvent.keyDown(document, { key: "ArrowRight" });
    expect(within(dialog).getByText("1 of 3")).toBeTruthy();
    fireEvent.keyDown(document, { key: "ArrowLeft" });
    expect(within(dialog).getByText("3 of 3")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Previous photo" }));
    expect(within(dialog).getByText("2 of 3")).toBeTruthy();

    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  describe("broker details", () => {
    it("are not asked for nor shown for a client", async () => {
      // No mock for the broker query: asking for it would fail the test with an unmatched request.
      renderListing({ store: signedInStore({ isBroker: false }) });
      await waitForListing();
      expect(screen.queryByRole("heading", { name: "Broker details" })).toBeNull();
      expect(screen.queryByText("Ask for Maria at the front desk.")).toBeNull();
    });

    it("are not shown to a visitor", async () => {
      renderListing();
      await waitForListing();
      expect(screen.queryByRole("heading", { name: "Broker details" })).toBeNull();
    });

    it("are shown to a broker", async () => {
      renderListing({
        store: signedInStore({ isBroker: true }),
        mocks: [
          listingMock(makeListing()),
          {
            request: { query: BrokerListingDrawerQuery, variables: { listingId: "l1" } },
            result: { data: { listing: brokerDetails } },
          },
        ],
      });
      await waitForListing();
      // A lazy chunk: its first import in a test run transforms its modules, over a second on a busy machine.
      const panel = within(await screen.findByRole("region", { name: "Broker details" }, { timeout: 5000 }));
      expect(panel.getByText("Floor 3, Suite 300")).toBeTruthy();
      expect(panel.getByText("Ask for Maria at the front desk.")).toBeTruthy();
      expect(panel.getByText("Landlord is motivated.")).toBeTruthy();
      expect(panel.getByText(/Sam Broker, Jan 10, 2025/)).toBeTruthy();
      expect(panel.getByText("Added from CoStar.")).toBeTruthy();
    });
  });

  describe("save to tourbook", () => {
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
      expect(screen.getByRole("link", { name: "Start a tourbook" }).getAttribute("href")).toBe(
        "/profile/size",
      );
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
      const menu = within(await screen.findByRole("group", { name: "Save to which campaign?" }));
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
});
