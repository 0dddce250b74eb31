import { expect, test, waitForHydration } from "./fixtures";
import { DEMO_PASSWORD, signInOnPage, signOutOnPage } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { firstListingPath } from "./support/listings";
import { signedIn } from "./support/signedIn";

const shots = process.env.E2E_SCREENSHOTS;

/** A vendor's file: two new spaces in a known building, one refused row, one formula-looking cell. */
function vendorCsv(tag: string): string {
  return [
    "address,city,state,zip,floorAndSuite,squareFeet,estimatedPsf,status,description",
    `350 Fifth Avenue,New York,NY,10118,Suite ${tag}-A,2400,64.50,AVAILABLE,Corner space`,
    `350 Fifth Avenue,New York,NY,10118,Suite ${tag}-B,lots,,AVAILABLE,`,
    `350 Fifth Avenue,New York,NY,10118,Suite ${tag}-C,1800,,AVAILABLE,"=HYPERLINK(""http://x"")"`,
  ].join("\r\n");
}

test("a vendor uploads a CSV, watches it import and reads the per-row report", async ({
  page,
  consoleErrors,
}) => {
  await signedIn(page, "vendor");
  await page.goto("/acme-feeds/csv-upload");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "CSV upload · Acme Feeds" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download the template (CSV)" })).toHaveAttribute(
    "href",
    "/csv-imports/template.csv",
  );
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/csv-upload-desktop.png`, fullPage: true });

  // A file that is not CSV is refused with its reason, and stays chosen.
  const input = page.getByLabel(/^CSV file/);
  await input.setInputFiles({
    name: "sheet.xlsx",
    mimeType: "application/octet-stream",
    buffer: Buffer.from([80, 75, 3, 4, 0, 0]),
  });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("alert")).toContainText("This file is not a CSV file.");
  await expect(page.getByRole("alert")).toContainText("(sheet.xlsx is still chosen.)");
  // That refusal (422) is the one failed request this test expects.
  const refused = consoleErrors.indexOf(`422 ${new URL("/csv-imports/acme-feeds", page.url()).href}`);
  expect(refused).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(refused, 1);

  const tag = String(Date.now()).slice(-6);
  await input.setInputFiles({
    name: "acme-spaces.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(vendorCsv(tag)),
  });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page).toHaveURL(/\/acme-feeds\/csv-upload\?import=[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 2, name: "acme-spaces.csv" })).toBeVisible();
  await expect(
    page.getByText("Done: 2 rows imported or already up to date, 1 row not imported."),
  ).toBeVisible();
  await expect(page.getByText("3 of 3 rows processed")).toBeVisible();
  const rows = page.getByRole("table", { name: "Rows of acme-spaces.csv by line" }).getByRole("row");
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText("2Imported");
  await expect(rows.nth(2)).toContainText("3Refused");
  await expect(rows.nth(2)).toContainText("squareFeet: Enter a whole number.");
  await expect(rows.nth(3)).toContainText("4Imported");

  await page.getByLabel("Only rows that were not imported").check();
  await expect(rows).toHaveCount(2);

  // The report lists each row by line, with its messages.
  const reportHref = await page.getByRole("link", { name: "Download the report (CSV)" }).getAttribute("href");
  const report = await page.request.get(reportHref as string);
  expect(report.status()).toBe(200);
  const text = await report.text();
  expect(text).toContain(`3,Refused,squareFeet: Enter a whole number.,Suite ${tag}-B`);

  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/csv-upload-report.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate("document.documentElement.scrollWidth - window.innerWidth")).toBeLessThanOrEqual(
    0,
  );
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/csv-upload-390.png`, fullPage: true });

  // A reload shows the finished import once, without polling.
  await page.reload();
  await waitForHydration(page);
  await expect(
    page.getByText("Done: 2 rows imported or already up to date, 1 row not imported."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Upload another file" }).click();
  await expect(page.getByRole("button", { name: "Upload" })).toBeVisible();
});

test("someone who is not the vendor's, and an unknown vendor, get an honest message", async ({ page }) => {
  await signedIn(page, "client");
  await page.goto("/acme-feeds/csv-upload");
  await waitForHydration(page);
  await expect(page.getByRole("alert")).toHaveText(
    "Your account does not upload listings for Acme Feeds. If it should, ask a Squarely admin to link your account to the vendor.",
  );
  await expect(page.getByRole("button", { name: "Upload" })).toHaveCount(0);
  await page.goto("/no-such-vendor/csv-upload");
  await waitForHydration(page);
  await expect(page.getByRole("alert")).toHaveText(
    "There is no vendor at this address. Check the link you were given.",
  );
  await expectNoAxeViolations(page);
});

