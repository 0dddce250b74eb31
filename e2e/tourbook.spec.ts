import { expect, test } from "./fixtures";
import { DEMO_PASSWORD, signInOnPage } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";

test("a broker lands on their campaigns: clients, needs and stages, narrowed by search and stage", async ({
  page,
}) => {
  await signInOnPage(page, "broker@squarely.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/tourbook\/campaigns$/);
  await expect(page.getByRole("heading", { level: 1, name: "Campaigns" })).toBeVisible();
  const list = page.getByRole("list", { name: "Campaigns" });
  const acme = list
    .getByRole("article")
    .filter({ has: page.getByRole("link", { name: "Acme Robotics", exact: true }) });
  await expect(acme).toContainText("Alex Rivera");
  await expect(acme.getByRole("list", { name: "Listings by stage" })).toBeVisible();
  const all = await list.getByRole("article").count();
  expect(all).toBeGreaterThan(1);

  const filters = page.getByRole("search", { name: "Campaign filters" });
  await filters.getByLabel(/^Search campaigns/).fill("acme");
  await filters.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\?q=acme$/);
  await expect(page.getByText(/campaigns? match/)).toBeVisible();
  await expect(list).toHaveAttribute("aria-busy", "false");
  for (const title of await list.getByRole("heading", { level: 2 }).allTextContents()) {
    expect(title.toLowerCase()).toContain("acme");
  }

  await filters.getByLabel(/^Search campaigns/).fill("no campaign is called this");
  await filters.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("heading", { name: "No campaigns match these filters" })).toBeVisible();
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/tourbook\/campaigns$/);
  await expect(list.getByRole("article")).toHaveCount(all);

  await filters.getByLabel("Stage").selectOption({ label: "Has tour requested" });
  await expect(page).toHaveURL(/stage=TOUR_REQUESTED/);
  await expect(page.locator(".campaign-list[aria-busy='false']")).toBeVisible();
  expect(await list.getByRole("article").count()).toBeGreaterThan(0);
  for (const card of await list.getByRole("article").all()) {
    await expect(card.getByRole("list", { name: "Listings by stage" })).toContainText("Tour requested");
  }
  await expectNoAxeViolations(page);
});

test("a campaign's page groups its listings by stage; a move shows at once and stays after a reload", async ({
  page,
}) => {
  await signInOnPage(page, "broker@squarely.test", DEMO_PASSWORD);
  await page
    .getByRole("list", { name: "Campaigns" })
    .getByRole("link", { name: "Lumen Design", exact: true })
    .click();
  await expect(page).toHaveURL(/\/tourbook\/campaigns\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Lumen Design’s Campaign" })).toBeVisible();
  await expect(page.getByText("Sofia Rossi · Lumen Design")).toBeVisible();

  const section = (stage: string) => page.getByRole("region", { name: new RegExp(`^${stage} \\(`) });
  // Whatever stage its first listing is at, it moves to another and back.
  const select = page.locator(".campaign-stage").first().getByRole("combobox").first();
  const name = (await select.getAttribute("aria-label")) as string;
  const from = await select.inputValue();
  const [to, toLabel] = from === "OFFER" ? ["TOURED", "Toured"] : ["OFFER", "Offer"];
  await expect(page.getByText(/^Added by .+ on /).first()).toBeVisible();
  await select.selectOption(to);
  await expect(section(toLabel).getByRole("combobox", { name })).toHaveValue(to);
  await page.reload();
  await expect(section(toLabel).getByRole("combobox", { name })).toHaveValue(to);
  await expectNoAxeViolations(page);

  // Back where it was, so the demo data stays as other tests expect it.
  await page.getByRole("combobox", { name }).selectOption(from);
  await expect(page.getByRole("combobox", { name })).toHaveValue(from);
  await expect(section(toLabel).getByRole("combobox", { name })).toHaveCount(0);
  await page.getByRole("link", { name: "All campaigns" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Campaigns" })).toBeVisible();
});

test("a client sees their own tourbooks with their broker, and it fits a phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInOnPage(
    page,
    "client@squarely.test",
    DEMO_PASSWORD,
    "/sign-in?redirectTo=%2Ftourbook%2Fcampaigns",
  );
  await expect(page).toHaveURL(/\/tourbook\/campaigns$/);
  const acme = page
    .getByRole("list", { name: "Campaigns" })
    .getByRole("article")
    .filter({ has: page.getByRole("link", { name: "Acme Robotics", exact: true }) });
  await expect(acme).toContainText("With Jamie Chen");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);

  await acme.getByRole("link", { name: "Acme Robotics", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Acme Robotics" })).toBeVisible();
  await expect(page.getByText("With Jamie Chen")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
});
