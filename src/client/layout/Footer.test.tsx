// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { site } from "../../common/site";
import { Footer } from "./Footer";
import { StreamlineFooter } from "./StreamlineFooter";
import { directoryMocks, renderWithProviders } from "./testSupport";

const SPEC_LINKS = [
  "/about",
  "/about/#clients",
  "/welcome/meet-our-team",
  "/blog",
  "/office-space-calculator",
  "/commutes",
  "/leasopedia",
  "/move-in-services",
  "/contact-us",
  "/jobs",
  "/referrals",
  "/contact-us/#list-with-us",
  "/terms",
  "/privacy",
  "/buildings/",
];

function hrefs(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll("a")).map((a) => a.getAttribute("href") ?? "");
}

describe("Footer", () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("links every page the spec lists", () => {
    const { container } = renderWithProviders(<Footer />, { mocks: directoryMocks() });
    const found = hrefs(container);
    for (const href of SPEC_LINKS) expect(found, href).toContain(href);
  });

  it("lists the top cities the data has, in the spec's order", async () => {
    renderWithProviders(<Footer />, { mocks: directoryMocks() });
    const heading = await screen.findByRole("heading", { name: "Top cities" });
    const column = heading.parentElement as HTMLElement;
    const links = within(column).getAllByRole("link");
    expect(links.map((a) => a.textContent)).toEqual(["Atlanta", "Austin", "Washington D.C."]);
    expect(links[2].getAttribute("href")).toBe("/office-space/dc/washington");
  });

  it("groups New York neighbourhoods by submarket and marks SoHo", async () => {
    renderWithProviders(<Footer />, { mocks: directoryMocks() });
    expect(await screen.findByRole("heading", { name: "Manhattan" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Brooklyn" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Queens" })).toBeTruthy();
    const soho = screen.getByRole("link", { name: "SoHo" });
    expect(soho.id).toBe("footer-soho");
    expect(soho.getAttribute("href")).toBe("/office-space/ny/new-york/soho");
    expect(screen.getByRole("link", { name: "DUMBO" }).getAttribute("href")).toBe(
      "/office-space/ny/new-york/dumbo",
    );
    expect(screen.getByRole("link", { name: "Galleria" }).getAttribute("href")).toBe(
      "/office-space/tx/houston/galleria",
    );
  });

  it("prints the copyright line with the current year", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-06-15T12:00:00Z"));
    renderWithProviders(<Footer />);
    expect(screen.getByText(`© 2031 ${site.name}`)).toBeTruthy();
  });

  it("shows the headquarters and labelled social links", () => {
    renderWithProviders(<Footer />);
    expect(screen.getByText(/NY 10001/)).toBeTruthy();
    const linkedin = screen.getByRole("link", { name: `${site.name} on LinkedIn` });
    expect(linkedin.getAttribute("href")).toBe(site.social.linkedin);
  });
});

describe("StreamlineFooter", () => {
  afterEach(cleanup);

  it("has the footer phone, the contact e-mail and the privacy link", () => {
    const { container } = renderWithProviders(<StreamlineFooter />);
    const found = hrefs(container);
    expect(found).toContain("tel:+16465550199");
    expect(found).toContain(`mailto:${site.contactEmail}`);
    expect(found).toContain("/privacy");
  });
});
