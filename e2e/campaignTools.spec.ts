import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { signedIn } from "./support/signedIn";

async function openCampaign(page: Page, name: string) {
  await signedIn(page, "broker");
  await page.goto("/tourbook/campaigns");
  await waitForHydration(page);
  await page.getByRole("list", { name: "Campaigns" }).getByRole("link", { name, exact: true }).click();
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: `${name}’s Campaign` })).toBeVisible();
}

test("a campaign shows a map of its buildings, open by default, and the choice to hide it stays after a reload", async ({
  page,
}) => {
  await openCampaign(page, "Lumen Design");
  const map = page.getByRole("region", { name: "Map of the campaign's buildings" });
  await expect(map).toBeVisible();
  await expect(map.locator(".map-pin").first()).toBeVisible();
  await page.screenshot({ path: "test-results/shots/campaign-map.png" });
  const toggle = page.getByRole("button", { name: "Hide map" });
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await toggle.click();
  await expect(map).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Show map" })).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByRole("region", { name: "Map of the campaign's buildings" })).toHaveCount(0);
  await page.getByRole("button", { name: "Show map" }).click();
  await expect(page.getByRole("region", { name: "Map of the campaign's buildings" })).toBeVisible();
});

test("expanding a listing opens its drawer; the same button or Escape closes it and focus comes back", async ({
  page,
}) => {
  await openCampaign(page, "Lumen Design");
  const first = page.locator(".campaign-listing").first();
  const details = first.getByRole("button", { name: /^Details of / });
  await details.click();
  const drawer = page
    .getByRole("complementary", { name: /./ })
    .filter({ has: page.locator(".listing-drawer__body") });
  await expect(drawer.getByRole("heading", { name: "Space", exact: true })).toBeVisible();
  await expect(drawer.getByText("Size", { exact: true })).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Open the listing page" })).toBeVisible();
  await expect(drawer.getByRole("heading", { name: "About the building" })).toBeVisible();
  await expect(first.getByRole("button", { name: /^Hide details of / })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/shots/campaign-drawer.png" });

  await first.getByRole("button", { name: /^Hide details of / }).click();
  await expect(page.locator(".listing-drawer")).toHaveCount(0);
  await details.click();
  await expect(page.locator(".listing-drawer")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.locator(".listing-drawer")).toHaveCount(0);
  await expect(details).toBeFocused();

  // An Escape meant for a dialog over the page closes the dialog, not the drawer as well.
  await details.click();
  await first.getByRole("checkbox", { name: /^Select / }).check();
  await page
    .getByRole("region", { name: "Selected listings" })
    .getByRole("button", { name: "Add to…" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Add to…" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page.locator(".listing-drawer")).toBeVisible();
  await page.screenshot({ path: "test-results/shots/campaign-drawer-selection.png" });
  // Nothing the page offers hides under the open drawer.
  await expect(page.getByRole("button", { name: "Hide map" })).toBeInViewport();
  const drawerLeft = (await page.locator(".listing-drawer").boundingBox())?.x ?? 0;
  for (const action of ["Hide map", "Clear selection"]) {
    const box = await page.getByRole("button", { name: action }).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(drawerLeft);
  }
  await page
    .getByRole("region", { name: "Selected listings" })
    .getByRole("button", { name: "Clear selection" })
    .click();
});

test("two selected listings compare side by side, ready to print", async ({ page }) => {
  await openCampaign(page, "Lumen Design");
  const checkboxes = page.locator(".campaign-listing").getByRole("checkbox", { name: /^Select / });
  await checkboxes.nth(0).check();
  const bar = page.getByRole("region", { name: "Selected listings" });
  await expect(bar.getByRole("button", { name: "Compare" })).toHaveCount(0);
  await checkboxes.nth(1).check();
  await bar.getByRole("button", { name: "Compare" }).click();
  await expect(page.getByRole("heading", { name: /^Comparing 2 listings/ })).toBeFocused();
  const table = page.getByRole("table");
  await expect(table.locator("thead th")).toHaveCount(2);
  await expect(table.getByRole("rowheader", { name: "Size" })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: "Monthly rent" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Print" })).toBeEnabled();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/shots/campaign-compare.png", fullPage: true });

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.locator(".site-header")).toBeHidden();
  await expect(table).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  await page.getByRole("button", { name: "Back to the campaign" }).click();
  await expect(page.getByRole("table")).toHaveCount(0);
  await bar.getByRole("button", { name: "Clear selection" }).click();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the drawer is a full-screen sheet and the map a toggle above the list", async ({ page }) => {
    await openCampaign(page, "Lumen Design");
    await expect(page.getByRole("button", { name: /^(Hide|Show) map$/ })).toBeVisible();
    await page
      .locator(".campaign-listing")
      .first()
      .getByRole("button", { name: /^Details of / })
      .click();
    const drawer = page.locator(".listing-drawer");
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box?.width).toBe(390);
    expect(box?.height).toBe(844);
    await page.screenshot({ path: "test-results/shots/campaign-drawer-phone.png" });
    await drawer.getByRole("button", { name: /^Close/ }).click();
    await expect(drawer).toHaveCount(0);
  });
});
