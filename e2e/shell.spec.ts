import { expect, test, waitForHydration } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { signedIn } from "./support/signedIn";

test("home renders with header, footer and market links", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/\| Squarely$/);
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Smart Tools" })).toHaveAttribute(
    "href",
    "/office-space-calculator",
  );
  await expect(header.getByRole("link", { name: "Quick Start Guide" })).toHaveAttribute(
    "href",
    "/leasopedia/#office-search-guide",
  );
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Chicago" })).toHaveAttribute(
    "href",
    "/office-space/il/chicago",
  );
  await expect(footer.locator("#footer-soho")).toHaveAttribute("href", "/office-space/ny/new-york/soho");
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Squarely`);
  await waitForHydration(page);
});

test("home page has no WCAG A/AA violations", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});

test("home search goes to the city search route", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("combobox", { name: "City" }).fill("Chicago");
  await page.getByLabel(/Team size/).fill("25");
  await page.getByRole("button", { name: /search/i }).click();
  await expect(page).toHaveURL(/\/office-space\/il\/chicago\?numEmployees=25$/);
});

test("an unknown city shows an error toast that hides by itself and keeps what was typed", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("combobox", { name: "City" }).fill("Atlantis");
  await page.getByRole("button", { name: /search/i }).click();
  const toast = page.getByRole("alert");
  await expect(toast).toContainText("We don't cover Atlantis yet.");
  await expect(page.getByRole("combobox", { name: "City" })).toHaveValue("Atlantis");
  await expect(toast).toBeHidden({ timeout: 8000 });
});

test("the market directory modal closes on Escape, outside click and the close button", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const open = page.getByRole("button", { name: /See all \d+ markets/ });
  const dialog = page.getByRole("dialog");

  await open.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("link").first().focus();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();

  await open.click();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});

test("unknown paths answer 404 with the 404 page", async ({ page }) => {
  const response = await page.goto("/this/is/not/a/page/at/all/here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

for (const [from, to] of [
  ["/new-york-city", "/office-space/ny/new-york"],
  ["/houston", "/office-space/tx/houston"],
  ["/landlords", "/"],
  ["/gclid", "/debuginfo"],
]) {
  test(`redirects ${from} to ${to}`, async ({ page }) => {
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, "\\/")}$`));
  });
}

test("a protected route signed out shows the signed-out screen and records it", async ({ page }) => {
  const tracked = page.waitForRequest(
    (req) => req.url().endsWith("/graphql") && (req.postData() ?? "").includes("logged_out_protected_route"),
  );
  await page.goto("/settings");
  await tracked;
  await expect(page.getByRole("link", { name: /sign in/i }).last()).toHaveAttribute(
    "href",
    "/sign-in?redirectTo=%2Fsettings",
  );
});

test("a client-only route renders its shell on the server and its screen in the browser", async ({
  page,
}) => {
  await signedIn(page, "client");
  // Without the browser's code, /settings (client-only) is the page's shell and a spinner: the
  // server sends no settings markup.
  await page.route("**/dist/**", (route) => route.abort());
  await page.goto("/settings");
  await expect(page.getByRole("status").filter({ hasText: "Loading…" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveCount(0);
  // With it, the browser draws the screen: the person's own settings.
  await page.unroute("**/dist/**");
  await page.goto("/settings");
  await waitForHydration(page);
  await expect(page.getByLabel("First name")).toHaveValue("Alex");
  await expect(page.getByText("Loading…")).toHaveCount(0);
});

test("static assets under /dist/ are cached for a year and immutable", async ({ page, request }) => {
  await page.goto("/");
  const src = await page.locator('script[type="module"]').first().getAttribute("src");
  expect(src).toMatch(/^\/dist\//);
  const res = await request.get(src as string);
  expect(res.headers()["cache-control"]).toContain("immutable");
  expect(res.headers()["cache-control"]).toContain("max-age=31536000");
});

test("navigating to another page scrolls to the top", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const terms = page.getByRole("contentinfo").getByRole("link", { name: /terms/i });
  await terms.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await terms.click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("demo mode (the fresh embedded database) says so on every page, also after client navigation and at 360 px", async ({
  page,
}) => {
  const notice = page.getByRole("region", { name: "Demo site" });
  const text =
    "Demo site: listings and people are made up, and the demo accounts' password is published. Don't enter real information. The e-mail the site writes you is under Your mail.";
  await page.goto("/");
  await expect(notice).toHaveText(text);
  await waitForHydration(page);
  await page.getByRole("contentinfo").getByRole("link", { name: /terms/i }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(notice).toHaveText(text);
  // The onboarding flow's streamlined footer, and the smallest supported width.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/profile");
  await expect(notice).toBeVisible();
  const box = await notice.boundingBox();
  expect(box?.y).toBe(0);
  expect(box?.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page, { include: [".demo-notice"] });
});

test("the footer's code hydrates the server's neighbourhood links from the page's own answers, asking nothing", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/graphql")) asked.push(request.postData() ?? "");
  });
  await page.goto("/office-space/ny/new-york");
  await waitForHydration(page);
  const soho = page.getByRole("contentinfo").locator("#footer-soho");
  await expect(soho).toHaveAttribute("href", "/office-space/ny/new-york/soho");
  // Until it nears the viewport the footer is the server's markup, which React does not own yet.
  const ownedByReact = () =>
    soho.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber$")));
  expect(await ownedByReact()).toBe(false);
  await soho.scrollIntoViewIfNeeded();
  await expect.poll(ownedByReact).toBe(true);
  await expect(soho).toHaveAttribute("href", "/office-space/ny/new-york/soho");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Galleria" })).toBeVisible();
  expect(asked.filter((body) => body.includes("FooterDirectoryQuery"))).toEqual([]);
  // And its links are the app's: a click navigates in place.
  await soho.click();
  await expect(page).toHaveURL(/\/office-space\/ny\/new-york\/soho$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("SoHo");
});
