import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { firstListingPath } from "./support/listings";
import { signedIn } from "./support/signedIn";

/** The search card of a listing on the New York search, in the price unit asked for. */
async function searchCard(page: Page, path: string, unit: "psf" | "monthly") {
  await page.goto(`/office-space/ny/new-york${unit === "monthly" ? "?price_unit=monthly" : ""}`);
  return page.locator(".listing-card", { has: page.locator(`a[href="${path}"]`) });
}

/**
 * Issue 25, major 3: a broker changes the price per SF of a 4,500 SF listing from $58 to $61, sees
 * the monthly rent follow while typing, saves, and every screen shows "$61 /SF/yr · $22,875 /mo".
 */
test("a broker's new price per SF moves the monthly rent with it, live in the editor and on every screen", async ({
  page,
}) => {
  await signedIn(page, "broker");
  const path = await firstListingPath(page);
  await page.goto(path);
  await waitForHydration(page);
  const panel = page.getByRole("region", { name: "Broker details" });
  await panel.getByRole("button", { name: "Edit listing" }).click();

  // The listing as the issue found it: 4,500 SF, priced per SF at $58.
  await panel.getByLabel("Price shown").selectOption("PER_SQUARE_FOOT");
  await panel.getByLabel("Size (SF)").fill("4500");
  const price = panel.getByLabel("Price per SF per year");
  await price.fill("58");
  await expect(price).toHaveAccessibleDescription("Monthly rent: $21,750 /mo, from this and the size.");
  await panel.getByRole("button", { name: "Save changes" }).click();
  await expect(panel.getByRole("status")).toHaveText("No unsaved changes");

  // Typing the new price: the monthly rent under it follows at once, before any save.
  await price.fill("61");
  await expect(panel.getByText("Monthly rent: $22,875 /mo, from this and the size.")).toBeVisible();
  await expect(panel.getByLabel("Monthly rent")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await panel.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Changes saved!").first()).toBeVisible();
  await expect(panel.getByRole("status")).toHaveText("No unsaved changes");

  await page.reload();
  await waitForHydration(page);
  const priceCard = page.locator(".price-card");
  await expect(priceCard.locator(".price-card__headline")).toHaveText("$61 /SF/yr");
  await expect(priceCard.locator(".price-card__secondary")).toHaveText("$22,875 /mo");
  const facts = page.locator(".listing-facts");
  await expect(facts).toContainText("$61 /SF/yr");
  await expect(facts).toContainText("$22,875 /mo");

  await expect(await searchCard(page, path, "psf")).toContainText("$61 /SF/yr");
  await expect(await searchCard(page, path, "monthly")).toContainText("$22,875 /mo");
});

test("the drawer derives the price per SF of a listing priced by the month", async ({ page }) => {
  await signedIn(page, "broker");
  await page.goto(await firstListingPath(page));
  await waitForHydration(page);
  const panel = page.getByRole("region", { name: "Broker details" });
  await panel.getByRole("button", { name: "Edit listing" }).click();
  await panel.getByLabel("Size (SF)").fill("4500");
  await panel.getByLabel("Price shown").selectOption("PER_MONTH");
  const rent = panel.getByLabel("Monthly rent", { exact: true });
  await rent.fill("24,000");
  await expect(rent).toHaveAccessibleDescription("Price per SF: $64 /SF/yr, from this and the size.");
  await expect(panel.getByLabel("Price per SF per year")).toHaveCount(0);
  await panel.getByRole("button", { name: "Discard" }).click();
});
