// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { location, ready, renderSearch } from "./searchTestSupport";

// The search page's filters, pages and price unit, kept in the URL and rebuilt from it.

function openNeighborhoods() {
  fireEvent.click(screen.getByRole("button", { name: /^Neighbourhoods/ }));
}

describe("SearchPage", () => {
  afterEach(cleanup);

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
});
