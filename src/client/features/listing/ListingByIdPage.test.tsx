// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ClientSearchListingPage, ListingByIdPage } from "./ListingByIdPage";
import { ListingByIdQuery } from "./listingByIdQuery";
import { makeListing, renderPage } from "./listingTestSupport";

const mocks = [
  {
    request: { query: ListingByIdQuery, variables: { id: "l1" } },
    result: { data: { listing: makeListing() } },
  },
];

describe("listing pages reached by id", () => {
  afterEach(cleanup);

  it("/listings/{listingId} shows the listing, canonical to its public page and kept out of search", async () => {
    const { head } = renderPage(<ListingByIdPage params={{ listingId: "l1" }} />, { mocks });
    expect(await screen.findByRole("heading", { level: 1, name: "120 Spring Street, Floor 3" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "More in this building" })).toBeTruthy();
    expect(head.data.canonicalPath).toBe("/listings/ny/new-york/10012/soho/120-spring-street/floor-3");
    expect(head.data.robots).toBe("noindex");
  });

  it("/start/listing/{id} is the focused client version: photos, facts and the save button", async () => {
    const { head } = renderPage(<ClientSearchListingPage params={{ id: "l1" }} />, { mocks });
    expect(await screen.findByRole("heading", { level: 1, name: "120 Spring Street, Floor 3" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Open photo 1 of 3: Open work area" })).toBeTruthy();
    expect(screen.getByText("Size", { selector: "dt" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save to tourbook" })).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Breadcrumb" })).toBeNull();
    expect(screen.queryByRole("region", { name: "More in this building" })).toBeNull();
    expect(head.data.robots).toBe("noindex");
  });

  it("answers 404 for an unknown id", async () => {
    const { head } = renderPage(<ListingByIdPage params={{ listingId: "999" }} />, {
      mocks: [
        {
          request: { query: ListingByIdQuery, variables: { id: "999" } },
          result: { data: { listing: null } },
        },
      ],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Listing not found" })).toBeTruthy();
    expect(head.status).toBe(404);
  });
});
