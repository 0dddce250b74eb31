import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { DEMO_PASSWORD, signInOnPage } from "./support/accounts";
import { appOperation } from "./support/appOperations";
import { expectNoAxeViolations } from "./support/axe";

type StoredEvent = {
  id: string;
  type: "TRACK" | "IDENTIFY" | "PAGE";
  name: string | null;
  properties: Record<string, unknown>;
  userEmail: string | null;
  anonymousId: string | null;
  serverId: string | null;
};

/** An admin's API session, the support path for reading stored events. */
async function adminApi(
  playwright: { request: { newContext(o: object): Promise<APIRequestContext> } },
  baseURL: string,
) {
  const api = await playwright.request.newContext({ baseURL });
  const signIn = await api.post("/graphql", {
    data: appOperation("SignIn", { email: "admin@squarely.test", password: DEMO_PASSWORD }),
  });
  expect(signIn.ok()).toBe(true);
  return {
    /** This browser's events, oldest first. */
    async events(anonymousId: string): Promise<StoredEvent[]> {
      const res = await api.post("/graphql", {
        data: appOperation("AnalyticsEventsQuery", { anonymousId, last: 100 }),
      });
      const body = (await res.json()) as { data: { analyticsEvents: StoredEvent[] } };
      return body.data.analyticsEvents.slice().reverse();
    },
    dispose: () => api.dispose(),
  };
}

async function browserIds(page: Page): Promise<{ anonymousId: string; serverId: string }> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem("squarely:anonymousId"))).toBeTruthy();
  const anonymousId = (await page.evaluate(() => localStorage.getItem("squarely:anonymousId"))) as string;
  // Cached public pages set no cookie: SERVERID comes with the first GraphQL answer.
  const serverIdCookie = async () =>
    (await page.context().cookies()).find((c) => c.name === "SERVERID")?.value ?? "";
  await expect.poll(serverIdCookie).toMatch(/^app-\d+$/);
  return { anonymousId, serverId: await serverIdCookie() };
}

test("page views are stored in order with the SERVERID, path, title and referrer", async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await adminApi(playwright, baseURL as string);
  await page.goto("/");
  await waitForHydration(page);
  const { anonymousId, serverId } = await browserIds(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Chicago" }).click();
  await expect(page).toHaveURL(/\/office-space\/il\/chicago$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Chicago");

  await expect
    .poll(async () => (await admin.events(anonymousId)).map((e) => e.name))
    .toEqual(["home", "searchLanding"]);
  const [home, search] = await admin.events(anonymousId);
  for (const event of [home, search]) {
    expect(event).toMatchObject({ type: "PAGE", serverId, userEmail: null });
    expect(event.properties.userType).toBe("external");
  }
  expect(home.properties).toMatchObject({ path: "/", search: "", referrer: "" });
  expect(home.properties.title).toMatch(/\| Squarely$/);
  expect(search.properties).toMatchObject({
    path: "/office-space/il/chicago",
    referrer: `${baseURL}/`,
  });
  await admin.dispose();
});

test("events wait and are retried every 100 ms while the endpoint is unreachable", async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await adminApi(playwright, baseURL as string);
  const attempts: number[] = [];
  await page.route("**/graphql", async (route) => {
    const body = route.request().postData() ?? "";
    if (body.includes('"RecordEvents"') && attempts.push(Date.now()) <= 4) return route.abort("failed");
    return route.continue();
  });
  await page.goto("/maintenance");
  await waitForHydration(page);
  const { anonymousId } = await browserIds(page);
  await expect
    .poll(async () => (await admin.events(anonymousId)).map((e) => e.name))
    .toEqual(["maintenance"]);
  expect(attempts.length).toBeGreaterThanOrEqual(5);
  // Four failures, each followed by a retry about 100 ms later.
  for (let i = 1; i < 5; i++) {
    const gap = attempts[i] - attempts[i - 1];
    expect(gap).toBeGreaterThanOrEqual(90);
    expect(gap).toBeLessThan(1000);
  }
  await admin.dispose();
});

