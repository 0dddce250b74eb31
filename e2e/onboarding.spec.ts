import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { DEMO_PASSWORD, MAIL_DIR, signInOnPage, uniqueEmail } from "./support/accounts";
import { appOperation } from "./support/appOperations";
import { expectNoAxeViolations } from "./support/axe";
import { signedIn } from "./support/signedIn";
import { waitForMail } from "./support/smtpSink";

const CTA = {
  notStarted: "Start your office search with Squarely now ›",
  skipped: "Create a profile to get a customized tour of office spaces ›",
  inProgress: "Finish creating your profile to get a customized tour of office spaces ›",
};

const progress = (page: Page) => page.getByRole("navigation", { name: "Profile steps" });
const step = (page: Page) => page.getByRole("main");

async function graphql(
  request: APIRequestContext,
  operationName: string,
  variables: Record<string, unknown> = {},
) {
  const response = await request.post("/graphql", { data: appOperation(operationName, variables) });
  expect(response.ok()).toBe(true);
  return (await response.json()).data;
}

test("the full profile: size error, every step, a new account with its campaign, seen by the broker", async ({
  page,
  browser,
}) => {
  // Six screens, an account, mail and a second browser signing in: about 20 s on CI's machine, so the
  // default 30 s leaves too little room on a slower or busier one.
  test.setTimeout(60_000);
  await page.goto("/profile");
  await waitForHydration(page);
  // /profile opens the furthest step reached: the first, for a new visitor.
  await expect(page).toHaveURL(/\/profile\/size$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How many people need a seat?");
  await expect(progress(page).getByRole("listitem")).toHaveText([
    /Size/,
    /Location/,
    /Budget/,
    /Timeframes/,
    /Results/,
  ]);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Continue" }).click();
  await expect(step(page)).toContainText("Please enter a value to continue.");
  await expect(page.getByLabel("Seats")).toBeFocused();
  await expect(page).toHaveURL(/\/profile\/size$/);

  await page.getByLabel("Seats").fill("20");
  await expect(step(page)).toContainText("You need about 3,000 sf.");
  await expect(step(page)).not.toContainText("Please enter a value to continue.");
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/profile\/location$/);
  await expect(progress(page)).toContainText("20 seats, ~3,000 sf");
  await expect(page.getByLabel("City", { exact: true })).toHaveValue(/\d+/);
  await expect(page.getByRole("checkbox", { name: /SoHo/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Map of New York neighbourhoods" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("checkbox", { name: /^SoHo/ }).check();
  await page.getByRole("checkbox", { name: /^Tribeca/ }).check();
  // SoHo ($90) and Tribeca ($85): the budget starts at their average.
  await expect(step(page)).toContainText("$87.50 per sf a year");
  // Unticking them all searches the whole city; the budget keeps the last neighbourhood's rent.
  await page.getByRole("checkbox", { name: /^SoHo/ }).uncheck();
  await page.getByRole("checkbox", { name: /^Tribeca/ }).uncheck();
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/profile\/budget$/);
  await expect(page.getByLabel("Per square foot, per year ($)")).toHaveValue("85");
  await expectNoAxeViolations(page);
  // The two figures follow each other: 120 × 3,000 / 12 = 30,000; 12 × 25,000 / 3,000 = 100.
  await page.getByLabel("Per square foot, per year ($)").fill("120");
  await expect(page.getByLabel("Per month ($)")).toHaveValue("30000");
  await page.getByLabel("Per month ($)").fill("25000");
  await expect(page.getByLabel("Per square foot, per year ($)")).toHaveValue("100");
  await expect(progress(page)).toContainText("$100 psf / $25,000 monthly");
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/profile\/timeframes$/);
  await expectNoAxeViolations(page);
  await page.getByRole("radio", { name: "1-2 Years" }).check();
  await page.getByRole("radio", { name: "3-6 Months" }).check();
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/profile\/results$/);
  await expect(progress(page)).toContainText("1-2 Years");
  // The count is the search's own total for the same criteria.
  const expected = await graphql(page.request, "SearchQuery", {
    input: {
      state: "ny",
      citySlug: "new-york",
      minSquareFeet: 2400,
      maxSquareFeet: 3750,
      priceUnit: "PER_SQUARE_FOOT",
      maxPrice: 100,
    },
  });
  const total = expected.search.totalCount as number;
  expect(total).toBeGreaterThan(0);
  await expect(step(page).getByRole("status").filter({ hasText: "your profile" })).toHaveText(
    `${total} ${total === 1 ? "space matches" : "spaces match"} your profile`,
  );
  await expect(
    page.getByRole("list", { name: "Spaces that match your profile" }).getByRole("listitem"),
  ).toHaveCount(Math.min(total, 6));
  await expectNoAxeViolations(page);

  const email = uniqueEmail("onboard");
  await page.getByLabel("Name").fill("Robin Quinn");
  await page.getByLabel(/Company/).fill("Quinn Labs");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/Phone/).fill("646 555 0177");
  await page.getByLabel(/Anything else/).fill("Close to the subway, please.");
  await page.getByLabel("Choose a password").fill("a-fine-password-42");
  await page.getByRole("button", { name: "Create my account and send my profile" }).click();
  await expect(step(page)).toContainText("Jamie Chen, your broker, has your profile");
  await expect(page.getByRole("heading", { name: "Your profile is with your broker" })).toBeVisible();

  // The new client is signed in and their campaign holds the profile.
  const me = await graphql(page.request, "CurrentUserQuery");
  expect(me.currentUser).toMatchObject({ email, firstName: "Robin", companyName: "Quinn Labs" });
  expect(me.currentUser.latestCampaign.currentActiveRequirements).toMatchObject({
    numEmployees: 20,
    minSquareFeet: 2400,
    maxSquareFeet: 3750,
    maxPsf: 100,
    leaseTerm: "ONE_TO_TWO_YEARS",
    market: { name: "New York" },
  });
  const campaignUuid = me.currentUser.latestCampaign.uuid as string;
  const mail = await waitForMail(MAIL_DIR, "broker@squarely.test", /New client: Robin Quinn from Quinn Labs/);
  expect(mail).toContain(`/tourbook/campaigns/${campaignUuid}`);

  // The broker signs in and finds the new campaign as their latest.
  const brokerContext = await browser.newContext();
  const brokerPage = await brokerContext.newPage();
  await signedIn(brokerPage, "broker");
  await brokerPage.goto("/tourbook/campaigns");
  await waitForHydration(brokerPage);
  await expect(brokerPage.getByRole("list", { name: "Campaigns" })).toContainText("Robin Quinn");
  const broker = await graphql(brokerPage.request, "CurrentUserQuery");
  expect(broker.currentUser.latestCampaign.uuid).toBe(campaignUuid);
  await brokerContext.close();
});

