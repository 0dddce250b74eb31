// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { campaign } from "../account/accountTestSupport";
import { makeUser } from "../account/currentUserFixture";
import { login } from "../account/userSlice";
import { renderSearch, testListing } from "./searchTestSupport";

// The map's loader and the map come on demand (a phone taps "Map"); fetching them here keeps the
// module loading (Leaflet) out of the tests' own waits.
beforeAll(async () => {
  await Promise.all([import("../map/LazyListingsMap"), import("../map/ListingsMap")]);
});

function location() {
  return screen.getByTestId("location").textContent;
}

/**
 * The page is up with its cards, and the filters are open as a phone user opens them (jsdom has no
 * wide screen): their code comes when the Filters button is touched (SearchFilters.tsx).
 */
async function ready() {
  await screen.findByRole("heading", { level: 1, name: /space for rent in/ });
  await screen.findAllByRole("article");
  const toggle = screen.getByRole("button", { name: /^Filters/ });
  if (toggle.getAttribute("aria-expanded") !== "true") fireEvent.click(toggle);
  await screen.findByLabelText("Team size");
}

function openNeighborhoods() {
  fireEvent.click(screen.getByRole("button", { name: /^Neighbourhoods/ }));
}

describe("SearchPage", () => {
  afterEach(cleanup);

  it("renders the market's results with heading, count, cards and SEO head", async () => {
    const { head } = renderSearch("/office-space/ny/new-york", { totalCount: 1520 });
    await ready();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Office space for rent in New York");
    expect(screen.getByText("1,520 spaces").getAttribute("role")).toBe("status");
    expect(
      within(screen.getByRole("list", { name: "Spaces on this page" })).getAllByRole("article"),
    ).toHaveLength(2);
    expect(head.status).toBe(200);
    expect(head.data.title).toBe("Office Space for Rent in New York");
    expect(head.data.canonicalPath).toBe("/office-space/ny/new-york");
    expect(head.data.description).toContain("1,520 office spaces for rent in New York");
    const itemList = head.data.jsonLd?.[0] as { "@type": string; itemListElement: { url: string }[] };
    expect(itemList["@type"]).toBe("ItemList");
    expect(itemList.itemListElement[0].url).toBe(testListing("1").path);
  });

  it("offers each card's save toggle, named by its visible word and listing; a visitor gets the sign-in modal", async () => {
    const { store } = renderSearch("/office-space/ny/new-york");
    await ready();
    const card = screen.getAllByRole("article")[0];
    const toggle = within(card).getByRole("button", { name: /^Save: / });
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    expect(toggle.textContent).toBe("Save");
    fireEvent.click(toggle);
    expect(store.getState().signInModal.isOpen).toBe(true);
  });

  it("shows a card already in the viewer's campaign as saved", async () => {
    const { store } = renderSearch("/office-space/ny/new-york");
    await ready();
    const saved = { ...campaign("c1"), listings: [{ __typename: "ListingReference" as const, id: "1" }] };
    act(() => {
      store.dispatch(login(makeUser({ latestCampaign: saved })));
    });
    const toggle = within(screen.getAllByRole("article")[0]).getByRole("button", { name: /^Saved: / });
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(within(screen.getAllByRole("article")[1]).getByRole("button", { name: /^Save: / })).toBeTruthy();
  });

  it("shows /search as New York with the market page as canonical", async () => {
    const { head, seen } = renderSearch("/search");
    await ready();
    expect(seen[0]).toMatchObject({ state: "ny", citySlug: "new-york", page: 1, limit: 12 });
    expect(head.data.canonicalPath).toBe("/office-space/ny/new-york");
  });

  it("puts one neighbourhood in the path and several in the neighborhoods parameter", async () => {
    renderSearch("/office-space/ny/new-york");
    await ready();

    openNeighborhoods();
    const panel = screen.getByRole("group", { name: "Manhattan" });
    expect(within(panel).getByLabelText(/SoHo/).closest("label")?.textContent).toContain("10");
    fireEvent.click(within(panel).getByLabelText(/SoHo/));
    fireEvent.click(screen.getByRole("button", { name: "Show spaces" }));
    expect(location()).toBe("/office-space/ny/new-york/soho");

    await screen.findByRole("heading", { level: 1, name: "Office space for rent in SoHo, New York" });
    openNeighborhoods();
    fireEvent.click(screen.getByLabelText(/DUMBO/));
    fireEvent.click(screen.getByRole("button", { name: "Show spaces" }));
    expect(location()).toBe("/office-space/ny/new-york?neighborhoods=soho,dumbo");

    // Removing one of two leaves it in the path; removing the last goes back to the market.
    fireEvent.click(await screen.findByRole("link", { name: "Remove DUMBO" }));
    expect(location()).toBe("/office-space/ny/new-york/soho");
    fireEvent.click(await screen.findByRole("link", { name: "Remove SoHo" }));
    expect(location()).toBe("/office-space/ny/new-york");
  });

  it("keeps the previous results on screen, dimmed, while a new search loads", async () => {
    renderSearch("/office-space/ny/new-york");
    await ready();
    openNeighborhoods();
    fireEvent.click(screen.getByLabelText(/DUMBO/));
    fireEvent.click(screen.getByRole("button", { name: "Show spaces" }));
    expect(location()).toBe("/office-space/ny/new-york/dumbo");
    // The path changed, so the screen remounted; the old cards stay, marked busy, until the answer.
    const results = screen.getByRole("region", { name: "2 spaces" });
    expect(results.getAttribute("aria-busy")).toBe("true");
    expect(within(results).getAllByRole("article")).toHaveLength(2);
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "2 spaces" }).getAttribute("aria-busy")).toBeNull(),
    );
  });

  it("drops the neighbourhoods when the city changes", async () => {
    renderSearch(
      "/office-space/ny/new-york?neighborhoods=soho,dumbo&numEmployees=10&bounds=40.8,40.7,-73.9,-74",
    );
    await ready();
    fireEvent.change(screen.getByLabelText("City"), { target: { value: "tx/houston" } });
    expect(location()).toBe("/office-space/tx/houston?numEmployees=10");
  });

  it("links every page with real hrefs, page 1 without page_number", async () => {
    renderSearch("/office-space/ny/new-york?page_number=3", { totalCount: 100 });
    await ready();
    const nav = screen.getByRole("navigation", { name: "Pages of results" });
    expect(within(nav).getByRole("link", { name: "Page 1" }).getAttribute("href")).toBe(
      "/office-space/ny/new-york",
    );
    expect(within(nav).getByRole("link", { name: "Page 9" }).getAttribute("href")).toBe(
      "/office-space/ny/new-york?page_number=9",
    );
    expect(within(nav).getByRole("link", { name: "Page 3" }).getAttribute("aria-current")).toBe("page");
    expect(
      within(nav)
        .getByRole("link", { name: /Previous/ })
        .getAttribute("href"),
    ).toBe("/office-space/ny/new-york?page_number=2");
    expect(within(nav).getByRole("link", { name: /Next/ }).getAttribute("href")).toBe(
      "/office-space/ny/new-york?page_number=4",
    );
  });

  it("keeps the filters in page links and canonicalises filtered pages to the plain one", async () => {
    const { head } = renderSearch(
      "/office-space/ny/new-york/soho?numEmployees=8&lease_type=sublease&page_number=2",
      {
        totalCount: 40,
      },
    );
    await ready();
    const nav = screen.getByRole("navigation", { name: "Pages of results" });
    expect(within(nav).getByRole("link", { name: "Page 3" }).getAttribute("href")).toBe(
      "/office-space/ny/new-york/soho?numEmployees=8&page_number=3&lease_type=sublease",
    );
    expect(head.data.canonicalPath).toBe("/office-space/ny/new-york/soho");
  });

  it("goes back to page 1 when a filter changes", async () => {
    const { seen } = renderSearch("/office-space/ny/new-york?page_number=3", { totalCount: 100 });
    await ready();
    fireEvent.change(screen.getByLabelText("Lease type"), { target: { value: "sublease" } });
    expect(location()).toBe("/office-space/ny/new-york?lease_type=sublease");

    fireEvent.change(screen.getByLabelText("Team size"), { target: { value: "25" } });
    fireEvent.change(screen.getByLabelText("Minimum square feet"), { target: { value: "3000" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(location()).toBe("/office-space/ny/new-york?numEmployees=25&min_sf=3000&lease_type=sublease");
    await waitFor(() =>
      expect(seen.at(-1)).toMatchObject({
        numEmployees: 25,
        minSquareFeet: 3000,
        leaseTypes: ["SUBLEASE"],
        page: 1,
      }),
    );

    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "size-desc" } });
    expect(location()).toBe(
      "/office-space/ny/new-york?numEmployees=25&min_sf=3000&lease_type=sublease&sort=size-desc",
    );
  });

  it("suggests widening an empty search", async () => {
    renderSearch("/office-space/ny/new-york/soho?max_price=10", { listings: [], totalCount: 0 });
    await screen.findByRole("heading", { name: "No spaces match this search" });
    expect(screen.getByText("0 spaces")).toBeTruthy();
    // The market's name and its neighbourhoods come with queries that may answer after the search.
    expect((await screen.findByRole("link", { name: "Search all of New York" })).getAttribute("href")).toBe(
      "/office-space/ny/new-york?max_price=10",
    );
    expect(screen.getByRole("link", { name: "Remove the filters" }).getAttribute("href")).toBe(
      "/office-space/ny/new-york/soho",
    );
    // A neighbourhood's count leaves the filters out (kept counts, issue 26): so does its link.
    expect((await screen.findByRole("link", { name: /DUMBO/ })).getAttribute("href")).toBe(
      "/office-space/ny/new-york/dumbo",
    );
  });

  it("shows a filtered count past its cap as 1,000+ spaces", async () => {
    const { head } = renderSearch("/office-space/ny/new-york?min_sf=1000", {
      totalCount: 1000,
      totalCountIsExact: false,
    });
    await ready();
    expect(screen.getByText("1,000+ spaces").getAttribute("role")).toBe("status");
    expect(head.data.description).toContain("1,000+ office spaces for rent in New York");
  });

  it("says when a page is beyond the end and links the last page", async () => {
    const { head } = renderSearch("/office-space/ny/new-york?page_number=50", { totalCount: 30 });
    await screen.findByRole("heading", { name: "No spaces on this page" });
    expect(screen.getByRole("link", { name: "Go to the last page" }).getAttribute("href")).toBe(
      "/office-space/ny/new-york?page_number=3",
    );
    expect(head.data.robots).toBe("noindex, follow");
  });

  it("answers 404 for an unknown market", async () => {
    const { head } = renderSearch("/office-space/ny/gotham", { unknownCities: ["gotham"] });
    await screen.findByRole("heading", { level: 1, name: "Market not found" });
    expect(head.status).toBe(404);
    expect(head.data.robots).toBe("noindex");
  });

  it("answers 404 for an unknown neighbourhood in the path", async () => {
    const { head } = renderSearch("/office-space/ny/new-york/atlantis");
    await screen.findByRole("heading", { level: 1, name: "Neighbourhood not found" });
    expect(head.status).toBe(404);
    expect(screen.getByRole("link", { name: "See all of New York" }).getAttribute("href")).toBe(
      "/office-space/ny/new-york",
    );
  });

  it("shows an error with a way to try again", async () => {
    const { seen } = renderSearch("/office-space/ny/new-york", { fail: true });
    await screen.findByRole("heading", { name: "We couldn't load spaces right now." });
    const before = seen.length;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(seen.length).toBe(before + 1));
  });

  it("says which neighbourhoods of the parameter it does not know", async () => {
    renderSearch("/office-space/ny/new-york?neighborhoods=soho,atlantis");
    await ready();
    expect(screen.getByText("Not a neighbourhood of New York, so left out: atlantis.")).toBeTruthy();
  });

  it("changes card prices with the price unit, without a new search", async () => {
    const { seen } = renderSearch("/office-space/ny/new-york?page_number=2", { totalCount: 30 });
    await ready();
    const first = screen.getAllByRole("article")[0];
    expect(within(first).getByText("$60 /SF/yr")).toBeTruthy();
    const searches = seen.length;

    fireEvent.click(screen.getByLabelText("Monthly"));
    expect(location()).toBe("/office-space/ny/new-york?page_number=2&price_unit=monthly");
    expect(within(screen.getAllByRole("article")[0]).getByText("$12,500 /mo")).toBeTruthy();
    expect(seen.length).toBe(searches);
  });

  it("shows the landing overview on a market page as first entered", async () => {
    renderSearch("/office-space/ny/new-york", { totalCount: 1520 });
    await ready();
    expect(screen.getByText("Listings available").nextElementSibling?.textContent).toBe("1,520");
    expect(screen.getByText("Average rent in New York").nextElementSibling?.textContent).toBe(
      "$74.50 /SF/yr",
    );
    // The neighbourhoods come with the market directory, which may answer after the search.
    const rents = await screen.findByRole("region", { name: "Rent by neighbourhood in New York" });
    const soho = within(rents).getByRole("link", { name: /SoHo/ });
    expect(soho.getAttribute("href")).toBe("/office-space/ny/new-york/soho");
    expect(soho.textContent).toContain("$85 /SF/yr");
    const featured = await screen.findByRole("region", { name: "Featured spaces in New York" });
    expect(within(featured).getByText("The Featured Building")).toBeTruthy();
  });

  it("leaves the overview out once the search is filtered", async () => {
    renderSearch("/office-space/ny/new-york?numEmployees=5");
    await ready();
    expect(screen.queryByText("Listings available")).toBeNull();
    expect(screen.queryByRole("region", { name: /Rent by neighbourhood/ })).toBeNull();
  });

  it("rebuilds the search state from the URL", async () => {
    const { store } = renderSearch("/office-space/ny/new-york/soho?numEmployees=12&page_number=2", {
      totalCount: 40,
    });
    await ready();
    await waitFor(() =>
      expect(store.getState().search).toMatchObject({
        cityName: "New York",
        neighborhoods: ["SoHo"],
        numEmployees: 12,
        offset: 12,
        limit: 12,
      }),
    );
  });

  it("keeps the map and the list in step", async () => {
    renderSearch("/office-space/ny/new-york?numEmployees=4");
    await ready();
    // The map's loader comes on demand: its arrival renders the map inside act.
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Map" })));
    const pin = await screen.findByRole("button", { name: "2 Broadway" }, { timeout: 10_000 });
    const [first, second] = screen.getAllByRole("article");

    fireEvent.mouseEnter(second);
    expect(pin.classList.contains("map-pin--hovered")).toBe(true);
    fireEvent.mouseLeave(second);
    expect(pin.classList.contains("map-pin--hovered")).toBe(false);

    fireEvent.click(pin);
    expect(second.classList.contains("listing-card--highlighted")).toBe(true);
    expect(first.classList.contains("listing-card--highlighted")).toBe(false);
    const popupLink = await screen.findByRole("link", { name: "View Floor 2" });
    expect(popupLink.getAttribute("href")).toBe(testListing("2").path);

    const zoomIn = screen.getByRole("button", { name: "Zoom in" });
    fireEvent.pointerDown(zoomIn);
    fireEvent.click(zoomIn);
    fireEvent.click(await screen.findByRole("button", { name: "Search this area" }));
    expect(location()).toMatch(
      /^\/office-space\/ny\/new-york\?numEmployees=4&bounds=[-0-9.]+,[-0-9.]+,[-0-9.]+,[-0-9.]+$/,
    );
  });

  it("lets a phone switch between the list and the map", async () => {
    renderSearch("/office-space/ny/new-york");
    await ready();
    const toggle = screen.getByRole("button", { name: "Map" });
    fireEvent.click(toggle);
    expect(screen.getByRole("button", { name: "List" })).toBeTruthy();
    expect(document.querySelector(".search-page--map")).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "List" }));
    expect(document.querySelector(".search-page--map")).toBeNull();
  });
});
