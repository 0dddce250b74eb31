import { expect, test, waitForHydration } from "./fixtures";

test("the mobile menu toggles and closes when an item is clicked", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const toggle = page.getByRole("button", { name: "Menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const smartTools = page.getByRole("banner").getByRole("link", { name: "Smart Tools" });
  await expect(smartTools).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await smartTools.click();
  await expect(page).toHaveURL(/\/office-space-calculator$/);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
});

test("home fits a 360 px wide screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the phone menu shows its links open, and Sign In leads to the sign-in page", async ({ page }) => {
    await page.goto("/about");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("button", { name: "Menu" })).toBeHidden();
    await expect(banner.getByRole("link", { name: "Smart Tools" })).toBeVisible();
    await banner.getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fabout$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
