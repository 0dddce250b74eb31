import { expect, test, waitForHydration } from "./fixtures";
import { DEMO_PASSWORD, MAIL_DIR, signInOnPage, signOutOnPage } from "./support/accounts";
import { brokerSelectsTwoOnDemoCampaign, demoClientCampaign } from "./support/appOperations";
import { expectNoAxeViolations } from "./support/axe";
import { signedIn } from "./support/signedIn";
import { waitForMail } from "./support/smtpSink";

/** A day this many days ahead, as a date input takes it. */
function daysAhead(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Where the screenshots of the tour page go when TOUR_SCREENSHOTS names a folder. */
const shots = process.env.TOUR_SCREENSHOTS;

test("a broker plans a tour from a campaign's selection and schedules it; the client reads the itinerary", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const campaign = await demoClientCampaign(playwright, baseURL);
  const name = `Tour ${Date.now()}`;
  const day = daysAhead(10);

  const bar = await brokerSelectsTwoOnDemoCampaign(page, campaign);
  await bar.getByRole("button", { name: "New tour" }).click();
  const dialog = page.getByRole("dialog", { name: "New tour" });
  await dialog.getByLabel("Tour name").fill(name);
  await dialog.getByLabel(/^Day/).fill(day);
  await dialog.getByRole("button", { name: "Create tour" }).click();

  await expect(page).toHaveURL(/\/tourbook\/tours\/[0-9a-f-]{36}$/);
  const tourUrl = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.locator(".tour-status")).toHaveText("Draft");
  const stops = page.locator(".tour-page__stop");
  await expect(stops).toHaveCount(2);

  // Scheduling asks for every stop's time first; what was typed stays.
  await page.getByLabel(/^Meeting point/).fill("Main lobby, by the elevators");
  await page.getByRole("button", { name: "Schedule tour" }).click();
  await expect(page.getByText("Give this stop a time.")).toHaveCount(2);
  await expect(page.getByLabel("Arrival").first()).toBeFocused();
  await expect(page.getByLabel(/^Meeting point/)).toHaveValue("Main lobby, by the elevators");

  const firstTitle = (await stops.nth(0).locator(".tour-stop__title").textContent()) as string;
  await stops.nth(0).getByLabel("Arrival").fill("10:00");
  await stops.nth(1).getByLabel("Arrival").fill("11:00");
  await stops
    .nth(1)
    .getByLabel(/^Note for this stop/)
    .fill("Ask for the roof deck");
  // Moving the first stop down: announced, focus stays on the stop's own buttons.
  await stops
    .nth(0)
    .getByRole("button", { name: /^Move down/ })
    .click();
  await expect(
    page.getByRole("status").filter({ hasText: `${firstTitle} is now stop 2 of 2.` }),
  ).toBeAttached();
  await expect(stops.nth(1).locator(".tour-stop__title")).toHaveText(firstTitle);
  await expect(stops.nth(1).getByRole("button", { name: /^Move up/ })).toBeFocused();
  // The move lays the day out again from the tour's start, each stop keeping its 30 minutes (issue 25).
  await expect(stops.nth(0).getByLabel("Arrival")).toHaveValue("10:00");
  await expect(stops.nth(1).getByLabel("Arrival")).toHaveValue("10:30");
  // A stop starting before the one above it ends is warned about, in words tied to its field.
  await stops.nth(0).getByLabel("Arrival").fill("10:15");
  await expect(stops.nth(1).getByLabel("Arrival")).toHaveAccessibleDescription(
    "Check the time: Overlaps stop 1, which ends at 10:45 AM.",
  );
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/tour-warning-desktop.png`, fullPage: true });
  await stops.nth(0).getByLabel("Arrival").fill("09:30");
  await expect(page.locator(".tour-editor__warning")).toHaveCount(0);
  await stops.nth(1).getByLabel("Arrival").fill("10:00");

  // Scheduling e-mails the client: asked first, as Cancel tour is (issue 25).
  await page.getByRole("button", { name: "Schedule tour" }).click();
  const ask = page.getByRole("dialog", { name: "Schedule this tour?" });
  await expect(ask.getByRole("button", { name: "Cancel", exact: true })).toBeFocused();
  await expect(ask).toContainText(`“${name}”`);
  await expectNoAxeViolations(page);
  await ask.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(page.locator(".tour-status")).toHaveText("Draft");
  await page.getByRole("button", { name: "Schedule tour" }).click();
  await ask.getByRole("button", { name: "Schedule tour" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Tour scheduled." })).toBeVisible();
  await expect(page.locator(".tour-status")).toHaveText("Scheduled");
  await expect(page.getByRole("button", { name: "Save changes" })).toBeVisible();
  const mail = await waitForMail(MAIL_DIR, "client@squarely.test", new RegExp(`scheduled a tour: ${name}`));
  expect(mail).toContain("filename=tour.ics");
  expect(mail).toMatch(/text\/calendar; charset=utf-8; method=PUBLISH/i);
  if (shots) await page.screenshot({ path: `${shots}/tour-broker-desktop.png`, fullPage: true });
  // A new meeting point on a scheduled tour is saved and sent as a changed calendar event.
  await page.getByLabel(/^Meeting point/).fill("Main lobby, north entrance");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Changes saved!" })).toBeVisible();
  const changed = await waitForMail(MAIL_DIR, "client@squarely.test", new RegExp(`Tour changed: ${name}`));
  expect(changed).toContain("filename=tour.ics");
  // The broker's form fits a phone too.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  if (shots) await page.screenshot({ path: `${shots}/tour-broker-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await signOutOnPage(page);

  await signInOnPage(page, "client@squarely.test", DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/sign-in/);
  await page.goto(`/tourbook/campaigns/${campaign.uuid}`);
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Tours" }).getByRole("link", { name }).click();
  // The campaign page links a tour by its id; e-mails by its uuid.
  await expect(page).toHaveURL(/\/tourbook\/tours\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.locator(".tour-status")).toHaveText("Scheduled");
  const itinerary = page.getByRole("list", { name: "Itinerary" });
  await expect(itinerary.getByRole("listitem")).toHaveCount(2);
  await expect(itinerary.getByRole("listitem").nth(0)).toContainText("9:30 AM – 10:00 AM");
  await expect(itinerary.getByRole("listitem").nth(1)).toContainText("10:00 AM – 10:30 AM");
  await expect(itinerary.getByRole("listitem").nth(1)).toContainText(firstTitle);
  await expect(page.getByText("Main lobby, north entrance")).toBeVisible();
  await expect(page.getByText("Ask for the roof deck")).toBeVisible();
  await expect(page.getByRole("button", { name: "Schedule tour" })).toHaveCount(0);
  await page.goto(tourUrl);
  await waitForHydration(page);
  await expect(itinerary.getByRole("listitem")).toHaveCount(2);
  await expect(page.getByRole("region", { name: /^Map of the tour's 2 stops/ })).toBeVisible();
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/tour-client-desktop.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const toggle = page.getByRole("button", { name: "Show map" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(page.getByRole("button", { name: "Hide map" })).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("region", { name: /^Map of the tour's 2 stops/ })).toBeVisible();
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/tour-client-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await signOutOnPage(page);

  // The broker cancels it: a confirmation, a CANCEL for the client's calendar, and a draft again.
  await signInOnPage(page, "broker@squarely.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/tourbook\/campaigns/);
  await page.goto(tourUrl);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Cancel tour" }).click();
  const confirm = page.getByRole("dialog", { name: "Cancel this tour?" });
  await expect(confirm.getByRole("button", { name: "Cancel", exact: true })).toBeFocused();
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Cancel tour" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Tour cancelled." })).toBeVisible();
  await expect(page.locator(".tour-status")).toHaveText("Draft");
  await expect(page.getByRole("button", { name: "Schedule tour" })).toBeVisible();
  const cancelled = await waitForMail(
    MAIL_DIR,
    "client@squarely.test",
    new RegExp(`Tour cancelled: ${name}`),
  );
  // (The helper decodes quoted-printable over the whole message, which garbles "=CA" in the header;
  // tourChanges.test.ts checks the METHOD:CANCEL content and content type.)
  expect(cancelled).toContain("filename=tour.ics");
});

test("a tour that does not exist, or is not shared, shows the invitation page's private notice", async ({
  page,
}) => {
  await signedIn(page, "client");
  await page.goto("/tourbook/tours/00000000-0000-4000-8000-000000000000");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "This tour is private" })).toBeVisible();
  await expect(page.getByText(/open the link in your invitation e-mail/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the demo client's tour of last week reads as Completed, on the campaign and on the tour page (issue 25)", async ({
  page,
}) => {
  await signInOnPage(
    page,
    "client@squarely.test",
    DEMO_PASSWORD,
    "/sign-in?redirectTo=%2Ftourbook%2Fcampaigns",
  );
  await expect(page).toHaveURL(/\/tourbook\/campaigns$/);
  await page
    .getByRole("link", { name: /Acme Robotics/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/tourbook\/campaigns\/\d+$/);
  const tours = page.getByRole("navigation", { name: "Tours" });
  const past = tours.getByRole("listitem").filter({ hasText: "Acme Robotics first look" });
  await expect(past.locator(".tour-status")).toHaveText("Completed");
  // The upcoming one still reads as Scheduled.
  await expect(
    tours.getByRole("listitem").filter({ hasText: "Acme Robotics tour" }).locator(".tour-status"),
  ).toHaveText("Scheduled");
  await past.getByRole("link", { name: "Acme Robotics first look" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Acme Robotics first look" })).toBeVisible();
  await expect(page.locator(".tour-status")).toHaveText("Completed");
  await expect(page.locator(".tour-page__stop")).toHaveCount(2);
});