test("skipping the budget makes it Flexible, and the profile survives a reload", async ({ page }) => {
  await page.goto("/profile/size");
  await waitForHydration(page);
  await page.getByLabel("Seats").fill("8");
  await page.getByLabel("Space per person (sf)").fill("200");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/profile\/location$/);
  await page.getByLabel("City", { exact: true }).selectOption({ label: "Houston" });
  await expect(page.getByRole("checkbox", { name: /^Montrose/ })).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/profile\/budget$/);
  await page.getByRole("button", { name: "Skip: my budget is flexible" }).click();
  await expect(page).toHaveURL(/\/profile\/timeframes$/);
  await expect(progress(page).getByRole("link", { name: /Budget/ })).toContainText("Flexible");

  await page.reload();
  await waitForHydration(page);
  await expect(progress(page)).toContainText("8 seats, ~1,600 sf");
  await expect(progress(page)).toContainText("Houston");
  await expect(progress(page).getByRole("link", { name: /Budget/ })).toContainText("Flexible");
  await page.getByRole("link", { name: /Budget/ }).click();
  await expect(step(page)).toContainText("Your budget is flexible.");
  await expect(page.getByLabel("Per square foot, per year ($)")).toHaveValue("");

  // /profile comes back to the furthest step reached.
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/profile\/timeframes$/);
});

test("the call-to-action toast on /search follows the onboarding phase", async ({ page }) => {
  await page.goto("/search");
  await waitForHydration(page);
  const toast = page.getByRole("status").filter({ has: page.getByRole("link") });
  await expect(toast.getByRole("link")).toHaveText(CTA.notStarted);
  await expect(toast.getByRole("link")).toHaveAttribute("href", "/profile/size");
  // Focus inside keeps it on screen (WCAG 2.2.1), however long the scan takes.
  await toast.getByRole("link").focus();
  await expectNoAxeViolations(page);
  await expect(toast).toBeVisible();
  // Once focus leaves, it hides by itself.
  await toast.getByRole("link").blur();
  await expect(toast).toBeHidden({ timeout: 6000 });

  // Another page that asks for it shows it again; closing it is skipping it.
  await page.goto("/office-space/ny/new-york");
  await waitForHydration(page);
  await expect(toast.getByRole("link")).toHaveText(CTA.notStarted);
  await toast.getByRole("button", { name: "Dismiss notification" }).click();
  await expect(toast).toBeHidden();
  await page.goto("/search");
  await waitForHydration(page);
  await expect(toast.getByRole("link")).toHaveText(CTA.skipped);

  // Following it and moving on starts the profile.
  await toast.getByRole("link").click();
  await expect(page).toHaveURL(/\/profile\/size$/);
  await page.getByLabel("Seats").fill("5");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/profile\/location$/);
  await page.goto("/office-space/ny/new-york");
  await waitForHydration(page);
  await expect(toast.getByRole("link")).toHaveText(CTA.inProgress);
  // Leaving for a page that does not ask for it hides it at once.
  await page.getByRole("list", { name: "Spaces on this page" }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/listings\//);
  await expect(toast).toBeHidden();
});

