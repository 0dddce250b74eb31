import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { signedIn } from "./support/signedIn";

const shots = process.env.ADMIN_SCREENSHOTS;

/** The featured order's listing pages, as the admin list links them. */
const adminOrder = (page: Page) =>
  page
    .getByRole("list", { name: "Featured order" })
    .getByRole("listitem")
    .evaluateAll((items: HTMLElement[]) =>
      items.map((li) => li.querySelector("a")?.getAttribute("href") ?? ""),
    );

test("an admin features Houston office listings, orders them by keyboard and by dragging, and the city page shows that order", async ({
  page,
}) => {
  await signedIn(page, "admin");
  await page.goto("/featured-listings-admin");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Featured listings" })).toBeVisible();
  await page.getByLabel("Market", { exact: true }).selectOption({ label: "Houston, TX" });
  await page.getByLabel("Property type", { exact: true }).selectOption({ label: "Office" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/market=\d+&type=office/);
  await expect(page.getByRole("heading", { name: "Office in Houston" })).toBeVisible();

  // Start from a list of this test's own: the seeded ones are removed, three are added from a search.
  const removes = page.getByRole("list", { name: "Featured order" }).getByRole("button", { name: /^Remove/ });
  while ((await removes.count()) > 0) await removes.first().click();
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const results = page.getByRole("list", { name: "Search results" });
  for (let i = 0; i < 3; i++) await results.getByRole("button", { name: /^Add / }).first().click();
  await expect(page.getByText("3 of 12 featured.", { exact: false })).toBeVisible();

  // Keyboard: Move up on the third, announced, focus kept on the moved listing's button.
  const before = await adminOrder(page);
  const moveUp = page
    .getByRole("list", { name: "Featured order" })
    .getByRole("button", { name: /^Move up/ })
    .nth(2);
  await moveUp.focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: /^Moved .* to position 2 of 3\.$/ }),
  ).toBeAttached();
  expect(await adminOrder(page)).toEqual([before[0], before[2], before[1]]);
  await expect(page.locator(":focus")).toHaveAccessibleName(/^Move up/);

  // Drag: the first onto the last place.
  const items = page.getByRole("list", { name: "Featured order" }).getByRole("listitem");
  await items.nth(0).dragTo(items.nth(2));
  const saved = await adminOrder(page);
  expect(saved).toEqual([before[2], before[1], before[0]]);
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/featured-desktop.png`, fullPage: true });

  await page.getByRole("button", { name: "Save order" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Changes saved!" })).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Office in Houston" })).toBeVisible();
  expect(await adminOrder(page)).toEqual(saved);

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate("document.documentElement.scrollWidth - window.innerWidth")).toBeLessThanOrEqual(
    0,
  );
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/featured-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole("link", { name: "See the city page" }).click();
  await expect(page).toHaveURL(/\/office-space\/tx\/houston$/);
  const featured = page.getByRole("region", { name: "Featured spaces in Houston" });
  await expect(featured).toBeVisible();
  const shown = await featured
    .getByRole("listitem")
    .evaluateAll((items: HTMLElement[]) =>
      items.map((li) => li.querySelector("a")?.getAttribute("href") ?? ""),
    );
  expect(shown).toEqual(saved);
});

test("a broker who opens the featured listings admin gets the Unauthorized page", async ({ page }) => {
  await signedIn(page, "broker");
  await page.goto("/featured-listings-admin");
  await waitForHydration(page);
  await expect(page.getByRole("main")).toContainText("You are not permitted to access this content.");
  await expect(page.getByRole("list", { name: "Featured order" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
