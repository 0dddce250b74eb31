import { expect, test, waitForHydration } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { firstListingPath } from "./support/listings";

test("a listing page shows its facts, building and a save action that asks a visitor to sign in", async ({
  page,
}) => {
  const path = await firstListingPath(page);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(/SF/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
  expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(2);
  await page.getByRole("button", { name: /save to tourbook/i }).click();
  await expect(page.getByRole("dialog")).toContainText("Sign in to proceed");
});

test("a listing page has no WCAG A/AA violations", async ({ page }) => {
  await page.goto(await firstListingPath(page));
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});

test("the building page lists its spaces", async ({ page }) => {
  const path = await firstListingPath(page);
  await page.goto(path);
  await waitForHydration(page);
  const buildingLink = page.getByRole("main").locator('a[href^="/buildings/"]').first();
  await buildingLink.click();
  await expect(page).toHaveURL(/\/buildings\/ny\/new-york\/\d+\//);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("main").locator('a[href^="/listings/"]').first()).toBeVisible();
});

test("the buildings directory drills down from states to a building", async ({ page }) => {
  await page.goto("/buildings/");
  await page.getByRole("main").getByRole("link", { name: "New York" }).first().click();
  await expect(page).toHaveURL(/\/buildings\/ny$/);
  await page.getByRole("main").getByRole("link", { name: "New York" }).first().click();
  await expect(page).toHaveURL(/\/buildings\/ny\/new-york$/);
  const building = page.getByRole("main").locator('a[href^="/buildings/ny/new-york/"][href*="/"]').last();
  await building.click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("sitemap.xml and robots.txt are served", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(await robots.text()).toContain("Sitemap:");
  const index = await request.get("/sitemap.xml");
  expect(index.headers()["content-type"]).toContain("xml");
  expect(await index.text()).toContain("<sitemapindex");
});
