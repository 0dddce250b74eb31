// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { campaign } from "../account/accountTestSupport";
import { makeUser } from "../account/currentUserFixture";
import { login } from "../account/userSlice";
import { ready, renderSearch, testListing } from "./searchTestSupport";

// The search page's results: heading, count, cards and their save toggles, head tags, the page's
// states (empty, past the end, not found, failed) and the landing overview.
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
});
