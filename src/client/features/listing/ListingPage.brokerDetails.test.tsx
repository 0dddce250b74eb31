// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BrokerListingDrawerQuery } from "./brokerListingDrawerQuery";
import { brokerDetails, listingMock, renderListing, waitForListing } from "./listingPageTestSupport";
import { makeListing, signedInStore } from "./listingTestSupport";

describe("ListingPage: broker details", () => {
  afterEach(cleanup);

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
