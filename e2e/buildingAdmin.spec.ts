import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { signedIn } from "./support/signedIn";

const shots = process.env.ADMIN_SCREENSHOTS;

async function signInAsAdmin(page: Page) {
  await signedIn(page, "admin");
}

async function search(page: Page, text: string) {
  await page.goto("/building-admin");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Building admin" })).toBeVisible();
  await page.getByLabel("Search by address, property name, market or neighbourhood").fill(text);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\?q=/);
  await expect(page.getByRole("status").filter({ hasText: /matching/ })).toBeVisible();
}

const noSideScroll = (page: Page) =>
  page.evaluate("document.documentElement.scrollWidth - window.innerWidth") as Promise<number>;

test("an admin finds a building, edits its facts and place, and a wrong value keeps what was typed", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await search(page, "Memphis");
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/building-admin-desktop.png`, fullPage: true });
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows.nth(1)).toContainText("Memphis");
  await rows.nth(1).getByRole("link").click();
  await expect(page).toHaveURL(/building=\d+/);
  await expect(page.getByRole("heading", { level: 2, name: "Facts" })).toBeVisible();

  // A year the rule refuses: the message shows, the typed text stays, nothing is sent.
  await page.getByLabel(/Year built/).fill("1500");
  await page.getByRole("button", { name: "Save facts" }).click();
  await expect(page.getByText("Enter a number from 1,700 to 2,100.")).toBeVisible();
  await expect(page.getByLabel(/Year built/)).toHaveValue("1500");

  await page.getByLabel(/Year built/).fill("1928");
  await page.getByLabel("Building class").selectOption("A");
  await page.getByLabel("Attended lobby").selectOption("true");
  await page.getByLabel(/Latitude/).fill("35.149500");
  await page.getByLabel(/Longitude/).fill("-90.049000");
  await page.getByLabel(/Building page content/).fill("## The lobby\n\nRestored in 2024.");
  await page.getByRole("button", { name: "Save facts" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Changes saved!" })).toBeVisible();
  // The map's pin stands where the coordinates say.
  await expect(page.getByRole("region", { name: /^Map: where/ })).toBeVisible();
  await expect(page.locator(".location-picker .leaflet-marker-icon")).toHaveCount(1);
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/building-admin-editor.png`, fullPage: true });

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel(/Year built/)).toHaveValue("1928");
  await expect(page.getByLabel(/Latitude/)).toHaveValue("35.1495");
  await expect(page.getByLabel("Building class")).toHaveValue("A");

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
  if (shots) await page.screenshot({ path: `${shots}/building-admin-390.png`, fullPage: true });
});

test("an admin merges a duplicate building into another: the preview counts, the old page answers 301", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await search(page, "Milwaukee");
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows.nth(2)).toBeVisible();
  const keep = (await rows.nth(2).getByRole("link").innerText()).split("\n")[0].split(",")[0].trim();
  await rows.nth(1).getByRole("link").click();
  await expect(
    page.getByRole("heading", { level: 2, name: "Merge this building into another" }),
  ).toBeVisible();
  const oldPath = (await page.getByRole("link", { name: "Public page" }).getAttribute("href")) as string;

  await page.getByLabel("Find the building to keep").fill(keep);
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await page.getByRole("radio", { name: new RegExp(`^${keep}`) }).check();
  const preview = page.locator(".building-merge__preview");
  await expect(preview).toContainText(/\d+ listings?/);
  await expect(preview).toContainText(/\d+ contacts?/);
  await expectNoAxeViolations(page);
  await preview.getByRole("button", { name: /^Merge into/ }).click();
  const confirm = page.getByRole("dialog", { name: "Merge these buildings?" });
  await confirm.getByRole("button", { name: "Merge buildings" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Merged into ${keep}.` })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: keep })).toBeVisible();
  const newPath = (await page.getByRole("link", { name: "Public page" }).getAttribute("href")) as string;

  const answer = await page.request.get(oldPath, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe(newPath);
  await page.goto(oldPath);
  await expect(page).toHaveURL(newPath);
});

test("non-admins get the Unauthorized page at /building-admin", async ({ page }) => {
  await signedIn(page, "research");
  await page.goto("/building-admin");
  await waitForHydration(page);
  await expect(page.getByRole("main")).toContainText("You are not permitted to access this content.");
  await expect(page.getByRole("table")).toHaveCount(0);
});
