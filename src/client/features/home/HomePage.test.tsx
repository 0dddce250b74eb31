// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Toast } from "../../layout/Toast";
import {
  directoryFixture,
  directoryMocks,
  LocationProbe,
  renderWithProviders,
} from "../../layout/testSupport";
import { Route, Routes } from "../../system/router/router";
import { HomePage } from "./HomePage";
import { parseHeadcount } from "./HomeSearchForm";
import { HomeMarketsQuery, type HomeMarketsQueryData } from "./homeMarketsQuery";

/** Each market's listings by kind: New York's 1,520 are 1,200 office, 300 retail and 20 industrial. */
const typeCounts: HomeMarketsQueryData = {
  markets: directoryFixture.markets.map((m) => {
    const byType: Record<string, number> =
      m.slug === "new-york"
        ? { OFFICE: 1200, RETAIL: 300, INDUSTRIAL: 20 }
        : { OFFICE: m.listingCount, RETAIL: 0, INDUSTRIAL: 0 };
    return {
      __typename: "Market" as const,
      id: m.id,
      propertyTypes: (["OFFICE", "RETAIL", "INDUSTRIAL"] as const).map((type) => ({
        __typename: "MarketPropertyType" as const,
        propertyType: type,
        path: `/${type.toLowerCase()}-space/${m.state}/${m.slug}`,
        listingCount: byType[type],
      })),
    };
  }),
};

function renderHome(route = "/") {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
      <Toast />
    </>,
    {
      route,
      mocks: [
        ...directoryMocks(),
        { request: { query: HomeMarketsQuery }, result: { data: typeCounts }, maxUsageCount: 10 },
      ],
    },
  );
}

async function waitForMarkets() {
  // The popular-markets grid appears once the directory query has answered.
  await screen.findByRole("button", { name: `See all ${directoryFixture.markets.length} markets` });
}

describe("HomePage", () => {
  afterEach(cleanup);

  it("says what the product does and defaults the search to New York", async () => {
    renderHome();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toMatch(
      /office, retail and industrial space/i,
    );
    expect((screen.getByLabelText("City") as HTMLInputElement).value).toBe("New York");
    expect(screen.getByRole("heading", { name: "How it works" })).toBeTruthy();
    await waitForMarkets();
  });

  it("shows an error toast for a city it does not cover and keeps what was typed", async () => {
    const { store } = renderHome();
    await waitForMarkets();
    const city = screen.getByLabelText("City") as HTMLInputElement;
    fireEvent.change(city, { target: { value: "Gotham" } });
    fireEvent.click(screen.getByRole("button", { name: "Search spaces" }));
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("We don't cover Gotham yet. Pick one of our 6 markets.");
    expect(store.getState().toast).toMatchObject({ visible: true, isError: true, durationMs: 5000 });
    expect(city.value).toBe("Gotham");
    expect(city.getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByTestId("location")).toBeNull();
  });

  it("goes to the market's search page with the team size", async () => {
    renderHome();
    await waitForMarkets();
    fireEvent.change(screen.getByLabelText("City"), { target: { value: "austin" } });
    fireEvent.change(screen.getByLabelText(/Team size/), { target: { value: "25" } });
    fireEvent.click(screen.getByRole("button", { name: "Search spaces" }));
    expect(screen.getByTestId("location").textContent).toBe("/office-space/tx/austin?numEmployees=25");
  });

  it("offers every market name in the city suggestions", async () => {
    renderHome();
    await waitForMarkets();
    const listId = screen.getByLabelText("City").getAttribute("list") ?? "";
    const options = document.getElementById(listId)?.querySelectorAll("option") ?? [];
    expect(Array.from(options).map((o) => o.value)).toContain("Washington D.C.");
    expect(options.length).toBe(6);
  });

  it("counts on each card the listings of the kind its link searches: office by default", async () => {
    renderHome();
    await waitForMarkets();
    const newYork = await screen.findByRole("link", { name: /New York.*1,200 office listings/ });
    expect(newYork.getAttribute("href")).toBe("/office-space/ny/new-york");
    expect(screen.getByRole("link", { name: /Austin.*1 office listing$/ })).toBeTruthy();
    // Not every kind's total (1,520), which the office page never shows.
    expect(screen.queryByText(/1,520/)).toBeNull();
  });

  it("offers office, retail and industrial as links, and the retail choice counts and links retail", async () => {
    renderHome("/?type=retail-space");
    await waitForMarkets();
    const choice = screen.getByRole("navigation", { name: "Markets by kind of space" });
    const links = within(choice).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Office", "/#home-markets-title"],
      ["Retail", "/?type=retail-space#home-markets-title"],
      ["Industrial", "/?type=industrial-space#home-markets-title"],
    ]);
    expect(within(choice).getByRole("link", { name: "Retail" }).getAttribute("aria-current")).toBe("page");
    const newYork = await screen.findByRole("link", { name: /New York.*300 retail listings/ });
    expect(newYork.getAttribute("href")).toBe("/retail-space/ny/new-york");
    expect(screen.getByRole("link", { name: /Houston.*0 retail listings/ })).toBeTruthy();
    expect((screen.getByLabelText("Kind of space") as HTMLSelectElement).value).toBe("retail-space");
  });

  it("searches the kind of space chosen in the form", async () => {
    renderHome();
    await waitForMarkets();
    fireEvent.change(screen.getByLabelText("Kind of space"), { target: { value: "industrial-space" } });
    fireEvent.click(screen.getByRole("button", { name: "Search spaces" }));
    expect(screen.getByTestId("location").textContent).toBe("/industrial-space/ny/new-york");
  });

  it("lists every market by state in a dialog", async () => {
    renderHome();
    await waitForMarkets();
    fireEvent.click(screen.getByRole("button", { name: "See all 6 markets" }));
    const dialog = screen.getByRole("dialog", { name: "All 6 markets" });
    expect(within(dialog).getByRole("heading", { name: "Texas" })).toBeTruthy();
    expect(within(dialog).getByRole("heading", { name: "Ontario" })).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Houston" }).getAttribute("href")).toBe(
      "/office-space/tx/houston",
    );
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("parseHeadcount", () => {
  it("keeps positive whole numbers and drops the rest", () => {
    expect(parseHeadcount("12")).toBe(12);
    expect(parseHeadcount("")).toBeNull();
    expect(parseHeadcount("0")).toBeNull();
    expect(parseHeadcount("-3")).toBeNull();
    expect(parseHeadcount("abc")).toBeNull();
  });
});
