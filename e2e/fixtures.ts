import { test as base, expect, type Page } from "@playwright/test";
import { expectStoredSessionsKept } from "./support/signedIn";

export const test = base.extend<{ consoleErrors: string[]; storedSessionsKept: undefined }>({
  // A test that took a role's stored session (support/signedIn.ts) must leave it signed in.
  storedSessionsKept: [
    async ({ baseURL }, use) => {
      await use(undefined);
      await expectStoredSessionsKept(baseURL);
    },
    { auto: true },
  ],
  // Every page in these tests must load without console errors, page errors or failed sub-resources.
  // The main document's own status is each test's business (a 404 page is expected to answer 404).
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        // A mail's sandboxed frame (issue 25) refuses the test tools' own scripts (axe, locators):
        // that refusal is the sandbox working, not the page failing.
        const sandboxed = msg.text().startsWith("Blocked script execution in 'about:srcdoc'");
        if (msg.type() === "error" && !msg.text().startsWith("Failed to load resource") && !sandboxed)
          errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(err.message));
      page.on("response", (res) => {
        if (res.status() >= 400 && res.request().resourceType() !== "document") {
          errors.push(`${res.status()} ${res.url()}`);
        }
      });
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until React has hydrated the server markup (App sets this flag). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
