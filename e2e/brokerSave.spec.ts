import { expect, test, waitForHydration } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { signedIn } from "./support/signedIn";

/** Where the screenshots go when TOUR_SCREENSHOTS names a folder. */
const shots = process.env.TOUR_SCREENSHOTS;

test("a broker saving from search chooses the campaign, newest first; the listing lands as Suggested (issue 25)", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signedIn(page, "broker");
  await page.goto("/office-space/ny/new-york");
  await waitForHydration(page);
  const card = page.getByRole("list", { name: "Spaces on this page" }).getByRole("article").nth(3);
  const title = (await card.getByRole("heading").first().textContent()) as string;
  const toggle = card.getByRole("button", { name: /^Save: / });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const menu = card.getByRole("group", { name: "Save to which campaign?" });
  const choices = menu.getByRole("button");
  await expect(choices.first()).toBeFocused();
  const count = await choices.count();
  expect(count).toBeGreaterThan(1);
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/broker-save-desktop.png` });
  // Escape closes it and gives focus back to the button.
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(toggle).toBeFocused();

  await page.setViewportSize({ width: 390, height: 844 });
  await toggle.click();
  await expect(choices.first()).toBeFocused();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  if (shots) await page.screenshot({ path: `${shots}/broker-save-390.png` });
  await page.setViewportSize({ width: 1280, height: 720 });
  // The second campaign, not the latest: the save goes where the broker chose.
  const chosen = ((await choices.nth(1).textContent()) as string).split(" · ")[0];
  await choices.nth(1).click();
  await expect(page.getByRole("status").filter({ hasText: "Added 1 listing to" })).toContainText(chosen);
  await expect(menu).toHaveCount(0);

  // On that campaign's page, the broker's addition is Suggested.
  await page.goto("/tourbook/campaigns");
  await waitForHydration(page);
  await page
    .getByRole("link", { name: new RegExp(chosen) })
    .first()
    .click();
  await waitForHydration(page);
  const suggested = page.getByRole("region", { name: /^Suggested \(/ });
  await expect(suggested.getByText(title, { exact: false }).first()).toBeVisible();
});