test("a signed-in broker is identified as internal, and the browser stays internal", async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await adminApi(playwright, baseURL as string);
  await signInOnPage(page, "broker@squarely.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/tourbook\/campaigns$/);
  const { anonymousId } = await browserIds(page);
  await expect
    .poll(async () => (await admin.events(anonymousId)).find((e) => e.type === "IDENTIFY"))
    .toMatchObject({
      userEmail: "broker@squarely.test",
      properties: { email: "broker@squarely.test", userType: "internal" },
    });
  expect(await page.evaluate(() => localStorage.getItem("squarely:internal"))).toBe("1");
  const pages = (await admin.events(anonymousId)).filter((e) => e.type === "PAGE");
  expect(pages.at(-1)?.properties.userType).toBe("internal");
  await admin.dispose();
});

test("/gclid lands on /debuginfo, which shows the kept ad click, and events carry it", async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await adminApi(playwright, baseURL as string);
  await page.goto("/gclid?gclid=Cj0KCQ-e2e_1&gclsrc=aw.ds");
  await expect(page).toHaveURL(/\/debuginfo\?gclid=Cj0KCQ-e2e_1&gclsrc=aw\.ds$/);
  await waitForHydration(page);
  const { anonymousId, serverId } = await browserIds(page);
  const list = page.locator(".debug-info__list");
  const row = (label: string) =>
    list.locator("div", { has: page.getByText(label, { exact: true }) }).locator("dd");
  await expect(row("gclid")).toContainText("Cj0KCQ-e2e_1 (kept until ");
  const until = (await row("gclid").textContent())?.match(/kept until (.+)\)/)?.[1] as string;
  const days = (new Date(until).getTime() - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(89.9);
  expect(days).toBeLessThanOrEqual(90);
  await expect(row("Server id (SERVERID cookie)")).toHaveText(serverId);
  await expect(row("Answering server")).toHaveText(serverId);
  await expect(row("User type")).toHaveText("external");
  await expect(row("Feature flags")).toHaveText("Sign in to see your account's feature flags");
  await expect(row("App version")).toContainText("0.1.0");
  await expect
    .poll(async () => (await admin.events(anonymousId)).map((e) => e.properties.gclid))
    .toEqual(["Cj0KCQ-e2e_1"]);
  await expectNoAxeViolations(page);
  await admin.dispose();
});

test("a gclid from another source than Google Ads is not kept", async ({ page }) => {
  await page.goto("/gclid?gclid=Cj0KCQ-e2e_2&gclsrc=ds");
  await waitForHydration(page);
  const list = page.locator(".debug-info__list");
  await expect(
    list.locator("div", { has: page.getByText("gclid", { exact: true }) }).locator("dd"),
  ).toHaveText("None");
});

test("/debuginfo copies its details for support", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInOnPage(page, "client@squarely.test", DEMO_PASSWORD, "/sign-in?redirectTo=%2Fdebuginfo");
  await expect(page).toHaveURL(/\/debuginfo$/);
  await expect(page.getByText("client@squarely.test", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Copy to clipboard" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Debug info copied to the clipboard." }),
  ).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("Signed in as: client@squarely.test");
  expect(copied).toContain("Feature flags: ");
  expect(copied).toMatch(/Server id \(SERVERID cookie\): app-\d+/);
  expect(copied).not.toMatch(/sq_session|password/i);
});

test("/maintenance is a calm page with the header, the footer and a way to reach us", async ({ page }) => {
  const res = await page.goto("/maintenance");
  expect(res?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page).toHaveTitle("Down for maintenance | Squarely");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("We’re making Squarely better");
  await expect(main).toContainText("Your data is safe");
  await expect(main.getByRole("link", { name: "hello@squarely.test" })).toHaveAttribute(
    "href",
    "mailto:hello@squarely.test",
  );
  await expectNoAxeViolations(page);
});

