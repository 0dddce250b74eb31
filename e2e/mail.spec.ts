import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { createAccount, DEMO_PASSWORD, signInOnPage, signOutOnPage, uniqueEmail } from "./support/accounts";
import { appOperation, demoClientCampaign } from "./support/appOperations";
import { expectNoAxeViolations } from "./support/axe";

/** E2E_SCREENSHOTS=dir keeps pictures of the pages at desktop and phone width for a person to look at. */
async function keepScreenshots(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/**
 * Axe at desktop width and at 390 px (a phone), back to desktop after. The message's frame is left
 * out: it is sandboxed without scripts, so axe cannot run in it (and must not: that is the point).
 */
const SCAN = { exclude: [".mail-message__frame"] };
async function axeAtBothWidths(page: Page, name: string) {
  const size = page.viewportSize();
  await expectNoAxeViolations(page, SCAN);
  await keepScreenshots(page, `${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, SCAN);
  await keepScreenshots(page, `${name}-390`);
  if (size) await page.setViewportSize(size);
}

/**
 * Issue 25: a broker starts a campaign for a new address and sends a survey; the toast names who
 * was e-mailed; the newcomer, after signing up on the demo site, reads both mails under "Your mail"
 * and follows the survey mail's link into the campaign and the survey; the admin's mail screen shows
 * the same mail with its invitation link hidden.
 */
test("a demo-mode newcomer reads the invitation and survey mail under Your mail and follows the link in", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  const email = uniqueEmail("mailnewcomer");
  const surveyName = `Picks for Pat ${Date.now()}`;
  const demo = await demoClientCampaign(playwright, baseURL);
  const api = await playwright.request.newContext({ baseURL });
  const run = async (name: string, variables: Record<string, unknown>) =>
    (await api.post("/graphql", { data: appOperation(name, variables) })).json();
  await run("SignIn", { email: "broker@squarely.test", password: DEMO_PASSWORD });
  const started = (
    await run("StartCampaignMutation", {
      input: { clientEmail: email, firstName: "Pat", lastName: "Newcomer", companyName: "Newcomer Mail Co" },
    })
  ).data.startCampaign;
  await run("AddListings", {
    listingIds: demo.listings.slice(0, 2).map((l) => l.id),
    campaignIds: [started.campaignId],
  });
  const cards = await run("CampaignListingCardsQuery", { id: started.campaignId });
  const campaignListingIds = cards.data.campaign.listingsConnection.edges.map((e: { id: string }) => e.id);
  const survey = (
    await run("CreateSurveyMutation", {
      input: { campaignId: started.campaignId, name: surveyName, campaignListingIds },
    })
  ).data.createSurvey;
  await api.dispose();

  // The broker sends it: the toast says exactly who was e-mailed, and that they are only invited.
  await signInOnPage(page, "broker@squarely.test", DEMO_PASSWORD);
  await page.goto(`/tourbook/surveys/${survey.uuid}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Send to client" }).click();
  await page
    .getByRole("dialog", { name: "Send this survey to your client?" })
    .getByRole("button", { name: "Send to client" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Survey sent." })).toHaveText(
    `Survey sent. E-mailed Pat Newcomer (${email}). Their e-mail carries the invitation to join the campaign, which they have not accepted yet.`,
  );
  // The campaign page shows the delivery of the broker's mail, folded away.
  await page.goto(started.path);
  await waitForHydration(page);
  const delivery = page.getByText("E-mail sent: 2 messages");
  await expect(delivery).toBeVisible();
  await delivery.click();
  await expect(page.locator(".campaign-mail__list li")).toHaveCount(2);
  await signOutOnPage(page);

  // The newcomer signs up with the address on the demo site and finds their mail from the notice.
  await createAccount(page, email, "pats-own-password-42", "Pat");
  await page.getByRole("region", { name: "Demo site" }).getByRole("link", { name: "Your mail" }).click();
  await expect(page).toHaveURL(/\/mail$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your mail" })).toBeVisible();
  const rows = page.locator(".admin-table tbody tr");
  await expect(rows.filter({ hasText: surveyName })).toHaveCount(1);
  await expect(rows.filter({ hasText: "invited you to plan your office search" })).toHaveCount(1);
  await page.getByRole("button", { name: `Read: Jamie Chen sent you a survey: ${surveyName}` }).click();
  const message = page.getByRole("article", { name: /^Message: / });
  await expect(message.frameLocator("iframe").getByText(`“${surveyName}” lists 2 spaces`)).toBeVisible();
  await axeAtBothWidths(page, "mail-newcomer");

  // Its link is the campaign invitation's: accepting it opens the campaign, and the survey is there.
  await message
    .getByRole("navigation", { name: "Links in this message" })
    .getByRole("link", { name: "Accept the invitation" })
    .click();
  await expect(page).toHaveURL(/\/invitation\/[0-9a-f-]{36}$/);
  await waitForHydration(page);
  await page.getByRole("main").getByRole("button", { name: "Accept invitation" }).click();
  await expect(page).toHaveURL(new RegExp(`${started.path}$`));
  await page.getByRole("navigation", { name: "Surveys" }).getByRole("link", { name: surveyName }).click();
  await expect(page.getByRole("heading", { level: 1, name: surveyName })).toBeVisible();
  await signOutOnPage(page);

  // The admin sees the same mail, its invitation link hidden.
  await signInOnPage(page, "admin@squarely.test", DEMO_PASSWORD);
  await page.goto(`/mail-admin?to=${encodeURIComponent(email)}`);
  await waitForHydration(page);
  await expect(
    page.getByRole("navigation", { name: "Admin tools" }).getByRole("link", { name: "Mail" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(rows).toHaveCount(3);
  await page.getByRole("button", { name: `Read: Jamie Chen sent you a survey: ${surveyName}` }).click();
  const hidden = page.getByRole("article", { name: /^Message: / });
  await expect(hidden.getByText(/Links that sign in or let someone in are hidden here/)).toBeVisible();
  await expect(hidden.getByRole("link", { name: "Accept the invitation" })).toHaveCount(0);
  await expect(hidden.frameLocator("iframe").getByText(/invitation\/\[hidden\]/)).toBeVisible();
  await axeAtBothWidths(page, "mail-admin");
});
