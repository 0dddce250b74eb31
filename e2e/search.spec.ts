import { expect, test, waitForHydration } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { chunkUrl } from "./support/chunks";

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

const spaceCount = async (page: import("@playwright/test").Page) => {
  const text = await page.locator(".search-results__count").innerText();
  return Number(text.replace(/[^0-9]/g, ""));
};

test("a filter narrows the results and resets to page 1", async ({ page }) => {
  await page.goto("/office-space/ny/new-york?page_number=2");
  await waitForHydration(page);
  const before = await spaceCount(page);
  await expect(results(page)).toHaveAttribute("start", "13");

  await page.getByLabel("Lease type").selectOption({ label: "Sublease" });
  await expect(page).toHaveURL(/lease_type=sublease/);
  await expect(page).not.toHaveURL(/page_number/);
  // What the person sees: fewer spaces, back on the first page, and every card a sublease.
  await expect(page.locator(".search-results")).not.toHaveAttribute("aria-busy", "true");
  await expect(async () => {
    const after = await spaceCount(page);
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
  }).toPass();
  await expect(results(page)).not.toHaveAttribute("start", "13");
  const cards = results(page).locator(".listing-card");
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText("Sublease");
  await expect(
    page.getByRole("navigation", { name: "Pages of results" }).locator('[aria-current="page"]'),
  ).toHaveText("1");
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

test("open a listing from the map, zooming into a cluster of pins first", async ({ page }) => {
  await page.goto("/office-space/ny/new-york");
  await waitForHydration(page);
  const map = page.getByRole("region", { name: /^Map of \d+ buildings on this page$/ });
  await expect(map.locator(".leaflet-marker-icon").first()).toBeVisible({ timeout: 15_000 });
  // Buildings too close together show as one cluster named by the number it shows; activating it
  // zooms in until the pins stand apart.
  const cluster = map.getByRole("button", { name: /^\d+ buildings here: zoom in to see them$/ }).first();
  if (await cluster.isVisible()) {
    const pinsBefore = await map.locator(".map-pin").count();
    await cluster.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => map.locator(".map-pin").count()).toBeGreaterThan(pinsBefore);
  }
  // Pins outside the map's view still exist; click one the person can see.
  const area = await map.boundingBox();
  let pin = map.locator(".map-pin").first();
  for (const candidate of await map.locator(".map-pin").all()) {
    const box = await candidate.boundingBox();
    if (
      area &&
      box &&
      box.x >= area.x &&
      box.y >= area.y + 48 &&
      box.x + box.width <= area.x + area.width &&
      box.y + box.height <= area.y + area.height
    ) {
      pin = candidate;
      break;
    }
  }
  await pin.click();
  const popupLink = page.locator(".leaflet-popup").getByRole("link");
  await expect(popupLink).toBeVisible();
  await popupLink.click();
  await expect(page).toHaveURL(/\/(listings|buildings)\/ny\/new-york\//);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("unknown markets, neighbourhoods and listings answer 404", async ({ page }) => {
  expect((await page.goto("/office-space/zz/atlantis"))?.status()).toBe(404);
  expect((await page.goto("/office-space/ny/new-york/no-such-place"))?.status()).toBe(404);
  expect((await page.goto("/listings/ny/new-york/10001/soho/1-nowhere-street/floor-1"))?.status()).toBe(404);
  expect((await page.goto("/buildings/ny/new-york/10001/soho/1-nowhere-street"))?.status()).toBe(404);
});

test("search page, map pins included, has no WCAG 2.2 A/AA violations", async ({ page }) => {
  await page.goto("/office-space/ny/new-york");
  await waitForHydration(page);
  // New York's demo buildings crowd Manhattan: at the map's first view some pins would overlap, so
  // they show as clusters. The scan runs once the map and its markers are there.
  const map = page.getByRole("region", { name: /^Map of \d+ buildings on this page$/ });
  await expect(map.locator(".leaflet-marker-icon").first()).toBeVisible({ timeout: 15_000 });
  await expect(map.locator(".map-cluster").first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("on a phone the filters' code comes when Filters is touched, and the panel then works", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const panelScripts: string[] = [];
  const panelChunk = chunkUrl("src/client/features/search/SearchFilterPanel.tsx");
  page.on("request", (req) => {
    if (panelChunk.test(req.url())) panelScripts.push(req.url());
  });
  await page.goto("/office-space/ny/new-york");
  await waitForHydration(page);
  await expect(page.getByRole("list", { name: "Spaces on this page" })).toBeVisible();
  expect(panelScripts).toHaveLength(0);
  const filters = page.getByRole("region", { name: "Search filters" });
  await expect(filters.locator("[data-ready]")).toHaveCount(0);

  const toggle = page.getByRole("button", { name: /^Filters/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect.poll(() => panelScripts.length).toBe(1);
  // The panel is marked ready once its code has taken over the server's markup.
  await expect(filters.locator("[data-ready]")).toHaveCount(1);
  await filters.getByLabel("Lease type").selectOption({ label: "Sublease" });
  await expect(page).toHaveURL(/lease_type=sublease/);
  await expect(page.getByRole("button", { name: "Filters (1)" })).toBeVisible();
});
