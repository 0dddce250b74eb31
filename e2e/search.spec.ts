import AxeBuilder from "@axe-core/playwright";
import { expect, test, waitForHydration } from "./fixtures";

const results = (page: import("@playwright/test").Page) =>
  page.getByRole("list", { name: "Spaces on this page" });

test("search by city shows server-rendered results, a count and pages", async ({ page }) => {
  const response = await page.goto("/office-space/ny/new-york");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("New York");
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: /spaces?$/ })
      .first(),
  ).toContainText(/\d/);
  await expect(results(page).getByRole("link").first()).toHaveAttribute(
    "href",
    /^\/listings\/ny\/new-york\//,
  );
  await expect(page).toHaveTitle(/New York/);
});

test("the default /search shows New York", async ({ page }) => {
  await page.goto("/search");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("New York");
});

test("adding and removing neighbourhoods changes the URL as the spec says", async ({ page }) => {
  await page.goto("/office-space/ny/new-york");
  await waitForHydration(page);
  const filter = page.getByRole("button", { name: /^Neighbourhoods/ });

  await filter.click();
  await page.getByRole("checkbox", { name: /^SoHo/ }).check();
  await page.getByRole("button", { name: "Show spaces" }).click();
  await expect(page).toHaveURL(/\/office-space\/ny\/new-york\/soho$/);

  await filter.click();
  await page.getByRole("checkbox", { name: /^Chelsea/ }).check();
  await page.getByRole("button", { name: "Show spaces" }).click();
  await expect(page).toHaveURL(/\/office-space\/ny\/new-york\?neighborhoods=soho,chelsea$/);

  await page.getByRole("link", { name: "Remove SoHo" }).click();
  await expect(page).toHaveURL(/\/office-space\/ny\/new-york\/chelsea$/);
  await page.getByRole("link", { name: "Remove Chelsea" }).click();
  await expect(page).toHaveURL(/\/office-space\/ny\/new-york$/);
});

test("pagination uses 1-based page_number links", async ({ page }) => {
  await page.goto("/office-space/ny/new-york");
  await waitForHydration(page);
  const pages = page.getByRole("navigation", { name: "Pages of results" });
  await pages.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\?page_number=2$/);
  await expect(results(page)).toHaveAttribute("start", "13");
});

test("a filter narrows the results and resets to page 1", async ({ page }) => {
  await page.goto("/office-space/ny/new-york?page_number=2");
  await waitForHydration(page);
  await page.getByLabel("Lease type").selectOption({ label: "Sublease" });
  await expect(page).toHaveURL(/lease_type=sublease/);
  await expect(page).not.toHaveURL(/page_number/);
});

test("open a listing from the list", async ({ page }) => {
  await page.goto("/office-space/ny/new-york");
  await waitForHydration(page);
  const first = results(page).getByRole("link").first();
  const href = await first.getAttribute("href");
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The head follows a navigation in the browser: the listing's canonical URL and its structured data.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${href}$`));
  await expect(page.locator("script[data-page-ld]").first()).toBeAttached();
});

test("open a listing from the map", async ({ page }) => {
  await page.goto("/office-space/ny/new-york");
  await waitForHydration(page);
  const pin = page.locator(".leaflet-marker-icon").first();
  await expect(pin).toBeVisible({ timeout: 15_000 });
  await pin.click();
  const popupLink = page.locator(".leaflet-popup").getByRole("link");
  await expect(popupLink).toBeVisible();
  await popupLink.click();
  await expect(page).toHaveURL(/\/(listings|buildings)\/ny\/new-york\//);
});

test("unknown markets, neighbourhoods and listings answer 404", async ({ page }) => {
  expect((await page.goto("/office-space/zz/atlantis"))?.status()).toBe(404);
  expect((await page.goto("/office-space/ny/new-york/no-such-place"))?.status()).toBe(404);
  expect((await page.goto("/listings/ny/new-york/10001/soho/1-nowhere-street/floor-1"))?.status()).toBe(404);
  expect((await page.goto("/buildings/ny/new-york/10001/soho/1-nowhere-street"))?.status()).toBe(404);
});

test("search page has no WCAG A/AA violations", async ({ page }) => {
  await page.goto("/office-space/ny/new-york");
  await waitForHydration(page);
  const scan = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    // Map tiles cannot load on this offline machine; the map's own controls are checked.
    .exclude(".leaflet-tile-pane")
    .analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
});