test("signed-in clients get no call-to-action", async ({ page }) => {
  await signInOnPage(page, "client@squarely.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto("/search");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("New York");
  await page.waitForTimeout(500);
  await expect(page.getByRole("link", { name: CTA.notStarted })).toHaveCount(0);
});

test("external onboarding fills the profile and opens the first unanswered step, noting what it left out", async ({
  page,
}) => {
  await page.goto(
    "/external_onboarding?numEmployees=12&city=Houston&neighborhoods=montrose,narnia&leaseTerm=ONE_TO_TWO_YEARS" +
      "&name=Robin%20Quinn&companyName=Quinn%20Labs&email=not-an-address&phone=713%20555%200101&utm_source=partner",
  );
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/profile\/budget$/);
  const notes = step(page).getByRole("status").filter({ hasText: "could not be used" });
  await expect(notes).toContainText("email “not-an-address” is not an e-mail address.");
  await expect(notes).toContainText("neighborhoods “narnia” is not a neighbourhood of Houston.");
  await expect(progress(page)).toContainText("12 seats, ~1,800 sf");
  await expect(progress(page)).toContainText("Montrose");
  // Montrose's typical rent ($33) is the starting budget.
  await expect(page.getByLabel("Per square foot, per year ($)")).toHaveValue("33");
  await expect(page.getByLabel("Per month ($)")).toHaveValue("4950");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("radio", { name: "1-2 Years" })).toBeChecked();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/profile\/results$/);
  await expect(page.getByLabel("Name")).toHaveValue("Robin Quinn");
  await expect(page.getByLabel(/Company/)).toHaveValue("Quinn Labs");
  await expect(page.getByLabel("Email")).toHaveValue("");
  await expect(page.getByLabel(/Phone/)).toHaveValue("713 555 0101");
});

test("a city parameter overrides the stored city", async ({ page }) => {
  await page.goto("/profile/location?city=Chicago");
  await waitForHydration(page);
  await expect(page.getByLabel("City", { exact: true })).toHaveValue(/\d+/);
  await expect(page.getByLabel("City", { exact: true }).locator("option:checked")).toHaveText("Chicago");
  await expect(progress(page)).toContainText("Chicago");
});

/** Size, location (New York, whole city), budget and timeframes with their defaults, to the results. */
async function answerToResults(page: Page, seats: string) {
  await page.goto("/profile/size");
  await waitForHydration(page);
  await page.getByLabel("Seats").fill(seats);
  for (const next of ["location", "budget", "timeframes", "results"]) {
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${next}$`));
  }
}

test("an e-mail address with an account opens the sign-in modal; a signed-in client sends without a new account", async ({
  page,
}) => {
  await answerToResults(page, "6");
  await page.getByLabel("Name").fill("Alex Rivera");
  await page.getByLabel("Email").fill("client@squarely.test");
  await page.getByLabel("Choose a password").fill("a-fine-password-42");
  await page.getByRole("button", { name: "Create my account and send my profile" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(
    'You already have an account. Enter your password or click "Forget password?"',
  );
  await expect(dialog.getByLabel("Email")).toHaveValue("client@squarely.test");
  await page.keyboard.press("Escape");
  await expect(step(page)).toContainText("It looks like you already have an account.");

  // A fresh client account (the demo client's campaign stays as other tests expect it), made in
  // this browser's cookie jar, so the reloaded page is signed in.
  const email = uniqueEmail("signedin");
  const created = await graphql(page.request, "CreateAccount", {
    input: { firstName: "Sam", lastName: "Okoro", email, password: "another-fine-password-7" },
  });
  expect(created.createAccount.error).toBeNull();
  await page.reload();
  await waitForHydration(page);
  await expect(step(page)).toContainText(`Signed in as Sam Okoro (${email})`);
  await page.getByRole("button", { name: "Send my profile to a broker" }).click();
  await expect(step(page)).toContainText("Jamie Chen, your broker, has your profile");
  const me = await graphql(page.request, "CurrentUserQuery");
  expect(me.currentUser).toMatchObject({
    email,
    latestCampaign: { currentActiveRequirements: { numEmployees: 6, market: { name: "New York" } } },
  });
  // Sending again updates the same campaign's requirements.
  await expect(page.getByRole("button", { name: "Send my changes to my broker" })).toBeVisible();
});

test("the onboarding prompt shows where the spec's rule says, and Not now puts it away", async ({ page }) => {
  const prompt = page.getByRole("region", { name: "Your office search" });
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(prompt).toHaveCount(0);

  await page.goto("/office-space-calculator");
  await waitForHydration(page);
  await expect(prompt.getByRole("link", { name: CTA.notStarted })).toHaveAttribute("href", "/profile/size");
  await expectNoAxeViolations(page);
  await prompt.getByRole("button", { name: "Not now" }).click();
  await expect(prompt).toHaveCount(0);
  await page.goto("/commutes");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(prompt).toHaveCount(0);
});
