import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { signedIn } from "./support/signedIn";

const shots = process.env.RESEARCH_SCREENSHOTS;

async function fitsAt390(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate("document.documentElement.scrollWidth - window.innerWidth")).toBeLessThanOrEqual(
    0,
  );
  if (shots) await page.screenshot({ path: `${shots}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("a researcher finds a contact, edits it, links a building and marks a listing unavailable", async ({
  page,
}) => {
  const stamp = Date.now();
  const name = `Avery Landlord ${stamp}`;
  await signedIn(page, "research");

  // The team's building list: a building with an available listing to work on.
  await page.goto("/research-team/buildings");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Buildings" })).toBeVisible();
  const withAvailable = page
    .getByRole("row")
    .filter({ hasText: /\d+ Available/ })
    .first();
  await expect(withAvailable).toBeVisible();
  const address = (await withAvailable.getByRole("rowheader").innerText()).split("\n")[0].trim();
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/buildings-desktop.png`, fullPage: true });
  await fitsAt390(page, "buildings");

  // A new contact, with no building yet.
  await page.getByRole("link", { name: "Building contacts" }).click();
  await page.getByRole("link", { name: "New contact" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New building contact" })).toBeVisible();
  await page.getByLabel("Display name").fill(name);
  await page.getByLabel("E-mail").fill(`avery.${stamp}@landlord.example.test`);
  await page.getByLabel("Company").fill("Research E2E Holdings");
  await page.getByLabel("Office phone kind").selectOption({ label: "Shared Office Number" });
  await page.getByLabel("Contact type").selectOption({ label: "Landlord" });
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Create contact" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("No building yet.")).toBeVisible();

  // Found by the list's search.
  await page.getByRole("link", { name: "Building contacts" }).first().click();
  await page.getByLabel("Search by name, e-mail or company").fill(String(stamp));
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\?q=/);
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/contacts-desktop.png`, fullPage: true });
  await fitsAt390(page, "contacts");
  await page.getByRole("link", { name }).click();

  // Edited: a bad e-mail is refused and what was typed stays; then saved.
  await page.getByRole("link", { name: "Edit contact" }).click();
  await page.getByLabel("Title").fill("Leasing Director");
  await page.getByLabel("E-mail").fill("not-an-address");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Enter an e-mail address like name@example.com.")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue("Leasing Director");
  await page.getByLabel("E-mail").fill(`avery.${stamp}@landlord.example.test`);
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/contact-edit-desktop.png`, fullPage: true });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Changes saved!" })).toBeVisible();
  await expect(page.getByText("Leasing Director")).toBeVisible();

  // Linked to the building.
  await page.getByRole("link", { name: "Add building" }).click();
  await page.getByLabel("Search buildings by address or name").fill(address);
  await page.getByRole("button", { name: "Search" }).click();
  await page
    .getByRole("button", { name: `Add ${address}`, exact: true })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/contact-desktop.png`, fullPage: true });
  await fitsAt390(page, "contact");
  await page.getByRole("link", { name: new RegExp(`^${address}`) }).click();

  // The building's availability: one available listing marked unavailable.
  await expect(page.getByRole("heading", { level: 1, name: `Availability at ${address}` })).toBeVisible();
  const available = page
    .getByRole("row")
    .filter({ has: page.locator(".research__status", { hasText: /^Available$/ }) })
    .first();
  const listingName = (await available.getByRole("rowheader").innerText()).trim();
  const row = page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: listingName, exact: true }) });
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/availability-desktop.png`, fullPage: true });
  await row.getByRole("button", { name: /^Mark unavailable/ }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `${listingName} is now Unavailable.` }),
  ).toBeVisible();
  await expect(row.locator(".research__status")).toHaveText("Unavailable");
  await expect(page.getByText(/Last checked/)).toBeVisible();
  await expect(page.getByText("Never")).toHaveCount(0);
  await fitsAt390(page, "availability");

  // The research listing editor opens from the row.
  await row.getByRole("link", { name: /^Edit/ }).click();
  await expect(page.getByLabel("Status")).toHaveValue("UNAVAILABLE");
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/listing-edit-desktop.png`, fullPage: true });
  await fitsAt390(page, "listing-edit");
});

test("a researcher adds a listing from a building's availability page, by keyboard, and at 390 px", async ({
  page,
}) => {
  const suite = `Floor 88, Suite E2E-${Date.now()}`;
  await signedIn(page, "research");

  // A building reached through one of its contacts (the last such row of the list's first page).
  await page.goto("/research-team/buildings");
  await waitForHydration(page);
  const contactLink = page.getByRole("row").getByRole("cell").getByRole("link").last();
  const contactName = (await contactLink.innerText()).split("\n")[0].trim();
  await contactLink.click();
  await expect(page.getByRole("heading", { level: 1, name: /^Availability at / })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(contactName);

  // The heading's action jumps to the form; an empty form is refused by the shared rules first.
  await page.getByRole("link", { name: "Add a listing" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#add-listing$/);
  const form = page.getByRole("form", { name: "Add a listing" });
  await form.getByRole("button", { name: "Add listing" }).focus();
  await page.keyboard.press("Enter");
  await expect(form.getByText("This field cannot be empty.")).toHaveCount(2);
  await expect(form.getByLabel("Floor and suite")).toBeFocused();
  await expectNoAxeViolations(page);

  // Typed and sent from the keyboard alone.
  await page.keyboard.type(suite);
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Size (SF)")).toBeFocused();
  await page.keyboard.type("2,750");
  await form.getByLabel("Price per SF (yearly, $)").fill("61.50");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: `${suite} was added.` })).toBeVisible();
  const row = page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: suite, exact: true }) });
  await expect(row.locator(".research__status")).toHaveText("Vetting");
  await expect(row).toContainText("2,750 SF");
  await expect(form.getByLabel("Floor and suite")).toHaveValue("");
  await expect(form.getByLabel("Status")).toHaveValue("VETTING");
  if (shots) await page.screenshot({ path: `${shots}/availability-add-desktop.png`, fullPage: true });

  // The same floor and suite again: the job's DUPLICATE, with what was typed kept.
  await form.getByLabel("Floor and suite").fill(suite);
  await form.getByLabel("Size (SF)").fill("2750");
  await form.getByRole("button", { name: "Add listing" }).click();
  await expect(form.getByRole("alert")).toHaveText(`This building already has a listing at ${suite}.`);
  await expect(form.getByLabel("Floor and suite")).toHaveValue(suite);
  await expect(row).toHaveCount(1);
  await expectNoAxeViolations(page);
  await fitsAt390(page, "availability-add");
});

test("a client who opens the research tools gets the Unauthorized page", async ({ page }) => {
  await signedIn(page, "client");
  for (const path of [
    "/research-team/building-contacts",
    "/research-team/buildings",
    "/research-team/building-contacts/1/building-availability/1/listings/1",
  ]) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(
      page.getByRole("heading", { level: 1, name: "You are not permitted to access this content." }),
    ).toBeVisible();
  }
  await expectNoAxeViolations(page);
});