/** A listing page's path as a CSV row's building and floor: the seeded listing it names. */
function rowOfListing(path: string): string[] {
  const [, , , , zip, , address, floor] = path.split("/");
  return [address.replaceAll("-", " "), "New York", "NY", zip, floor];
}

test("an admin links a new vendor's user, whose file may not touch others' listings; research publishes its new space", async ({
  page,
}) => {
  const tag = String(Date.now()).slice(-6);
  const slug = `harbor-${tag}`;
  // The admin creates the vendor (not trusted) and links a demo client to it.
  await signInOnPage(page, "admin@squarely.test", DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/sign-in/);
  await page.goto("/user-admin");
  await waitForHydration(page);
  const newVendor = page.getByRole("form", { name: "New vendor" });
  await newVendor.getByLabel("Vendor name").fill(`Harbor Feeds ${tag}`);
  await newVendor.getByLabel(/Upload page address/).fill(slug);
  await newVendor.getByRole("button", { name: "Create vendor" }).click();
  await expect(page.getByText(`Harbor Feeds ${tag} can now upload at /${slug}/csv-upload.`)).toBeVisible();
  await expect(page.getByRole("link", { name: `/${slug}/csv-upload` })).toBeVisible();
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/vendor-admin-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // The vendors panel fits a phone (the users table below it scrolls inside its own frame).
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll(".vendor-admin *")]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth)
      .map((el) => el.className || el.tagName),
  );
  expect(wide).toEqual([]);
  if (shots) await page.screenshot({ path: `${shots}/vendor-admin-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByLabel("Search by name or e-mail").fill("omar.haddad");
  await page.getByLabel("Search by name or e-mail").press("Enter");
  await page.getByRole("button", { name: "Edit Omar Haddad" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Uploads listing CSVs for").selectOption({ label: `Harbor Feeds ${tag}` });
  await dialog.getByRole("button", { name: "Save vendor" }).click();
  await expect(page.getByText("Changes saved!")).toBeVisible();
  await expect(dialog.getByText(`Uploads at /${slug}/csv-upload.`)).toBeVisible();
  const brokers = await firstListingPath(page);
  await signOutOnPage(page);

  // The vendor's user uploads: a row naming a broker's listing is refused, a new space is imported.
  await signInOnPage(page, "omar.haddad@squarely.test", DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/sign-in/);
  await page.goto(`/${slug}/csv-upload`);
  await waitForHydration(page);
  await expect(
    page.getByText("New spaces appear in search once our research team has reviewed them."),
  ).toBeVisible();
  const [address, city, state, zip, brokersFloor] = rowOfListing(brokers);
  const file = [
    "address,city,state,zip,floorAndSuite,squareFeet,estimatedPsf,status,description",
    `${address},${city},${state},${zip},${brokersFloor},1000,10,UNAVAILABLE,Ours now`,
    `${address},${city},${state},${zip},Suite H${tag},987654,70,AVAILABLE,Harbor view`,
  ].join("\r\n");
  await page.getByLabel(/^CSV file/).setInputFiles({
    name: "harbor.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(file),
  });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(
    page.getByText("Done: 1 row imported or already up to date, 1 row not imported."),
  ).toBeVisible();
  const rows = page.getByRole("table", { name: "Rows of harbor.csv by line" }).getByRole("row");
  await expect(rows.nth(1)).toContainText("2Refused");
  await expect(rows.nth(1)).toContainText(
    `floorAndSuite: This building already has a space at "${brokersFloor}" that your feed did not create, so this row cannot change it. Ask Squarely to update it.`,
  );
  await expect(rows.nth(2)).toContainText("3Imported");
  // In review: not in search yet.
  const search = "/office-space/ny/new-york?min_sf=987600&max_sf=987700";
  await page.goto(search);
  await expect(page.getByRole("link", { name: new RegExp(`Suite H${tag}`, "i") })).toHaveCount(0);
  await signOutOnPage(page);

  // The research team publishes it from the review queue; it is in search at once.
  await signInOnPage(page, "research@squarely.test", DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/sign-in/);
  await page.goto("/research-team/listing-review");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Listing review" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: `Suite H${tag}` });
  await expect(row).toContainText(`Harbor Feeds ${tag}`);
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/listing-review-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate("document.documentElement.scrollWidth - window.innerWidth")).toBeLessThanOrEqual(
    0,
  );
  if (shots) await page.screenshot({ path: `${shots}/listing-review-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await row.getByRole("button", { name: /^Publish/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published 1 listing." })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: `Suite H${tag}` })).toHaveCount(0);
  await page.goto(search);
  await expect(
    page
      .getByRole("list", { name: "Spaces on this page" })
      .getByRole("link")
      .filter({ hasText: new RegExp(`Suite H${tag}`, "i") })
      .first(),
  ).toBeVisible();
});
