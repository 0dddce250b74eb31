import { readFile } from "node:fs/promises";
import { expect, test, waitForHydration } from "./fixtures";
import { uniqueEmail } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { signedIn } from "./support/signedIn";

const shots = process.env.ADMIN_SCREENSHOTS;

test("a visitor's message reaches the admin's list: filtered, marked handled, downloaded as CSV", async ({
  page,
}) => {
  const email = uniqueEmail("records");
  const name = `Quinn ${Date.now()}`;
  await page.goto("/contact-us");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("Your e-mail").fill(email);
  await form.getByLabel("How can we help?").fill("=1+1 people need a loft in Dumbo.");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Thank you, ${name}.` })).toBeVisible();

  await signedIn(page, "admin");
  await page.goto("/settings");
  await waitForHydration(page);
  await page
    .getByRole("region", { name: "Admin tools" })
    .getByRole("link", { name: "Contact submissions" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Contact submissions" })).toBeVisible();
  await page.getByLabel("Name, e-mail or company").fill(email);
  await page.getByLabel("Status").selectOption({ label: "Waiting" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/handled=no/);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Contact us");
  await expect(row).toContainText("=1+1 people need a loft in Dumbo.");
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/contact-submissions-desktop.png`, fullPage: true });

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const file = await (await download).path();
  const csv = await readFile(file, "utf8");
  expect(csv.split("\n")[0]).toBe("id,received,form,name,email,phone,company,message,details,handled");
  expect(csv).toContain(email);
  expect(csv).toContain("'=1+1 people need a loft in Dumbo.");

  await row.getByRole("button", { name: `Mark handled: ${name}` }).click();
  await expect(row).toContainText("Handled");
  await expect(row.getByRole("button", { name: `Mark waiting: ${name}` })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate("document.documentElement.scrollWidth - window.innerWidth")).toBeLessThanOrEqual(
    0,
  );
  if (shots) await page.screenshot({ path: `${shots}/contact-submissions-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  await page
    .getByRole("navigation", { name: "Admin tools" })
    .getByRole("link", { name: "Audit log" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await expect(page.getByRole("table", { name: /^Audit log entries/ })).toContainText(
    "contactSubmission.handle",
  );
});

test("an admin reads the stored analytics events filtered by type", async ({ page }) => {
  await signedIn(page, "admin");
  await page.goto("/analytics-events?type=PAGE");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Analytics events" })).toBeVisible();
  await expect(page.getByLabel("Type")).toHaveValue("PAGE");
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows.nth(1)).toContainText("page");
  await expect(page.getByRole("table")).not.toContainText("identify");
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/analytics-events-desktop.png`, fullPage: true });
});

test("a broker who opens the messages or the events gets the Unauthorized page", async ({ page }) => {
  await signedIn(page, "broker");
  for (const path of ["/contact-submissions", "/analytics-events"]) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole("main")).toContainText("You are not permitted to access this content.");
    await expect(page.getByRole("table")).toHaveCount(0);
  }
  const res = await page.request.get("/admin/exports/contact-submissions.csv");
  expect(res.status()).toBe(403);
});
