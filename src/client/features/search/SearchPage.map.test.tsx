// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { location, ready, renderSearch, testListing } from "./searchTestSupport";

// The search page's map beside the list, and a phone's switch between them.

// The map's loader and the map come on demand (a phone taps "Map"); fetching them here keeps the
// module loading (Leaflet) out of the tests' own waits.
beforeAll(async () => {
  await Promise.all([import("../map/LazyListingsMap"), import("../map/ListingsMap")]);
});

describe("SearchPage", () => {
  afterEach(cleanup);

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
    // The switch is a transition (the map's code may still be arriving): wait for what it shows.
    fireEvent.click(toggle);
    await waitFor(() => expect(document.querySelector(".search-page--map")).not.toBeNull());
    fireEvent.click(await screen.findByRole("button", { name: "List" }));
    await waitFor(() => expect(document.querySelector(".search-page--map")).toBeNull());
    expect(screen.getByRole("button", { name: "Map" })).toBeTruthy();
  });
});
