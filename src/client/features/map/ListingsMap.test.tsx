// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "../../system/router/router";
import { LazyListingsMap } from "./LazyListingsMap";
import { ListingsMap } from "./ListingsMap";
import type { MapMarkerItem } from "./mapTypes";

const markers: MapMarkerItem[] = [
  { id: "b1", lat: 40.72, lng: -74.0, label: "1 Broadway", href: "/listings/1", linkText: "View Floor 1" },
  { id: "b2", lat: 40.74, lng: -73.99, label: "The Puck Building", href: "/buildings/2", badge: "3" },
];

function pin(name: string): HTMLElement {
  return screen.getByRole("button", { name });
}

describe("ListingsMap", () => {
  afterEach(cleanup);

  it("draws one keyboard-reachable pin per marker, without images", () => {
    render(
      <MemoryRouter>
        <ListingsMap markers={markers} height="400px" />
      </MemoryRouter>,
    );
    expect(screen.getByRole("region", { name: "Map of the results" })).toBeTruthy();
    expect(pin("1 Broadway").getAttribute("tabindex")).toBe("0");
    expect(pin("The Puck Building").textContent).toBe("3");
    expect(document.querySelector(".leaflet-marker-icon img")).toBeNull();
  });

  it("reports a clicked pin and opens its popup with a link", async () => {
    const onSelect = vi.fn();
    render(
      <MemoryRouter>
        <ListingsMap markers={markers} onSelect={onSelect} />
      </MemoryRouter>,
    );
    fireEvent.click(pin("1 Broadway"));
    expect(onSelect).toHaveBeenCalledWith("b1");
    const link = await screen.findByRole("link", { name: "View Floor 1" });
    expect(link.getAttribute("href")).toBe("/listings/1");
  });

  it("highlights the pin the list points at and the selected one", () => {
    const { rerender } = render(
      <MemoryRouter>
        <ListingsMap markers={markers} onHoverId="b2" />
      </MemoryRouter>,
    );
    expect(pin("The Puck Building").classList.contains("map-pin--hovered")).toBe(true);
    expect(pin("1 Broadway").classList.contains("map-pin--hovered")).toBe(false);
    rerender(
      <MemoryRouter>
        <ListingsMap markers={markers} selectedId="b1" />
      </MemoryRouter>,
    );
    expect(pin("The Puck Building").classList.contains("map-pin--hovered")).toBe(false);
    expect(pin("1 Broadway").classList.contains("map-pin--selected")).toBe(true);
  });
});

describe("Search this area", () => {
  afterEach(cleanup);

  it("appears after the person moves the map and reports its rectangle", async () => {
    const onBoundsSearch = vi.fn();
    render(
      <MemoryRouter>
        <ListingsMap markers={markers} onBoundsSearch={onBoundsSearch} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole("button", { name: "Search this area" })).toBeNull();
    const zoomIn = screen.getByRole("button", { name: "Zoom in" });
    fireEvent.pointerDown(zoomIn);
    fireEvent.click(zoomIn);
    fireEvent.click(await screen.findByRole("button", { name: "Search this area" }));
    expect(onBoundsSearch).toHaveBeenCalledTimes(1);
    const bounds = onBoundsSearch.mock.calls[0][0];
    expect(bounds.north).toBeGreaterThanOrEqual(bounds.south);
    expect(screen.queryByRole("button", { name: "Search this area" })).toBeNull();
  });
});

describe("LazyListingsMap", () => {
  afterEach(cleanup);

  it("shows a same-sized placeholder, then loads the map", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const { container } = render(
      <MemoryRouter>
        <LazyListingsMap markers={markers} height="320px" />
      </MemoryRouter>,
    );
    const placeholder = container.querySelector(".listings-map--placeholder") as HTMLElement;
    expect(placeholder.style.height).toBe("320px");
    await act(async () => {
      vi.runAllTimers();
    });
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByRole("button", { name: "1 Broadway" })).toBeTruthy());
  });
});

describe("pins too close together", () => {
  afterEach(cleanup);

  // Two buildings across the street from each other: one spot at the city zoom.
  const close: MapMarkerItem[] = [
    { id: "c1", lat: 40.7233, lng: -73.9985, label: "10 Prince Street", href: "/buildings/10" },
    { id: "c2", lat: 40.7234, lng: -73.9984, label: "12 Prince Street", href: "/buildings/12" },
  ];

  it("show as one keyboard-reachable cluster named by the number it shows", () => {
    render(
      <MemoryRouter>
        <ListingsMap markers={close} center={{ lat: 40.72, lng: -74 }} fitTo={null} clusterNoun="buildings" />
      </MemoryRouter>,
    );
    const cluster = screen.getByRole("button", { name: "2 buildings here: zoom in to see them" });
    expect(cluster.textContent).toBe("2");
    expect(cluster.getAttribute("tabindex")).toBe("0");
    expect(screen.queryByRole("button", { name: "10 Prince Street" })).toBeNull();
  });

  it("never cluster numbered pins (a tour's stops): each shows its own number (issue 25)", () => {
    const stops = close.map((m, i) => ({ ...m, label: `Stop ${i + 1}: ${m.label}`, badge: String(i + 1) }));
    render(
      <MemoryRouter>
        <ListingsMap markers={stops} center={{ lat: 40.72, lng: -74 }} clusterNoun="stops" clusters={false} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole("button", { name: /stops here/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Stop 1: 10 Prince Street" }).textContent).toContain("1");
    expect(screen.getByRole("button", { name: "Stop 2: 12 Prince Street" }).textContent).toContain("2");
  });

  it("lists the places when zooming in cannot separate them", async () => {
    const same: MapMarkerItem[] = close.map((m) => ({ ...m, lat: 40.7233, lng: -73.9985 }));
    render(
      <MemoryRouter>
        <ListingsMap markers={same} clusterNoun="buildings" />
      </MemoryRouter>,
    );
    const cluster = () => screen.getByRole("button", { name: /^2 buildings here/ });
    // The first activation zooms in as far as the map goes; the pins still share one spot.
    fireEvent.click(cluster());
    expect(screen.queryByRole("link", { name: "12 Prince Street" })).toBeNull();
    fireEvent.keyPress(cluster(), { key: "Enter", code: "Enter", charCode: 13 });
    expect((await screen.findByRole("link", { name: "12 Prince Street" })).getAttribute("href")).toBe(
      "/buildings/12",
    );
  });
});
