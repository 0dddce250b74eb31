import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { signedIn } from "./support/signedIn";

const shots = process.env.ADMIN_SCREENSHOTS;

async function signInAsAdmin(page: Page) {
  await signedIn(page, "admin");
}

test("an admin filters importer jobs, opens a DEAD one and retries it until it succeeds", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto("/importer");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Listing importer" })).toBeVisible();
  await expect(page.getByRole("table").getByRole("row").nth(1)).toBeVisible();
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/importer-desktop.png`, fullPage: true });

  await page.getByLabel("Status").selectOption("DEAD");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/\/importer\?status=DEAD$/);
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows.nth(1)).toContainText("DEAD");
  for (const text of (await rows.allInnerTexts()).slice(1)) expect(text).toContain("DEAD");

  // The job opens in a dialog whose address survives a reload.
  const link = rows.nth(1).getByRole("link", { name: /^Job \d+$/ });
  const name = (await link.textContent()) ?? "";
  await link.click();
  await expect(page).toHaveURL(/status=DEAD&job=\d+/);
  await page.reload();
  await waitForHydration(page);
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toContainText("The change could not be applied after 3 attempts.");
  await expect(dialog).toContainText("Attempts");
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/importer-job.png` });

  await dialog.getByRole("button", { name: "Retry this job" }).click();
  await expect(dialog.getByRole("status").filter({ hasText: "Queued 1 job again." })).toBeVisible();
  // Run through the pipeline by the job runner; the dialog polls until it ends.
  await expect(dialog.locator(".importer-job__facts")).toContainText("SUCCESS", { timeout: 20_000 });
  await expect(dialog.getByRole("button", { name: "Retry this job" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/importer\?status=DEAD$/);

  await page.goto(`/audit-log?action=importerJob.retry`);
  await waitForHydration(page);
  await expect(page.getByRole("table", { name: /^Audit log entries/ })).toContainText(
    `importerJob ${name.replace("Job ", "")}`,
  );
});

test("an admin retries the ticked ERROR jobs in bulk and reads the outcome; the page works at 390 px", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto("/importer?status=ERROR");
  await waitForHydration(page);
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows.nth(1)).toContainText("ERROR");
  const count = (await rows.count()) - 1;
  await page.getByLabel("Select every ERROR and DEAD job shown").check();
  await expect(page.getByText(`${count} ${count === 1 ? "job" : "jobs"} selected.`)).toBeVisible();
  await page.getByRole("button", { name: "Retry selected" }).click();
  const confirm = page.getByRole("dialog", { name: `Retry ${count} ${count === 1 ? "job" : "jobs"}?` });
  await confirm.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText(`Queued ${count} ${count === 1 ? "job" : "jobs"} again.`)).toBeVisible();
  // Their input is still refused: each ends ERROR again once the runner has run it.
  await expect(async () => {
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(rows.filter({ hasText: "Running" })).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate("document.documentElement.scrollWidth - window.innerWidth")).toBeLessThanOrEqual(
    0,
  );
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/importer-390.png`, fullPage: true });
});

test("a broker who opens the importer gets the Unauthorized page", async ({ page }) => {
  await signedIn(page, "broker");
  await page.goto("/importer");
  await waitForHydration(page);
  await expect(page.getByRole("main")).toContainText("You are not permitted to access this content.");
  await expect(page.getByRole("table")).toHaveCount(0);
  await expectNoAxeViolations(page);
});
