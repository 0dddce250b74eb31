import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { PERSONAS, walkFromSignInToWork } from "./support/personas";

for (const persona of PERSONAS) {
  test(`the ${persona.who} signs in from the header and reaches their work through the header alone`, async ({
    page,
  }) => {
    await walkFromSignInToWork(page, persona);
    await expectNoAxeViolations(page);
  });
}

test("a broker signing in from the header's modal lands on their campaigns", async ({ page }) => {
  await page.goto("/about");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  const dialog = page.getByRole("dialog", { name: "Welcome back" });
  await dialog.getByLabel("Email").fill("broker@squarely.test");
  await dialog.getByLabel("Password", { exact: true }).fill("squarely-demo");
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/tourbook\/campaigns$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Get started" })).toHaveCount(0);
});

test("a broker in a campaign gets the campaign header: its name, and the logo to the campaign list", async ({
  page,
}) => {
  await walkFromSignInToWork(page, PERSONAS[1]);
  await page.getByRole("main").getByRole("article").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/tourbook\/campaigns\/[^/]+$/);
  const heading = page.getByRole("heading", { level: 1, name: /’s? Campaign$/ });
  await expect(heading).toBeVisible();
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: (await heading.textContent()) ?? "" })).toHaveAttribute(
    "href",
    /^\/tourbook\/campaigns\/[0-9a-f-]{36}$/,
  );
  await banner.getByRole("link", { name: "Squarely campaigns" }).click();
  await expect(page).toHaveURL(/\/tourbook\/campaigns$/);
});
