import { expect, test, waitForHydration } from "./fixtures";
import { DEMO_PASSWORD, signInOnPage, signOutOnPage } from "./support/accounts";
import { brokerSelectsTwoOnDemoCampaign, demoClientCampaign } from "./support/appOperations";
import { expectNoAxeViolations } from "./support/axe";

// A campaign's surveys: made and sent by the broker, answered by the client.
test("a broker makes a survey of two listings and sends it; the client rates one and leaves a note; the broker sees both", async ({
  page,
  playwright,
  baseURL,
}) => {
  const campaign = await demoClientCampaign(playwright, baseURL);
  const name = `Survey ${Date.now()}`;
  const bar = await brokerSelectsTwoOnDemoCampaign(page, campaign);
  await bar.getByRole("button", { name: "New survey" }).click();
  const dialog = page.getByRole("dialog", { name: "New survey" });
  await dialog.getByLabel("Survey name").fill(name);
  await dialog.getByRole("button", { name: "Create survey" }).click();

  await expect(page).toHaveURL(/\/tourbook\/surveys\/[0-9a-f-]{36}$/);
  const surveyUrl = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Draft: only you can see it until you send it to your client.")).toBeVisible();
  await expect(page.getByText("No answer yet")).toHaveCount(2);
  await expectNoAxeViolations(page);
  // Sending e-mails the client: asked first (issue 25); Cancel keeps the draft.
  await page.getByRole("button", { name: "Send to client" }).click();
  const ask = page.getByRole("dialog", { name: "Send this survey to your client?" });
  await expect(ask.getByRole("button", { name: "Cancel", exact: true })).toBeFocused();
  await expectNoAxeViolations(page);
  await ask.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(ask).toHaveCount(0);
  await expect(page.getByText("Draft: only you can see it until you send it to your client.")).toBeVisible();
  await page.getByRole("button", { name: "Send to client" }).click();
  await ask.getByRole("button", { name: "Send to client" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Survey sent." })).toBeVisible();
  await expect(page.getByText(/^Sent /)).toBeVisible();
  await signOutOnPage(page);

  await signInOnPage(page, "client@squarely.test", DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/sign-in/);
  await page.goto(`/tourbook/campaigns/${campaign.uuid}`);
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Surveys" }).getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const first = page.locator(".survey-listing").first();
  await first.getByRole("button", { name: "Interested", exact: true }).click();
  await expect(first.getByRole("button", { name: "Interested", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await first.getByLabel(/Note for your broker/).fill("Can we see it on Friday?");
  await first.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Changes saved!" })).toBeVisible();
  await expect(page.getByText("1 answered", { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await signOutOnPage(page);

  await signInOnPage(page, "broker@squarely.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/tourbook\/campaigns$/);
  await page.goto(surveyUrl);
  await waitForHydration(page);
  const answer = page.locator(".survey-listing").first().locator(".survey-answer");
  await expect(answer).toContainText("Interested");
  await expect(answer).toContainText("Can we see it on Friday?");
  // Each answer carries its author (issue 24: one answer per respondent).
  await expect(answer.getByRole("listitem")).toHaveCount(1);
  await expect(answer).toContainText("Alex Rivera · Client");
  await expectNoAxeViolations(page);
  if (process.env.E2E_SCREENSHOTS) {
    await page.screenshot({
      path: `${process.env.E2E_SCREENSHOTS}/survey-broker-desktop.png`,
      fullPage: true,
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/survey-broker-390.png`, fullPage: true });
  }
});
