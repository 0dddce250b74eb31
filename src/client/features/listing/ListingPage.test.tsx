// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ListingPage } from "./ListingPage";
import { ListingByPathQuery } from "./listingByPathQuery";
import { listingMock, params, renderListing, waitForListing } from "./listingPageTestSupport";
import { renderPage } from "./listingTestSupport";

describe("ListingPage", () => {
  afterEach(cleanup);

  it("shows the listing's public facts, with estimated prices marked", async () => {
    renderListing();
    await waitForListing();
    const facts = (label: string) =>
      screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
    expect(facts("Size")).toBe("4,500 SF");
    expect(facts("Seats")).toBe("30 seats");
    expect(facts("Price per SF/yr")).toBe("$64.50 /SF/yr Est.");
    expect(facts("Monthly rent")).toBe("$24,188 /mo Est.");
    expect(facts("Lease type")).toBe("Direct Lease");
    expect(facts("Lease term")).toBe("3-5 Years");
    expect(facts("Status")).toBe("Available");
    expect(facts("Natural light")).toBe("Very Good");
    expect(facts("Wet pantry")).toBe("Yes");
    expect(facts("Exposed ceiling")).toBe("No");
    expect(facts("Furnished")).toBe("Negotiable");
    // Unknown facts are left out rather than shown as "Unknown".
    expect(screen.queryByText("Private bathroom")).toBeNull();
    expect(screen.queryByText("Services included")).toBeNull();
    expect(screen.getByText(/Estimated: the landlord has not published/)).toBeTruthy();
    expect(screen.getByRole("list", { name: "Key facts" }).textContent).toContain("Available now");
    expect(screen.getByText("Roof deck")).toBeTruthy();
    expect(screen.getByText("Two blocks from the subway.")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Floor plan of Floor 3" })).toBeTruthy();
  });

  it("links the building, the breadcrumb trail and nearby listings", async () => {
    renderListing();
    await waitForListing();
    const trail = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    expect(trail.getByRole("link", { name: "New York" }).getAttribute("href")).toBe(
      "/office-space/ny/new-york",
    );
    expect(trail.getByRole("link", { name: "SoHo" }).getAttribute("href")).toBe(
      "/office-space/ny/new-york/soho",
    );
    expect(trail.getByRole("link", { name: "The Spring Building" }).getAttribute("href")).toBe(
      "/buildings/ny/new-york/10012/soho/120-spring-street",
    );
    expect(trail.getByText("Floor 3").getAttribute("aria-current")).toBe("page");

    const about = within(screen.getByRole("region", { name: "About the building" }));
    expect(about.getByText("1910")).toBeTruthy();
    expect(about.getByText("Class B")).toBeTruthy();
    expect(about.getByRole("link", { name: /See the building/ }).getAttribute("href")).toBe(
      "/buildings/ny/new-york/10012/soho/120-spring-street",
    );

    const same = within(screen.getByRole("region", { name: "More in this building" }));
    expect(same.getByRole("link").getAttribute("href")).toContain("/suite-l2");
    const nearby = within(screen.getByRole("region", { name: "Nearby in SoHo" }));
    expect(nearby.getByRole("link").getAttribute("href")).toContain("/suite-l3");
  });

  it("reports title, description, canonical path and structured data", async () => {
    const { head } = renderListing();
    await waitForListing();
    expect(head.status).toBe(200);
    expect(head.data.title).toBe("120 Spring Street, Floor 3 – 4,500 SF office for rent in SoHo");
    expect(head.data.canonicalPath).toBe("/listings/ny/new-york/10012/soho/120-spring-street/floor-3");
    expect(head.data.description).toContain("4,500 SF office for rent at 120 Spring Street, Floor 3 in SoHo");
    expect(head.data.robots).toBeUndefined();
    const [offer, crumbs] = head.data.jsonLd ?? [];
    expect(offer).toMatchObject({
      "@type": "RealEstateListing",
      offers: { "@type": "Offer", price: 24188, priceCurrency: "USD" },
      mainEntity: {
        "@type": "Place",
        address: { streetAddress: "120 Spring Street", postalCode: "10012", addressRegion: "NY" },
        geo: { latitude: 40.7241, longitude: -73.9982 },
      },
    });
    expect(JSON.stringify(offer)).toContain('"propertyID":"floorSize","name":"Floor size","value":4500');
    expect(crumbs).toMatchObject({ "@type": "BreadcrumbList" });
  });

  it("answers 404 for an unknown listing", async () => {
    const { head } = renderPage(<ListingPage params={params} />, { mocks: [listingMock(null)] });
    expect(await screen.findByRole("heading", { level: 1, name: "Listing not found" })).toBeTruthy();
    expect(head.status).toBe(404);
    expect(head.data.robots).toBe("noindex");
  });

  it("shows an error with a retry when the listing cannot load", async () => {
    const { head } = renderPage(<ListingPage params={params} />, {
      mocks: [{ request: { query: ListingByPathQuery, variables: params }, error: new Error("boom") }],
    });
    expect(await screen.findByRole("heading", { name: "We could not load this listing" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    expect(head.status).toBe(503);
  });

  it("walks the slideshow with the arrow keys and closes it with Escape", async () => {
    renderListing();
    await waitForListing();
    fireEvent.click(screen.getByRole("button", { name: "Open photo 2 of 3: Kitchen" }));
    // The slideshow's code loads when it is first opened.
    const dialog = await screen.findByRole("dialog", { name: "Photos of 120 Spring Street, Floor 3" });
    expect(within(dialog).getByText("2 of 3")).toBeTruthy();
    expect(within(dialog).getByRole("img", { name: "Kitchen" })).toBeTruthy();
    // Focus starts on "Next" so Enter and Space move on too.
    expect(document.activeElement?.textContent).toContain("Next");

    fireEvent.keyDown(document, { key: "ArrowRight" });
    expect(within(dialog).getByText("3 of 3")).toBeTruthy();
    fireEvent.keyDown(document, { key: "ArrowRight" });
    expect(within(dialog).getByText("1 of 3")).toBeTruthy();
    fireEvent.keyDown(document, { key: "ArrowLeft" });
    expect(within(dialog).getByText("3 of 3")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Previous photo" }));
    expect(within(dialog).getByText("2 of 3")).toBeTruthy();

    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
