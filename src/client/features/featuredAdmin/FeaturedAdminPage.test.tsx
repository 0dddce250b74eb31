// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderAt } from "../account/accountTestSupport";
import { FeaturedAdminPage } from "./FeaturedAdminPage";
import {
  FeaturedAdminMarketsQuery,
  FeaturedAdminQuery,
  FeaturedCandidatesQuery,
  SaveFeaturedListingsMutation,
} from "./featuredAdmin";

const MARKETS = {
  request: { query: FeaturedAdminMarketsQuery },
  result: {
    data: {
      markets: [
        { __typename: "Market", id: "1", name: "New York", state: "ny", slug: "new-york" },
        { __typename: "Market", id: "2", name: "Houston", state: "tx", slug: "houston" },
      ],
    },
  },
  maxUsageCount: 5,
};

function listing(id: string, address: string, status = "AVAILABLE") {
  return {
    __typename: "Listing",
    id,
    address,
    floorAndSuite: "Floor 4",
    squareFeet: 4200,
    status,
    path: `/listings/ny/new-york/10001/midtown/${id}/floor-4`,
    building: { __typename: "Building", id: `b${id}`, propertyName: null },
  };
}

const A = listing("11", "245 Park Avenue");
const B = listing("12", "5 Hudson Yards", "LEASE_OUT");
const C = listing("13", "1 Vanderbilt");

function admin(listings: ReturnType<typeof listing>[]) {
  return {
    __typename: "FeaturedListingsAdmin",
    marketId: "1",
    propertyType: "OFFICE",
    max: 12,
    entries: listings.map((l, position) => ({
      __typename: "FeaturedListingEntry",
      id: `f${l.id}`,
      position,
      available: l.status === "AVAILABLE",
      listing: l,
    })),
  };
}

const VARIABLES = { marketId: "1", propertyType: "OFFICE" };
const listMock = (listings: ReturnType<typeof listing>[]) => ({
  request: { query: FeaturedAdminQuery, variables: VARIABLES },
  result: { data: { adminFeaturedListings: admin(listings) } },
});
const saveMock = (listingIds: string[], result: object) => ({
  request: { query: SaveFeaturedListingsMutation, variables: { ...VARIABLES, listingIds } },
  result: { data: { saveFeaturedListings: { __typename: "SaveFeaturedListingsPayload", ...result } } },
});

const page = (mocks: object[]) =>
  renderAt("/featured-listings-admin", <FeaturedAdminPage />, {
    entry: "/featured-listings-admin?market=1&type=office",
    mocks: [MARKETS, ...mocks] as never,
  });

const order = () =>
  within(screen.getByRole("list", { name: "Featured order" }))
    .getAllByRole("listitem")
    .map((li) => li.querySelector("a")?.textContent);

describe("FeaturedAdminPage", () => {
  afterEach(cleanup);

  it("shows the market's featured listings in order, flagging one no longer available", async () => {
    page([listMock([A, B, C])]);
    expect(await screen.findByRole("heading", { name: "Office in New York" })).toBeTruthy();
    expect(order()).toEqual(["245 Park Avenue, Floor 4", "5 Hudson Yards, Floor 4", "1 Vanderbilt, Floor 4"]);
    const gone = within(screen.getByRole("list", { name: "Featured order" })).getAllByRole("listitem")[1];
    expect(gone.textContent).toContain("No longer available: not shown");
    expect(within(gone).getByRole("button", { name: "Remove 5 Hudson Yards, Floor 4" })).toBeTruthy();
    expect(screen.getByText(/3 of 12 featured/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Save order" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("moves a listing with the keyboard buttons, announces it, keeps focus on it and saves the order", async () => {
    page([
      listMock([A, B, C]),
      saveMock(["12", "11", "13"], { featured: admin([B, A, C]), error: null }),
      listMock([B, A, C]),
    ]);
    await screen.findByRole("heading", { name: "Office in New York" });
    const down = screen.getByRole("button", { name: "Move down 245 Park Avenue, Floor 4" });
    down.focus();
    fireEvent.click(down);
    expect(order()[1]).toBe("245 Park Avenue, Floor 4");
    expect(screen.getByText("Moved 245 Park Avenue, Floor 4 to position 2 of 3.")).toBeTruthy();
    expect(document.activeElement?.textContent).toBe("Move down 245 Park Avenue, Floor 4");
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save order" }));
    expect(await screen.findByText("Changes saved!")).toBeTruthy();
    expect(order()).toEqual(["5 Hudson Yards, Floor 4", "245 Park Avenue, Floor 4", "1 Vanderbilt, Floor 4"]);
  });

  it("keeps the edited order and shows the reason when the save is refused", async () => {
    page([
      listMock([A, C]),
      saveMock(["13", "11"], {
        featured: null,
        error: {
          __typename: "FeaturedListingsError",
          code: "INVALID_INPUT",
          message: "1 Vanderbilt is not available, so it cannot be featured.",
          field: "listingIds",
        },
      }),
    ]);
    await screen.findByRole("heading", { name: "Office in New York" });
    fireEvent.click(screen.getByRole("button", { name: "Move up 1 Vanderbilt, Floor 4" }));
    fireEvent.click(screen.getByRole("button", { name: "Save order" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "1 Vanderbilt is not available, so it cannot be featured.",
    );
    expect(order()).toEqual(["1 Vanderbilt, Floor 4", "245 Park Avenue, Floor 4"]);
  });

  it("adds a listing found by address and removes another, announcing both", async () => {
    page([
      listMock([A, B]),
      {
        request: { query: FeaturedCandidatesQuery, variables: { ...VARIABLES, search: "vander" } },
        result: { data: { featuredListingCandidates: [C, A] } },
      },
    ]);
    await screen.findByRole("heading", { name: "Office in New York" });
    fireEvent.change(screen.getByLabelText(/Search by address or building name/), {
      target: { value: "vander" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    const results = await screen.findByRole("list", { name: "Search results" });
    expect(within(results).getByRole("button", { name: "Added 245 Park Avenue, Floor 4" })).toBeTruthy();
    fireEvent.click(within(results).getByRole("button", { name: "Add 1 Vanderbilt, Floor 4" }));
    expect(screen.getByText("Added 1 Vanderbilt, Floor 4 at position 3.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove 5 Hudson Yards, Floor 4" }));
    expect(
      screen.getByText("Removed 5 Hudson Yards, Floor 4. Save to take it off the city page."),
    ).toBeTruthy();
    expect(order()).toEqual(["245 Park Avenue, Floor 4", "1 Vanderbilt, Floor 4"]);
    expect(document.activeElement?.textContent).toBe("Remove 1 Vanderbilt, Floor 4");
  });
});
