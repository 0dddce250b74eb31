import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_TOUR_INVITATION_ID, DEMO_TOUR_INVITEE } from "../src/server/db/seed/demoCampaigns";
import { expect, test, waitForHydration } from "./fixtures";
import { createAccount, DEMO_PASSWORD, MAIL_DIR, uniqueEmail } from "./support/accounts";
import { appOperation } from "./support/appOperations";
import { expectNoAxeViolations } from "./support/axe";
import { signedIn } from "./support/signedIn";
import { waitForMail } from "./support/smtpSink";

/** E2E_SCREENSHOTS=dir keeps pictures of the pages at desktop and phone width for a person to look at. */
async function keepScreenshots(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  const size = page.viewportSize();
  await page.screenshot({ path: `${dir}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${name}-390.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

/** The demo client's survey (its uuid and name), as the client's own survey page asks for it. */
async function demoClientSurvey(
  playwright: { request: { newContext(o: object): Promise<APIRequestContext> } },
  baseURL: string | undefined,
): Promise<{ uuid: string; name: string }> {
  const api = await playwright.request.newContext({ baseURL });
  await api.post("/graphql", {
    data: appOperation("SignIn", { email: "client@squarely.test", password: DEMO_PASSWORD }),
  });
  const me = await (await api.post("/graphql", { data: appOperation("CurrentUserQuery") })).json();
  const surveyId = me.data.currentUser.latestCampaign.surveys[0].id as string;
  const survey = await (
    await api.post("/graphql", { data: appOperation("SurveyPageQuery", { id: surveyId }) })
  ).json();
  await api.dispose();
  return survey.data.survey as { uuid: string; name: string };
}

test("someone who signs in from the invitation with another address is told which one to use, and can sign out", async ({
  page,
}) => {
  await page.goto(`/tour-invitation/${DEMO_TOUR_INVITATION_ID}`);
  await waitForHydration(page);
  const main = page.getByRole("main");
  await main.getByRole("link", { name: "Sign in" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill("client@squarely.test");
  await dialog.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole("button", { name: "SIGN IN" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/tour-invitation/${DEMO_TOUR_INVITATION_ID}$`));
  await expect(main.getByRole("alert")).toHaveText(
    "This invitation was sent to j•••@acme-robotics.example.com, and you are signed in as client@squarely.test. Sign out, then sign in as j•••@acme-robotics.example.com to accept it.",
  );
  await expect(main.getByRole("button", { name: "Accept invitation" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await keepScreenshots(page, "invitation-wrong-account");
  await main.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(new RegExp(`/tour-invitation/${DEMO_TOUR_INVITATION_ID}$`));
  await expect(main.getByRole("button", { name: "Create an account" })).toBeVisible();
});

test("a new person opens the tour invitation signed out, creates an account with the invited address, accepts and lands on the tour", async ({
  page,
  browser,
}) => {
  await page.goto(`/tour-invitation/${DEMO_TOUR_INVITATION_ID}`);
  await waitForHydration(page);
  const main = page.getByRole("main");
  await expect(
    main.getByRole("heading", {
      level: 1,
      name: "Jamie Chen invited you to a tour of Acme Robotics’ Campaign",
    }),
  ).toBeVisible();
  await expect(main).toContainText("Sent to j•••@acme-robotics.example.com");
  await expect(main.getByRole("link", { name: "Sign in" })).toHaveAttribute(
    "href",
    `/sign-in?redirectTo=${encodeURIComponent(`/tour-invitation/${DEMO_TOUR_INVITATION_ID}`)}`,
  );
  await expectNoAxeViolations(page);
  await keepScreenshots(page, "invitation-signed-out");

  await main.getByRole("button", { name: "Create an account" }).click();
  const create = main.getByRole("region", { name: "Create your account" });
  await expect(create.getByLabel("Email")).toHaveValue(DEMO_TOUR_INVITEE);
  await expect(create.getByLabel("First name")).toHaveValue("Jordan");
  await create.getByLabel("Password", { exact: true }).fill("jordans-own-password-42");
  await create.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("banner")).toContainText("Jordan Lee");

  const accept = main.getByRole("button", { name: "Accept invitation" });
  await expect(accept).toBeVisible();
  await expectNoAxeViolations(page);
  await keepScreenshots(page, "invitation-accept");
  await accept.click();
  await expect(page).toHaveURL(/\/tourbook\/tours\/[0-9a-f-]{36}$/);
  const tourPath = new URL(page.url()).pathname;

  // The invitation is used now: it only points the way in.
  await page.goto(`/invitation/${DEMO_TOUR_INVITATION_ID}`);
  await expect(main.getByText("You have accepted this invitation.")).toBeVisible();
  await expect(main.getByRole("link", { name: "Open the tour" })).toHaveAttribute("href", tourPath);

  // A visitor sent to the tour's own address learns only that it is private.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(tourPath);
  await waitForHydration(visitor);
  await expect(visitor.getByRole("heading", { level: 1, name: "This tour is private" })).toBeVisible();
  await expect(visitor.getByRole("main")).not.toContainText("Acme");
  await expectNoAxeViolations(visitor);
  await keepScreenshots(visitor, "private-tour");
  await visitorContext.close();
});

test("the public survey shows its listings to a visitor, with no answers, and a link to copy", async ({
  page,
  playwright,
  baseURL,
  context,
}) => {
  // The demo client's survey, by its uuid, as the client's own survey page asks for it.
  const api = await playwright.request.newContext({ baseURL });
  await api.post("/graphql", {
    data: appOperation("SignIn", { email: "client@squarely.test", password: DEMO_PASSWORD }),
  });
  const me = await (await api.post("/graphql", { data: appOperation("CurrentUserQuery") })).json();
  const surveyId = me.data.currentUser.latestCampaign.surveys[0].id as string;
  const survey = await (
    await api.post("/graphql", { data: appOperation("SurveyPageQuery", { id: surveyId }) })
  ).json();
  await api.dispose();
  const { uuid, name } = survey.data.survey as { uuid: string; name: string };

  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(`/tourbook/surveys/${uuid}`);
  await waitForHydration(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(main.locator(".survey-listing").first()).toBeVisible();
  expect(await main.locator(".survey-listing").count()).toBeGreaterThan(0);
  await expect(main).not.toContainText("Interested");
  await expect(main).not.toContainText("Great light");
  await expect(main.getByRole("link", { name: "Sign in to answer" })).toBeVisible();
  await expectNoAxeViolations(page);
  await keepScreenshots(page, "public-survey");

  await main.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Link copied.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/tourbook/surveys/${uuid}$`),
  );

  // The share address shows the same page.
  await page.goto(`/joinSurvey/${uuid}`);
  await expect(main.getByRole("heading", { level: 1, name })).toBeVisible();
});

test("a broker starts a campaign for a new client: a refused address keeps what was typed, the invitation is e-mailed, and the list says it is pending", async ({
  page,
}) => {
  await signedIn(page, "broker");
  await page.goto("/tourbook/campaigns");
  await waitForHydration(page);
  await page.getByRole("button", { name: "New campaign" }).click();
  const dialog = page.getByRole("dialog", { name: "New campaign" });
  const company = `Harbor Labs ${Date.now()}`;
  await dialog.getByLabel("Client e-mail").fill("quinn@harbor");
  await dialog.getByLabel("First name").fill("Quinn");
  await dialog.getByLabel("Last name").fill("Harbor");
  await dialog.getByLabel(/Company/).fill(company);
  await dialog.getByLabel(/Market/).selectOption({ label: "Boston, MA" });
  await expectNoAxeViolations(page);
  await keepScreenshots(page, "new-campaign");
  await dialog.getByRole("button", { name: "Start campaign" }).click();
  // The form's own rule refuses it (the server runs the same one); nothing typed is lost.
  await expect(dialog.getByText("Enter an e-mail address like name@example.com.")).toBeVisible();
  await expect(dialog.getByLabel("Client e-mail")).toBeFocused();
  await expect(dialog.getByLabel("First name")).toHaveValue("Quinn");
  await expect(dialog.getByLabel(/Company/)).toHaveValue(company);

  const email = uniqueEmail("harbor");
  await dialog.getByLabel("Client e-mail").fill(email);
  await dialog.getByRole("button", { name: "Start campaign" }).click();
  await expect(page).toHaveURL(/\/tourbook\/campaigns\/[0-9a-f-]{36}$/);
  await expect(
    page.getByText(`Campaign started. E-mailed Quinn Harbor (${email}) an invitation to join it.`),
  ).toBeVisible();
  const mail = await waitForMail(MAIL_DIR, email, /\/invitation\/[0-9a-f-]{36}/);
  expect(mail).toContain("Quinn, your tourbook is ready");

  await page.goto(`/tourbook/campaigns?q=${encodeURIComponent(company)}`);
  const card = page.getByRole("list", { name: "Campaigns" }).getByRole("article");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Invitation pending");
});

test("issue 24: an account made elsewhere with an invited address is not offered the survey's invitation; it is told to use the mailed link", async ({
  page,
  playwright,
  baseURL,
}) => {
  const survey = await demoClientSurvey(playwright, baseURL);
  // Pat Morgan was invited to the demo survey; someone else signs up with Pat's address first.
  await createAccount(page, "pat.morgan@acme-robotics.example.com", "not-pats-password-42", "Pat");
  await page.goto(`/joinSurvey/${survey.uuid}`);
  await waitForHydration(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: survey.name })).toBeVisible();
  await expect(
    main.getByText(
      "Invited to this survey? Open the link in your invitation e-mail, signed in with the address it was sent to.",
    ),
  ).toBeVisible();
  await expect(main.getByRole("button", { name: "Accept the invitation and answer" })).toHaveCount(0);
  await expect(main).not.toContainText("Great light");
  await expectNoAxeViolations(page);
  await keepScreenshots(page, "public-survey-unconfirmed");
  // The survey itself stays closed to that account.
  await page.goto(`/tourbook/surveys/${survey.uuid}`);
  await waitForHydration(page);
  await expect(main.getByRole("heading", { level: 1, name: survey.name })).toBeVisible();
  await expect(main.getByRole("button", { name: "Interested" })).toHaveCount(0);
});

test("issue 24: a newcomer opens the invitation link a broker's e-mail sent, creates the account there, accepts and becomes the campaign's client", async ({
  page,
  playwright,
  baseURL,
}) => {
  const email = uniqueEmail("newcomer");
  const company = `Newcomer Labs ${Date.now()}`;
  const api = await playwright.request.newContext({ baseURL });
  await api.post("/graphql", {
    data: appOperation("SignIn", { email: "broker@squarely.test", password: DEMO_PASSWORD }),
  });
  const started = await (
    await api.post("/graphql", {
      data: appOperation("StartCampaignMutation", {
        input: { clientEmail: email, firstName: "Robin", lastName: "Newcomer", companyName: company },
      }),
    })
  ).json();
  await api.dispose();
  expect(started.data.startCampaign.invitationSent).toBe(true);

  const mail = await waitForMail(MAIL_DIR, email, /\/invitation\/[0-9a-f-]{36}/);
  const invitationId = (mail.match(/\/invitation\/([0-9a-f-]{36})/) as RegExpMatchArray)[1];
  await page.goto(`/invitation/${invitationId}`);
  await waitForHydration(page);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Create an account" }).click();
  const create = main.getByRole("region", { name: "Create your account" });
  await expect(create.getByLabel("Email")).toHaveValue(email);
  await expect(create.getByLabel("First name")).toHaveValue("Robin");
  await create.getByLabel("Password", { exact: true }).fill("robins-own-password-42");
  await create.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("banner")).toContainText("Robin Newcomer");
  await main.getByRole("button", { name: "Accept invitation" }).click();
  await expect(page).toHaveURL(new RegExp(`${started.data.startCampaign.path}$`));
  await expect(main.getByRole("heading", { level: 1 })).toContainText(company);
});
