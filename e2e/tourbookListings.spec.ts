import { expect, test, waitForHydration } from "./fixtures";
import { DEMO_PASSWORD } from "./support/accounts";
import { appOperation, demoClientCampaign, signedInApi } from "./support/appOperations";
import { expectNoAxeViolations } from "./support/axe";
import { signedIn } from "./support/signedIn";

// Listings into and out of campaigns: saved from search, removed, added to another campaign.
test("a visitor saves a listing from search: the sign-in modal first, then the save, shown on the card", async ({
  page,
  playwright,
  baseURL,
}) => {
  // Which listings the demo client's campaign holds already, read as the client through the API.
  const campaign = await demoClientCampaign(playwright, baseURL);
  const inCampaign = new Set(campaign.listings.map((l) => l.id));

  await page.goto("/office-space/ny/new-york");
  await waitForHydration(page);
  const cards = page.getByRole("list", { name: "Spaces on this page" }).getByRole("article");
  const ids = await cards.evaluateAll((all) => all.map((a) => a.getAttribute("data-listing-id")));
  const index = ids.findIndex((id) => id !== null && !inCampaign.has(id));
  expect(index).toBeGreaterThanOrEqual(0);
  const card = cards.nth(index);

  await card.getByRole("button", { name: /^Save: / }).click();
  const dialog = page.getByRole("dialog", { name: "Welcome back" });
  await dialog.getByLabel("Email").fill("client@squarely.test");
  await dialog.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole("button", { name: "Sign In" }).click();

  await expect(
    page
      .getByRole("alert")
      .or(page.getByRole("status"))
      .filter({ hasText: /^Added 1 listing to .+'s? campaign\.$/ }),
  ).toBeVisible();
  const toggle = card.getByRole("button", { name: /^Saved: / });
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  // Saved on the server: still saved after a reload.
  await page.reload();
  await waitForHydration(page);
  await expect(
    page.locator(`article[data-listing-id="${ids[index]}"]`).getByRole("button", { name: /^Saved: / }),
  ).toBeVisible();
  // The saved card's page, scanned in its main content: after this reload axe sometimes reports a
  // target-size node at :root (not an element of ours; search.spec.ts scans the whole search page).
  await expectNoAxeViolations(page, { include: ["main"] });
});

test("a broker removes a listing that a survey lists: the spec's question, then the force question, then it is gone", async ({
  page,
  playwright,
  baseURL,
}) => {
  // Set-up through the API, as the app's own operations: a listing new to the client's campaign,
  // put into the campaign's survey (and with it into the campaign) by its broker.
  const campaign = await demoClientCampaign(playwright, baseURL);
  await page.goto("/office-space/ny/new-york?page=2");
  const ids = await page
    .getByRole("list", { name: "Spaces on this page" })
    .getByRole("article")
    .evaluateAll((all) => all.map((a) => a.getAttribute("data-listing-id")));
  const inCampaign = new Set(campaign.listings.map((l) => l.id));
  const listingId = ids.find((id) => id !== null && !inCampaign.has(id));
  expect(listingId).toBeTruthy();
  const api = await signedInApi(playwright, baseURL, "broker@squarely.test");
  const added = await api.post("/graphql", {
    data: appOperation("AddListings", { listingIds: [listingId], surveyIds: [campaign.surveys[0].id] }),
  });
  expect(((await added.json()) as { errors?: unknown }).errors).toBeUndefined();
  await api.dispose();

  await signedIn(page, "broker");
  // By uuid, as the e-mails link it: the removal must refresh the page whichever way it was named.
  await page.goto(`/tourbook/campaigns/${campaign.uuid}`);
  await waitForHydration(page);
  const item = page
    .locator(".campaign-listing")
    .filter({ has: page.locator(`[data-listing-id="${listingId}"]`) });
  await item.getByRole("checkbox", { name: /^Select / }).check();
  const bar = page.getByRole("region", { name: "Selected listings" });
  await expect(bar.getByRole("status")).toHaveText("1 selected");
  await bar.getByRole("button", { name: "Remove from campaign" }).click();

  const first = page.getByRole("dialog", { name: "Remove listings" });
  await expect(first).toContainText("Are you sure you want to remove these listings from this Campaign?");
  await first.getByRole("button", { name: "Remove" }).click();
  const force = page.getByRole("dialog", { name: "Also in surveys or tours" });
  await expect(force).toContainText(
    "These listings appear in one or more Surveys or Tours. If you delete them, they will be deleted from those Surveys or Tours. Are you sure you want to delete?",
  );
  await expectNoAxeViolations(page);
  await force.getByRole("button", { name: "Delete" }).click();

  await expect(page.getByRole("status").filter({ hasText: "Listings removed successfully." })).toBeVisible();
  await expect(item).toHaveCount(0);
  await expect(bar).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator(`[data-listing-id="${listingId}"]`)).toHaveCount(0);
});

test("a broker adds a campaign's selected listing to another client's campaign through the Add to… dialog", async ({
  page,
}) => {
  await signedIn(page, "broker");
  const campaignPath = async (name: string) => {
    await page.goto("/tourbook/campaigns");
    const link = page.getByRole("list", { name: "Campaigns" }).getByRole("link", { name, exact: true });
    return (await link.getAttribute("href")) ?? "";
  };
  const lumen = await campaignPath("Lumen Design");
  const acme = await campaignPath("Acme Robotics");
  const cardIds = async () =>
    page
      .locator(".campaign-listing [data-listing-id]")
      .evaluateAll((all) => all.map((a) => a.getAttribute("data-listing-id")));
  await page.goto(lumen);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const inLumen = new Set(await cardIds());

  await page.goto(acme);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Acme Robotics’ Campaign" })).toBeVisible();
  const listingId = (await cardIds()).find((id) => id !== null && !inLumen.has(id));
  expect(listingId).toBeTruthy();
  await page
    .locator(".campaign-listing")
    .filter({ has: page.locator(`[data-listing-id="${listingId}"]`) })
    .getByRole("checkbox", { name: /^Select / })
    .check();
  await page
    .getByRole("region", { name: "Selected listings" })
    .getByRole("button", { name: "Add to…" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Add to…" });
  await expect(dialog.getByRole("group", { name: "Surveys" }).getByRole("checkbox").first()).toBeVisible();
  await dialog.getByRole("checkbox", { name: /^Lumen Design/ }).check();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Add 1 listing" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Added 1 listing to Lumen Design's campaign." }),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.goto(lumen);
  await waitForHydration(page);
  await expect(page.locator(`.campaign-listing [data-listing-id="${listingId}"]`)).toHaveCount(1);
});
