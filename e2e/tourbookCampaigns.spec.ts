import { expect, test, waitForHydration } from "./fixtures";
import { DEMO_PASSWORD, signInOnPage, uniqueEmail } from "./support/accounts";
import { appOperation, signedInApi } from "./support/appOperations";
import { expectNoAxeViolations } from "./support/axe";
import { signedIn } from "./support/signedIn";

// The tourbook's campaigns: the broker's and the client's campaign lists, a campaign's page by stage.
test("a broker lands on their campaigns: clients, needs and stages, narrowed by search and stage", async ({
  page,
}) => {
  await signedIn(page, "broker");
  await page.goto("/tourbook/campaigns");
  await waitForHydration(page);
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
  await signedIn(page, "broker");
  await page.goto("/tourbook/campaigns");
  await waitForHydration(page);
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

test("a long stage shows its first 12 listings and Show all; the keyboard goes on from there, and a selection spans the stage", async ({
  page,
  playwright,
  baseURL,
}) => {
  // A campaign of 15 saved listings, started and filled through the API as the broker.
  const api = await signedInApi(playwright, baseURL, "broker@squarely.test");
  const answer = async (name: string, variables: Record<string, unknown>) => {
    const body = await (await api.post("/graphql", { data: appOperation(name, variables) })).json();
    expect(body.errors).toBeUndefined();
    return body.data;
  };
  const { startCampaign } = await answer("StartCampaignMutation", {
    input: {
      clientEmail: uniqueEmail("long-stage"),
      firstName: "Lee",
      lastName: "Long",
      companyName: "Long Stage",
    },
  });
  const listingIds = Array.from({ length: 15 }, (_, i) => String(i + 1));
  await answer("AddListings", { listingIds, campaignIds: [startCampaign.campaignId] });
  await api.dispose();

  await signedIn(page, "broker");
  await page.goto(`/tourbook/campaigns/${startCampaign.campaignId}`);
  await waitForHydration(page);
  // The broker added them: they are Suggested (issue 25).
  const saved = page.getByRole("region", { name: /^Suggested \(15\)/ });
  const boxes = saved.getByRole("checkbox", { name: /^Select / });
  await expect(boxes).toHaveCount(12);
  await expect(saved.getByText("Showing 12 of 15.")).toBeVisible();
  await expectNoAxeViolations(page);
  await boxes.first().check();

  await saved.getByRole("button", { name: "Show all 15 Suggested listings" }).click();
  await expect(boxes).toHaveCount(15);
  await expect(saved.getByRole("button", { name: /^Show all/ })).toHaveCount(0);
  // Focus lands on the first listing that was behind the button; the keyboard selects it.
  await expect(boxes.nth(12)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(boxes.nth(12)).toBeChecked();
  const bar = page.getByRole("region", { name: "Selected listings" });
  await expect(bar.getByRole("status")).toHaveText("2 selected");
  await expectNoAxeViolations(page);

  // After a reload the stage shows its first 12 again, and the selected 13th too, counted as shown.
  await page.reload();
  await waitForHydration(page);
  await expect(boxes).toHaveCount(13);
  await expect(boxes.nth(12)).toBeChecked();
  await expect(saved.getByText("Showing 13 of 15.")).toBeVisible();
  await expect(bar.getByRole("status")).toHaveText("2 selected");
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
