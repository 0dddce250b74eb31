// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "../../system/router/router";
import { testListing } from "../search/searchTestSupport";
import { ListingCard } from "./ListingCard";
import { availabilityLabel, formatYearlyPsf, listingPrice } from "./listingFormat";

function renderCard(props: Partial<Parameters<typeof ListingCard>[0]> = {}) {
  return render(
    <MemoryRouter>
      <ListingCard listing={testListing("1")} today="2025-06-01" {...props} />
    </MemoryRouter>,
  );
}

describe("ListingCard", () => {
  afterEach(cleanup);

  it("is one link to the listing, named by the words it shows and described by the facts", () => {
    renderCard({
      listing: testListing("1", {
        building: { ...testListing("1").building, propertyName: "The Puck Building" },
        leaseType: "SUBLEASE",
        dateAvailable: "2025-09-15",
        maxOccupancy: 20,
        squareFeet: 3200,
      }),
    });
    const link = screen.getByRole("link", {
      name: /^The Puck Building ?Floor 1 ?· SoHo$/,
      description: /3,200 SF ?20 seats.*\$60 \/SF\/yr.*Available Sep 15, 2025.*Sublease/,
    });
    expect(link.getAttribute("href")).toBe(testListing("1").path);
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.getByRole("heading", { name: "The Puck Building" })).toBeTruthy();
  });

  it("names its link with all of the link's visible text (WCAG 2.5.3, label in name)", () => {
    renderCard();
    const link = screen.getByRole("link");
    // No aria-label or aria-labelledby: the name is computed from the link's own content.
    expect(link.hasAttribute("aria-label")).toBe(false);
    expect(link.hasAttribute("aria-labelledby")).toBe(false);
    const visible = (link.textContent ?? "").replace(/\s+/g, " ").trim();
    expect(visible).toContain("Floor 1");
  });

  it("shows the photo lazily with its size, or a placeholder", () => {
    renderCard();
    const img = screen.getByRole("img", { name: "Office at 1 Broadway" });
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("width")).toBe("480");
    expect(img.getAttribute("height")).toBe("320");
    cleanup();
    renderCard({ listing: testListing("2", { photos: [] }) });
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("marks estimated prices", () => {
    renderCard({ listing: testListing("1", { priceIsEstimated: true }) });
    expect(screen.getByText("Est.")).toBeTruthy();
    cleanup();
    renderCard();
    expect(screen.queryByText("Est.")).toBeNull();
  });

  it("shows the monthly price when asked, and says when there is none", () => {
    renderCard({ priceUnit: "PER_MONTH" });
    expect(screen.getByText("$12,500 /mo")).toBeTruthy();
    cleanup();
    renderCard({ listing: testListing("1", { psf: null }) });
    expect(screen.getByText("Price on request")).toBeTruthy();
  });

  it("reports hover and focus for the map", () => {
    const onHoverChange = vi.fn();
    renderCard({ onHoverChange });
    const card = screen.getByRole("article");
    fireEvent.mouseEnter(card);
    expect(onHoverChange).toHaveBeenLastCalledWith(expect.objectContaining({ id: "1" }));
    fireEvent.mouseLeave(card);
    expect(onHoverChange).toHaveBeenLastCalledWith(null);
    fireEvent.focus(screen.getByRole("link"));
    expect(onHoverChange).toHaveBeenLastCalledWith(expect.objectContaining({ id: "1" }));
  });
});

describe("listing formats", () => {
  it("formats prices per unit", () => {
    expect(formatYearlyPsf(65)).toBe("$65 /SF/yr");
    expect(formatYearlyPsf(65.5)).toBe("$65.50 /SF/yr");
    expect(listingPrice({ psf: 60, monthlyPrice: 12499.6 }, "PER_MONTH")).toBe("$12,500 /mo");
    expect(listingPrice({ psf: null, monthlyPrice: 1 }, "PER_SQUARE_FOOT")).toBeNull();
  });

  it("says Available now for past, present and unknown dates", () => {
    expect(availabilityLabel("2025-05-31", "2025-06-01")).toBe("Available now");
    expect(availabilityLabel("2025-06-01", "2025-06-01")).toBe("Available now");
    expect(availabilityLabel(null, "2025-06-01")).toBe("Available now");
    expect(availabilityLabel("2025-06-02", "2025-06-01")).toBe("Available Jun 2, 2025");
  });
});
