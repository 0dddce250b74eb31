import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { uniqueEmail } from "./support/accounts";
import { signedIn } from "./support/signedIn";

// Issue 25: a browser outside UTC saw React error #418 on the admin screens, because the server
// wrote times in its own zone and the browser in another. Now the server markup says UTC, and the
// page switches to the viewer's zone (named) once hydrated.
test.use({ timezoneId: "America/Los_Angeles" });

function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  const note = (text: string) => {
    if (/#418|#423|#425|hydrat/i.test(text)) problems.push(text);
  };
  page.on("console", (msg) => note(msg.text()));
  page.on("pageerror", (err) => note(err.message));
  return problems;
}

/** Loads a screen from the server and checks its first time reads in Los Angeles time, hydrated cleanly. */
async function expectLocalTimes(page: Page, path: string, problems: string[], someTime = true) {
  problems.length = 0;
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const times = page.locator("main time");
  if (someTime) await expect(times.first()).toBeVisible();
  for (const text of await times.allInnerTexts()) expect(text).toMatch(/\d{4}, \d{1,2}:\d{2} [AP]M P[SD]T$/);
  expect(problems, `hydration errors on ${path}`).toEqual([]);
}

test("admin and research screens render times without hydration errors in a browser outside UTC", async ({
  page,
}) => {
  const problems = watchHydration(page);
  const name = `Dana ${Date.now()}`;
  await page.goto("/contact-us");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("Your e-mail").fill(uniqueEmail("dates"));
  await form.getByLabel("How can we help?").fill("A quiet office for six.");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Thank you, ${name}.` })).toBeVisible();

  await signedIn(page, "admin");
  // Marking it handled writes an audit row, so the audit log has a time to show.
  await expectLocalTimes(page, "/contact-submissions", problems);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await row.getByRole("button", { name: `Mark handled: ${name}` }).click();
  await expect(row).toContainText("Handled");

  await expectLocalTimes(page, "/contact-submissions?handled=yes", problems);
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText(
    /Handled \w{3} \d+, \d{4}.*P[SD]T/,
  );
  await expectLocalTimes(page, "/audit-log", problems);
  await expectLocalTimes(page, "/importer", problems);
  await expectLocalTimes(page, "/analytics-events", problems);

  await signedIn(page, "research");
  // The research screens show a time only where the team has checked or a vendor has sent something.
  await expectLocalTimes(page, "/research-team/buildings", problems, false);
  await expectLocalTimes(page, "/research-team/listing-review", problems, false);
});