test("/site-styles asks a visitor to sign in, and records that", async ({ page, playwright, baseURL }) => {
  const admin = await adminApi(playwright, baseURL as string);
  await page.goto("/site-styles");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Sign in to continue" })).toBeVisible();
  const { anonymousId } = await browserIds(page);
  await expect
    .poll(async () => (await admin.events(anonymousId)).find((e) => e.name === "logged_out_protected_route"))
    .toMatchObject({ type: "TRACK", properties: { path: "/site-styles" } });
  await admin.dispose();
});

test("/site-styles shows the tokens and working components to a signed-in user", async ({ page }) => {
  // axe alone takes about 8 s on this long page (every token is a node it checks for contrast).
  test.setTimeout(60_000);
  await signInOnPage(page, "client@squarely.test", DEMO_PASSWORD, "/sign-in?redirectTo=%2Fsite-styles");
  await expect(page).toHaveURL(/\/site-styles$/);
  await expect(page.getByRole("heading", { level: 1, name: "Style guide" })).toBeVisible();
  const colours = page.getByRole("region", { name: "Colours" });
  await expect(colours.getByText("--color-accent", { exact: true })).toBeVisible();
  await expect(colours.getByText("#1d4ed8")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Spacing" }).getByText("--space-1", { exact: true }),
  ).toBeVisible();
  const components = page.getByRole("region", { name: "Components" });
  await expect(components.locator(".listing-card")).toHaveCount(1);
  await expect(components.locator(".listing-card__title")).not.toBeEmpty();
  await components.getByRole("button", { name: "Open a modal" }).click();
  const dialog = page.getByRole("dialog", { name: "A modal dialog" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await components.getByRole("button", { name: "Show the success toast" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Success!" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the style guide's variants show one part each, signed in like /site-styles", async ({ page }) => {
  await page.goto("/site-styles/components");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Style guide: Components");
  await signInOnPage(
    page,
    "client@squarely.test",
    DEMO_PASSWORD,
    "/sign-in?redirectTo=%2Fsite-styles%2Fcomponents",
  );
  await expect(page).toHaveURL(/\/site-styles\/components$/);
  await expect(page.getByRole("heading", { level: 1, name: "Style guide: Components" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Components" }).getByLabel("Team size")).toBeVisible();
  await expect(page.getByRole("region", { name: "Colours" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  const pages = page.getByRole("navigation", { name: "Style guide pages" });
  await pages.getByRole("link", { name: "Colours" }).click();
  await expect(page).toHaveURL(/\/site-styles\/colours$/);
  await expect(page.getByRole("heading", { level: 1, name: "Style guide: Colours" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Colours" }).getByText("--color-accent", { exact: true }),
  ).toBeVisible();
  expect((await page.goto("/site-styles/no-such-part"))?.status()).toBe(404);
});

test("no page loads anything from another host but the configured map tiles", async ({ page, baseURL }) => {
  const ours = new URL(baseURL as string).host;
  const elsewhere: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.protocol === "data:" || url.protocol === "blob:" || url.host === ours) return;
    // Map tiles are images from the TILE_URL setting, not scripts or beacons.
    if (req.resourceType() === "image" && url.host.endsWith("tile.openstreetmap.org")) return;
    elsewhere.push(`${req.resourceType()} ${req.url()}`);
  });
  await signInOnPage(page, "client@squarely.test", DEMO_PASSWORD);
  for (const path of ["/", "/office-space/ny/new-york", "/debuginfo", "/site-styles", "/maintenance"]) {
    await page.goto(path);
    await waitForHydration(page);
  }
  await page.waitForLoadState("networkidle");
  expect(elsewhere).toEqual([]);
  const scripts = await page.evaluate(() => [...document.scripts].map((s) => s.src).filter(Boolean));
  for (const src of scripts) expect(new URL(src).host).toBe(ours);
});
