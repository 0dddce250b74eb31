import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { DEMO_PASSWORD, signInOnPage } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { firstListingPath } from "./support/listings";

/** Issue 25's smaller layout defects, each checked where a person would see it. */

const PHONE = { width: 390, height: 844 };

/** How far the page scrolls sideways (0 when it fits the window). */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test("user admin fits a phone: each user a card with labelled facts and an Edit button, no sideways scroll", async ({
  page,
}) => {
  await signInOnPage(page, "admin@squarely.test", DEMO_PASSWORD);
  await page.setViewportSize(PHONE);
  await page.goto("/user-admin");
  await waitForHydration(page);
  const table = page.getByRole("table");
  const row = table.getByRole("row").filter({ hasText: "broker@squarely.test" });
  await expect(row).toBeVisible();
  // Before: the table was 800 px wide and its hidden "Edit {name}" words widened the page.
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  const tableBox = (await table.boundingBox()) as { x: number; width: number };
  expect(tableBox.x + tableBox.width).toBeLessThanOrEqual(PHONE.width);
  const roles = row.locator('td[data-label="Roles"]');
  await expect(roles).toBeVisible();
  expect(await roles.evaluate((el) => getComputedStyle(el, "::before").content)).toBe('"Roles: "');
  const edit = row.getByRole("button", { name: /^Edit / });
  const editBox = (await edit.boundingBox()) as { x: number; width: number };
  expect(editBox.x + editBox.width).toBeLessThanOrEqual(PHONE.width);
  await edit.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test("the campaign list keeps its count beside the heading and New campaign at the row's end, or on its own line on a phone", async ({
  page,
}) => {
  await signInOnPage(page, "broker@squarely.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/tourbook\/campaigns$/);
  await waitForHydration(page);
  const header = page.locator(".tourbook__header");
  const heading = header.getByRole("heading", { level: 1, name: "Campaigns" });
  const count = header.getByText(/^\d+ campaigns?$/);
  const button = header.getByRole("button", { name: "New campaign" });
  await expect(count).toBeVisible();
  const box = async (l: typeof header) =>
    (await l.boundingBox()) as { x: number; y: number; width: number; height: number };

  // Desktop: one row; the count right after the heading, the button at the header's right edge.
  let [h, c, b, row] = [await box(heading), await box(count), await box(button), await box(header)];
  expect(c.x - (h.x + h.width)).toBeLessThan(40);
  expect(Math.abs(b.x + b.width - (row.x + row.width))).toBeLessThanOrEqual(1);
  expect(b.y).toBeLessThan(h.y + h.height);

  // Phone: the count still beside the heading; the button below them, as wide as the header.
  await page.setViewportSize(PHONE);
  [h, c, b, row] = [await box(heading), await box(count), await box(button), await box(header)];
  expect(c.x - (h.x + h.width)).toBeLessThan(40);
  expect(b.y).toBeGreaterThanOrEqual(h.y + h.height - 1);
  expect(Math.abs(b.width - row.width)).toBeLessThanOrEqual(1);
});

test("a listing's gallery leaves no empty slot beside an odd last thumbnail", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(await firstListingPath(page));
  await waitForHydration(page);
  const grid = page.locator(".gallery__thumbnails");
  const items = grid.locator(":scope > li");
  expect(await items.count()).toBeGreaterThanOrEqual(2);
  // Keep an odd number of thumbnails (the grid is two columns wide), then measure.
  await grid.evaluate((ul) => {
    while (ul.children.length > 1 && ul.children.length % 2 === 0) ul.lastElementChild?.remove();
  });
  const gridBox = (await grid.boundingBox()) as { x: number; width: number };
  const last = (await items.last().boundingBox()) as { x: number; width: number };
  // The last thumbnail spans the row: it starts at the grid's left and ends at its right.
  expect(Math.abs(last.x - gridBox.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(last.x + last.width - (gridBox.x + gridBox.width))).toBeLessThanOrEqual(1);
});

test("phone numbers never break mid-number on a phone (building contacts)", async ({ page }) => {
  await signInOnPage(page, "research@squarely.test", DEMO_PASSWORD);
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto("/research-team/building-contacts");
  await waitForHydration(page);
  const numbers = page.locator(".phone-number");
  await expect(numbers.first()).toBeVisible();
  const lines = await numbers.evaluateAll((els) =>
    els.slice(0, 20).map((el) => ({
      text: el.textContent,
      lines: el.getClientRects().length,
      wraps: getComputedStyle(el).whiteSpace !== "nowrap",
    })),
  );
  for (const { text, lines: count, wraps } of lines) {
    expect(count, `${text} on one line`).toBe(1);
    expect(wraps, `${text} may not wrap`).toBe(false);
  }
});
