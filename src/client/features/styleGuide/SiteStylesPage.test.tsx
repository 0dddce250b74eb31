// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../layout/testSupport";
import { tokenEntries } from "../../ui/tokens";
import { testListing } from "../search/searchTestSupport";
import { SiteStylesPage } from "./SiteStylesPage";
import { StyleGuideListingQuery, styleGuideListingVariables } from "./styleGuideListingQuery";

function listingMock(listings: ReturnType<typeof testListing>[]) {
  return {
    request: { query: StyleGuideListingQuery, variables: styleGuideListingVariables },
    result: { data: { featuredListings: listings } },
  };
}

describe("SiteStylesPage", () => {
  afterEach(cleanup);

  it("lists every design token with its CSS variable and value", () => {
    renderWithProviders(<SiteStylesPage />, { mocks: [listingMock([])] });
    expect(screen.getByRole("heading", { level: 1, name: "Style guide" })).toBeTruthy();
    const colours = within(screen.getByRole("region", { name: "Colours" }));
    for (const e of tokenEntries().filter((t) => t.group === "color")) {
      expect(colours.getByText(e.name)).toBeTruthy();
    }
    expect(colours.getAllByText("6.7:1 on white").length).toBeGreaterThan(0);
    for (const name of ["Spacing", "Typography", "Radii", "Shadows", "Focus, layout, layers and motion"]) {
      expect(screen.getByRole("region", { name })).toBeTruthy();
    }
    expect(screen.getByText("--space-1")).toBeTruthy();
    expect(screen.getByText("--shadow-lg")).toBeTruthy();
    expect(screen.getByText("--radius-pill")).toBeTruthy();
  });

  it("shows the shared components working", async () => {
    const { store } = renderWithProviders(<SiteStylesPage />, { mocks: [listingMock([testListing("12")])] });
    const components = within(screen.getByRole("region", { name: "Components" }));
    // A text field with its error, which clears once there is a value.
    const teamSize = components.getByLabelText("Team size");
    expect(teamSize.getAttribute("aria-invalid")).toBe("true");
    expect(components.getByText("Please enter a value to continue.")).toBeTruthy();
    fireEvent.change(teamSize, { target: { value: "12" } });
    expect(teamSize.getAttribute("aria-invalid")).toBeNull();
    // Notices in three tones.
    expect(components.getByRole("alert").textContent).toContain("An error notice");
    expect(components.getAllByRole("status").length).toBeGreaterThanOrEqual(2);
    // Toasts go through the store.
    fireEvent.click(components.getByRole("button", { name: "Show the error toast" }));
    expect(store.getState().toast).toMatchObject({ visible: true, isError: true });
    // The modal opens as a dialog.
    fireEvent.click(components.getByRole("button", { name: "Open a modal" }));
    expect(screen.getByRole("dialog", { name: "A modal dialog" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    // A real listing card from the API.
    expect(await components.findByRole("heading", { level: 4, name: /12 Broadway/ })).toBeTruthy();
  });

  it("says so when there is no listing to show", async () => {
    renderWithProviders(<SiteStylesPage />, { mocks: [listingMock([])] });
    expect(await screen.findByText(/There are no featured listings in New York right now/)).toBeTruthy();
  });
});

describe("SiteStylesPage variants (/site-styles/{variant})", () => {
  afterEach(cleanup);

  it("shows only the variant's part of the guide, with links to the others", () => {
    renderWithProviders(<SiteStylesPage params={{ variant: "colours" }} />, { mocks: [listingMock([])] });
    expect(screen.getByRole("heading", { level: 1, name: "Style guide: Colours" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Colours" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Components" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Typography" })).toBeNull();
    const pages = within(screen.getByRole("navigation", { name: "Style guide pages" }));
    expect(pages.getByRole("link", { name: "Colours" }).getAttribute("aria-current")).toBe("page");
    expect(pages.getByRole("link", { name: "Everything" }).getAttribute("href")).toBe("/site-styles");
    expect(pages.getByRole("link", { name: "Components" }).getAttribute("href")).toBe(
      "/site-styles/components",
    );
  });

  it("shows the working components on their own page", () => {
    renderWithProviders(<SiteStylesPage params={{ variant: "components" }} />, { mocks: [listingMock([])] });
    const components = within(screen.getByRole("region", { name: "Components" }));
    expect(components.getByLabelText("Team size")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Colours" })).toBeNull();
  });

  it("lays out spacing, shapes and motion together", () => {
    renderWithProviders(<SiteStylesPage params={{ variant: "layout" }} />, { mocks: [listingMock([])] });
    for (const name of ["Spacing", "Radii", "Shadows", "Focus, layout, layers and motion"]) {
      expect(screen.getByRole("region", { name })).toBeTruthy();
    }
  });
});
