import type { Page } from "@playwright/test";
import { SIGN_IN_PAGE_FAILURE } from "../src/common/account/accountErrors";
import { expect, test, waitForHydration } from "./fixtures";

/*
 * Issue 10's form kit, ahead of issue 14: every form is a `<form method="post">` with named fields,
 * so an Enter pressed before the scripts arrive never puts a password in a URL, and whatever is
 * typed before hydration survives it. The page's scripts are held back (not delayed by a guessed
 * time) until the test has typed, then released.
 */

/** Holds every /dist/ script until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/dist\/.*\.js(\?.*)?$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Opens a page whose scripts are held: only its server-rendered HTML is there. */
async function openWithoutScripts(page: Page, path: string) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: "commit" });
  await expect(page.locator("form[method=post]").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  return release;
}

const PASSWORD = "Early-Typed-Secret-42";

test("an Enter on /sign-in before the scripts arrive posts, and the password never reaches a URL", async ({
  page,
}) => {
  const urls: string[] = [];
  page.on("request", (req) => urls.push(req.url()));
  const release = await openWithoutScripts(page, "/sign-in?redirectTo=%2Fsettings");
  const form = page.locator("form[method=post]").first();
  for (const field of await form.locator("input:not([type=hidden])").all()) {
    expect(await field.getAttribute("name")).toBeTruthy();
  }
  await page.getByLabel("Email").fill("client@squarely.test");
  await page.getByLabel("Password").fill(PASSWORD);
  const posted = page.waitForRequest((req) => req.method() === "POST" && req.resourceType() === "document");
  await page.getByLabel("Password").press("Enter");
  const post = await posted;
  expect(post.url()).toMatch(/\/sign-in\?redirectTo=%2Fsettings$/);
  // Issue 14: the server answers the post itself: a wrong password, the page again with its text.
  expect((await post.response())?.status()).toBe(400);
  await expect(page.getByRole("alert")).toHaveText(SIGN_IN_PAGE_FAILURE);
  await expect(page.getByLabel("Email")).toHaveValue("client@squarely.test");
  await expect(page.getByLabel("Password")).toHaveValue("");
  expect(page.url()).not.toContain(PASSWORD);
  expect(page.url()).not.toContain("password");
  for (const url of urls) expect(url).not.toContain(PASSWORD);
  expect(await page.content()).not.toContain(PASSWORD);
  release();
});

test("/sign-in keeps what was typed before hydration and signs in with it", async ({ page }) => {
  const release = await openWithoutScripts(page, "/sign-in");
  await page.getByLabel("Email").fill("nobody@squarely.test");
  await page.getByLabel("Password").fill(PASSWORD);
  release();
  await waitForHydration(page);
  await expect(page.getByLabel("Email")).toHaveValue("nobody@squarely.test");
  await expect(page.getByLabel("Password")).toHaveValue(PASSWORD);
  // Sent with the typed values: the server's refusal, not "Enter your password."
  await page.locator("#main-content").getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText(SIGN_IN_PAGE_FAILURE);
  await expect(page.getByLabel("Email")).toHaveValue("nobody@squarely.test");
});

test("/forgot-password keeps what was typed before hydration and sends it", async ({ page }) => {
  const release = await openWithoutScripts(page, "/forgot-password");
  await page.getByLabel("Email").fill("early@squarely.test");
  release();
  await waitForHydration(page);
  await expect(page.getByLabel("Email")).toHaveValue("early@squarely.test");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "If an account exists for early@squarely.test" }),
  ).toBeVisible();
});

test("/contact-us keeps what was typed before hydration, through later changes", async ({ page }) => {
  const release = await openWithoutScripts(page, "/contact-us");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Your name").fill("Early Bird");
  await form.getByLabel("Your e-mail").fill("early@example.com");
  await form.getByLabel("How can we help?").fill("Typed before the scripts.");
  release();
  await waitForHydration(page);
  // A change elsewhere re-renders the form from its state: the early values must be in it.
  await form.getByLabel("Phone").fill("212 555 0142");
  await expect(form.getByLabel("Your name")).toHaveValue("Early Bird");
  await expect(form.getByLabel("Your e-mail")).toHaveValue("early@example.com");
  await expect(form.getByLabel("How can we help?")).toHaveValue("Typed before the scripts.");
});

test("/office-space-calculator keeps what was typed before hydration", async ({ page }) => {
  const release = await openWithoutScripts(page, "/office-space-calculator");
  const form = page.getByRole("form", { name: "Your team" });
  await form.getByLabel("Headcount today").fill("40");
  await form.getByRole("checkbox", { name: "Kitchen" }).uncheck();
  await form.getByRole("radio", { name: /Open plan/i }).check();
  release();
  await waitForHydration(page);
  await form.getByLabel("Phone booths").fill("3");
  await expect(form.getByLabel("Headcount today")).toHaveValue("40");
  await expect(form.getByRole("checkbox", { name: "Kitchen" })).not.toBeChecked();
  await expect(form.getByRole("radio", { name: /Open plan/i })).toBeChecked();
});

test("the home search keeps what was typed before hydration", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  const form = page.getByRole("form", { name: "Search for space" });
  await form.getByLabel("City").fill("Austin");
  release();
  await waitForHydration(page);
  await form.getByLabel(/Team size/).fill("12");
  await expect(form.getByLabel("City")).toHaveValue("Austin");
});

test("the search filters keep what was typed before hydration", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/office-space/ny/new-york", { waitUntil: "commit" });
  const filters = page.getByRole("region", { name: "Search filters" });
  await filters.getByLabel("Team size").fill("30");
  await filters.getByLabel("Maximum square feet").fill("9000");
  release();
  await waitForHydration(page);
  await filters.getByLabel("Minimum square feet").fill("1000");
  await expect(filters.getByLabel("Team size")).toHaveValue("30");
  await expect(filters.getByLabel("Maximum square feet")).toHaveValue("9000");
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/numEmployees=30&min_sf=1000&max_sf=9000/);
});
