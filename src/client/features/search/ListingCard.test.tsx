// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "../../system/router/router";
import { ListingCard } from "./ListingCard";
import { availabilityLabel, formatYearlyPsf, listingPrice } from "./listingFormat";
import { testListing } from "./searchTestSupport";

function renderCard(props: Partial<Parameters<typeof ListingCard>[0]> = {}) {
  return render(
    <MemoryRouter>
      <ListingCard listing={testListing("1")} today="2025-06-01" {...props} />
    </MemoryRouter>,
  );
}

describe("ListingCard", () => {
  afterEach(cleanup);

  it("is one link to the listing, named by building and suite, with the facts", () => {
    renderCard({
      listing: testListing("1", {
        building: { ...testListing("1").building, propertyName: "The Puck Building" },
        leaseType: "SUBLEASE",
        dateAvailable: "2025-09-15",
        maxOccupancy: 20,
        squareFeet: 3200,
      }),
    });
    const link = screen.getByRole("link", { name: "The Puck Building Floor 1" });
    expect(link.getAttribute("href")).toBe(testListing("1").path);
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(link.textContent).toContain("SoHo");
    expect(link.textContent).toContain("3,200 SF");
    expect(link.textContent).toContain("20 seats");
    expect(link.textContent).toContain("$60 /SF/yr");
    expect(link.textContent).toContain("Available Sep 15, 2025");
    expect(link.textContent).toContain("Sublease");
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
