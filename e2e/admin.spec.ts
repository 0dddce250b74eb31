import { expect, test, waitForHydration } from "./fixtures";
import { createAccount, DEMO_PASSWORD, signInOnPage, signOutOnPage } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { signedIn } from "./support/signedIn";

const shots = process.env.ADMIN_SCREENSHOTS;

test("an admin finds a user, sets a broker's market, disables an account and reads it all in the audit log", async ({
  page,
}) => {
  // An account of its own to disable, so no other test's account is touched.
  const email = `disable-me-${Date.now()}@example.test`;
  await createAccount(page, email, "a-fine-password-42", "Dana");
  await signOutOnPage(page);

  await signInOnPage(page, "admin@squarely.test", DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/sign-in/);
  await page.goto("/user-admin");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "User admin" })).toBeVisible();
  await page.getByLabel("Search by name or e-mail").fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\?q=/);
  const row = page.getByRole("row", { name: /Dana Tester/ });
  await expect(row).toContainText("Unconfirmed");
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/user-admin-desktop.png`, fullPage: true });

  await row.getByRole("button", { name: /^Edit/ }).click();
  const dialog = page.getByRole("dialog", { name: "Dana Tester" });
  // Made a broker without a market, the form says what is missing and keeps the tick.
  await dialog.getByLabel("Broker", { exact: true }).check();
  await dialog.getByRole("button", { name: "Save roles" }).click();
  await expect(dialog.getByText("Pick the market this broker works: they edit its listings.")).toBeVisible();
  await expect(dialog.getByLabel("Broker", { exact: true })).toBeChecked();
  await dialog.getByLabel("Broker market").selectOption({ label: "New York, NY" });
  await dialog.getByRole("button", { name: "Save roles" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Changes saved!" })).toBeVisible();
  await expect(dialog.getByText("In no campaign.")).toBeVisible();
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/user-admin-editor.png` });

  await dialog.getByRole("button", { name: "Disable account" }).click();
  const confirm = page.getByRole("dialog", { name: "Disable this account?" });
  await confirm.getByRole("button", { name: "Disable account" }).click();
  await expect(dialog.getByText("Disabled: cannot sign in.")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(row.getByText("Disabled")).toBeVisible();

  await page.goto(`/audit-log?actor=admin%40squarely`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  const log = page.getByRole("table", { name: "Audit log entries, newest first" });
  const entries = log.locator(":scope > tbody > tr");
  await expect(entries.nth(0)).toContainText("user.disable");
  await expect(entries.nth(1)).toContainText("user.setRoles");
  // Each entry's changes are a table of field, before and after (issue 25), not raw JSON.
  const isBroker = entries.nth(1).getByRole("row", { name: /isBroker/ });
  await expect(isBroker.getByRole("cell")).toHaveText(["false", "true"]);
  await page.getByLabel("Action").fill("user.setRoles");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/action=user.setRoles/);
  await expect(log).not.toContainText("user.disable");
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/audit-log-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate("document.documentElement.scrollWidth - window.innerWidth")).toBeLessThanOrEqual(
    0,
  );
  if (shots) await page.screenshot({ path: `${shots}/audit-log-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await signOutOnPage(page);

  // The disabled account is refused with its own words.
  await signInOnPage(page, email, "a-fine-password-42");
  await expect(
    page.getByText("This account has been disabled. Contact us if you think this is a mistake."),
  ).toBeVisible();
});

test("a broker who opens user admin or the audit log gets the Unauthorized page", async ({ page }) => {
  await signedIn(page, "broker");
  for (const path of ["/user-admin", "/audit-log"]) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole("main")).toContainText("You are not permitted to access this content.");
    await expect(page.getByRole("table")).toHaveCount(0);
  }
});

test("an admin closes the site for maintenance: visitors get the 503 page, the admin keeps working, then opens it", async ({
  page,
}) => {
  await signedIn(page, "admin");
  await page.goto("/user-admin");
  await waitForHydration(page);
  const panel = page.getByRole("region", { name: "Site maintenance" });
  await expect(panel).toContainText("Open to everyone.");
  try {
    await panel.getByRole("button", { name: "Close for maintenance" }).click();
    await page
      .getByRole("dialog", { name: "Close the site for maintenance?" })
      .getByRole("button", { name: "Close for maintenance" })
      .click();
    await expect(panel).toContainText("Closed: visitors and users see the maintenance page");
    // A visitor (no session) gets the maintenance page; the admin's own pages still work.
    const visitor = await fetch(new URL("/office-space/ny/new-york", page.url()));
    expect(visitor.status).toBe(503);
    expect(visitor.headers.get("retry-after")).toBe("300");
    expect(await visitor.text()).toContain("Your data is safe");
    await page.goto("/office-space/ny/new-york");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("New York");
    await page.goto("/user-admin");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  } finally {
    await page.goto("/user-admin");
    await waitForHydration(page);
    const open = panel.getByRole("button", { name: "Open the site" });
    if (await open.isVisible()) await open.click();
  }
  await expect(panel).toContainText("Open to everyone.");
  expect((await fetch(new URL("/", page.url()))).status).toBe(200);
});
