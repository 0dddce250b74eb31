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
