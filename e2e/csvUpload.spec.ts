import { expect, test, waitForHydration } from "./fixtures";
import { DEMO_PASSWORD, signInOnPage } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";

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
  await signInOnPage(page, "vendor@squarely.test", DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/sign-in/);
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
  expect(text).toContain(`3,ERROR,squareFeet: Enter a whole number.,Suite ${tag}-B`);

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
  await signInOnPage(page, "client@squarely.test", DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/sign-in/);
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
