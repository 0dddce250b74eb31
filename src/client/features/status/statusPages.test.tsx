// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../layout/testSupport";
import { NotAvailablePage } from "./NotAvailablePage";
import { NotFoundPage } from "./NotFoundPage";
import { SignedOutPage } from "./SignedOutPage";
import { UnauthorizedPage } from "./UnauthorizedPage";

describe("status pages", () => {
  afterEach(cleanup);

  it("404 page helps the visitor on", () => {
    renderWithProviders(<NotFoundPage />);
    expect(screen.getByRole("heading", { name: "Page not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /home page/ }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: /Search/ }).getAttribute("href")).toBe(
      "/office-space/ny/new-york",
    );
  });

  it("unauthorized page uses the spec's words and a Home link", () => {
    renderWithProviders(<UnauthorizedPage />);
    expect(screen.getByText("You are not permitted to access this content.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
  });

  it("signed-out page sends the visitor to sign in and back again", () => {
    renderWithProviders(<SignedOutPage />, { route: "/tourbook/campaigns?tab=2" });
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(
      "/sign-in?redirectTo=%2Ftourbook%2Fcampaigns%3Ftab%3D2",
    );
  });

  it("not-available page names the screen and promises nothing it cannot do", () => {
    renderWithProviders(<NotAvailablePage screenName="Commute calculator" />);
    expect(screen.getByRole("heading", { name: "Commute calculator" })).toBeTruthy();
    expect(screen.getByText(/is not available yet/)).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.getByRole("link", { name: /home page/ }).getAttribute("href")).toBe("/");
  });
});
