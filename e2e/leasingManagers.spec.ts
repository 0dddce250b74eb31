import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { signedIn } from "./support/signedIn";

const shots = process.env.ADMIN_SCREENSHOTS;

const noSideScroll = (page: Page) =>
  page.evaluate("document.documentElement.scrollWidth - window.innerWidth") as Promise<number>;

test("a broker adds a leasing manager, fixes a refused e-mail, edits them and links a building", async ({
  page,
}) => {
  await signedIn(page, "broker");
  await page.goto("/leasing-managers");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Leasing managers" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Laura Bennett/ })).toContainText("Meridian Realty");
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/leasing-managers-desktop.png`, fullPage: true });

  await page.getByRole("link", { name: "Add a leasing manager" }).click();
  await expect(page).toHaveURL(/\/leasing-managers\/new$/);
  const stamp = Date.now();
  await page.getByLabel(/First name/).fill("Nadia");
  await page.getByLabel(/Last name/).fill(`Ferris${stamp}`);
  await page.getByLabel(/E-mail/).fill("nadia@Ferris");
  await page.getByLabel(/Phone/).fill("3125550199");
  await expect(page.getByLabel(/Phone/)).toHaveValue("(312) 555-0199");
  await page.getByRole("button", { name: "Add leasing manager" }).click();
  await expect(page.getByText("Enter an e-mail address like name@example.com.")).toBeVisible();
  await expect(page.getByLabel(/First name/)).toHaveValue("Nadia");
  await expectNoAxeViolations(page);
  await page.getByLabel(/E-mail/).fill(`nadia.${stamp}@ferris-leasing.example.com`);
  await page.getByLabel(/Company/).fill("Ferris Leasing");
  await page.getByLabel(/Market/).selectOption({ label: "New York" });
  await page.getByRole("button", { name: "Add leasing manager" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Nadia Ferris${stamp}` })).toBeVisible();
  await expect(page).toHaveURL(/manager=\d+/);

  await page.getByLabel(/Company/).fill("Ferris & Daughters");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Changes saved!" })).toBeVisible();

  await page.getByLabel("Add a building: search by address").fill("Avenue");
  await page.getByRole("button", { name: "Find", exact: true }).click();
  const found = page.getByRole("list", { name: "Buildings found" }).getByRole("listitem").first();
  const address = (await found.locator("span").first().innerText()).split(" (")[0];
  await found.getByRole("button", { name: /^Add/ }).click();
  const linked = page.getByRole("region", { name: "Buildings" }).getByRole("link", { name: address });
  await expect(linked).toBeVisible();
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/leasing-manager-editor.png`, fullPage: true });
  await page.getByRole("button", { name: `Remove ${address}` }).click();
  await expect(linked).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
  if (shots) await page.screenshot({ path: `${shots}/leasing-manager-390.png`, fullPage: true });
  await page.getByRole("link", { name: "← Back to the leasing managers" }).click();
  await page.getByLabel("Search by name, company or e-mail").fill(`ferris${stamp}`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("row", { name: new RegExp(`Nadia Ferris${stamp}`) })).toContainText(
    "Ferris & Daughters",
  );
  expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
  if (shots) await page.screenshot({ path: `${shots}/leasing-managers-390.png`, fullPage: true });
});

test("a client gets the Unauthorized page at /leasing-managers", async ({ page }) => {
  await signedIn(page, "client");
  for (const path of ["/leasing-managers", "/leasing-managers/new"]) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole("main")).toContainText("You are not permitted to access this content.");
    await expect(page.getByRole("table")).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
});
