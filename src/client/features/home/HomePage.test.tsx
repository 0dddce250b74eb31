// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Toast } from "../../layout/Toast";
import { directoryFixture, LocationProbe, renderWithProviders } from "../../layout/testSupport";
import { Route, Routes } from "../../system/router/router";
import { HomePage } from "./HomePage";
import { parseHeadcount } from "./HomeSearchForm";

function renderHome() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
      <Toast />
    </>,
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

  it("shows popular markets with listing counts", async () => {
    renderHome();
    await waitForMarkets();
    const newYork = screen.getByRole("link", { name: /New York.*1,520 listings/ });
    expect(newYork.getAttribute("href")).toBe("/office-space/ny/new-york");
    expect(screen.getByRole("link", { name: /Austin.*1 listing$/ })).toBeTruthy();
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
