import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { ownShard } from "./shards";

export const DEMO_PASSWORD = "squarely-demo";
/** Where the SMTP sink of this worker's server keeps its mail (e2e/support/shards.ts). */
export const MAIL_DIR = ownShard().mailDir;

/** A unique address, so each test owns its account and tests never depend on one another. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Signs in on the sign-in page's form and waits for the server to answer (right password or wrong). */
export async function signInOnPage(page: Page, email: string, password: string, path = "/sign-in") {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const form = page.getByRole("main");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  // Wait for the server's answer: a caller that navigates at once would otherwise race the sign-in
  // request (the navigation cancels it, and the next page is served signed out).
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      (response.request().postData() ?? "").includes('"operationName":"SignIn"'),
  );
  await form.getByRole("button", { name: "Sign In" }).click();
  await answered;
}

/** Creates an account through the header's sign-in modal ("Create Account"). */
/** Signs out with the /sign-out page's button (loading the page alone signs nobody out). */
export async function signOutOnPage(page: Page) {
  await page.goto("/sign-out");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
}

export async function createAccount(page: Page, email: string, password: string, firstName = "Casey") {
  await page.goto("/");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  const dialog = page.getByRole("dialog");
  await dialog
    .getByRole("button", { name: "Create Account" })
    .or(dialog.getByRole("link", { name: "Create Account" }))
    .click();
  await dialog.getByLabel("First name").fill(firstName);
  await dialog.getByLabel("Last name").fill("Tester");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByLabel(/Company/).fill("Tester & Co");
  await dialog
    .getByRole("button", { name: /create account/i })
    .last()
    .click();
  await expect(page.getByRole("banner")).toContainText(`${firstName} Tester`);
}
