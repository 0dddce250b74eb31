import { expect, test } from "./fixtures";
import { createAccount, DEMO_PASSWORD, MAIL_DIR, uniqueEmail } from "./support/accounts";
import { waitForMail } from "./support/smtpSink";

/*
 * Issue 14: with JavaScript off, every server-rendered form still does its job, with the spec's
 * texts: the server answers the post, a refusal shows the page again with what was typed (never a
 * password) and the errors next to their fields, and success redirects (303).
 */
test.use({ javaScriptEnabled: false });

test("signing in without scripts: a wrong password is refused with the spec's text, the right one lands where asked", async ({
  page,
}) => {
  await page.goto("/sign-in?redirectTo=%2Fabout");
  await page.getByLabel("Email").fill("client@squarely.test");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("main")).toContainText("We could not find that email/password combination.");
  await expect(page.getByLabel("Email")).toHaveValue("client@squarely.test");
  await expect(page.getByLabel("Password")).toHaveValue("");

  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("banner")).toContainText("Alex Rivera");
  expect(page.url()).not.toContain(DEMO_PASSWORD);
});

test("creating an account without scripts, from the header's Sign In: a short password is explained, then it lands signed in where it started", async ({
  page,
}) => {
  const email = uniqueEmail("noscript-signup");
  await page.goto("/about");
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fabout$/);
  await page.getByRole("main").getByRole("link", { name: "Create an account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create an account" })).toBeVisible();
  await page.getByLabel("First name").fill("Remy");
  await page.getByLabel("Last name").fill("Noscript");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(
    /Use at least 8 characters\./,
  );
  await expect(page.getByLabel("First name")).toHaveValue("Remy");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.getByLabel("Password", { exact: true }).fill("a-long-password-42");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("banner")).toContainText("Remy Noscript");
  expect(page.url()).not.toContain("a-long-password-42");
});

test("creating an account without scripts for an address that has one leads to sign-in with the spec's text", async ({
  page,
}) => {
  await page.goto("/sign-in?view=create-account");
  await page.getByLabel("First name").fill("Alex");
  await page.getByLabel("Last name").fill("Again");
  await page.getByLabel("Email").fill("client@squarely.test");
  await page.getByLabel("Password", { exact: true }).fill("a-long-password-42");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole("main")).toContainText("It looks like you already have an account.");
  await expect(page.getByRole("main").getByRole("button", { name: "Sign In" })).toBeVisible();
});

test("empty sign-in fields are each explained next to the field", async ({ page }) => {
  await page.goto("/sign-in");
  await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription(/Enter your e-mail address\./);
  await expect(page.getByLabel("Password")).toHaveAccessibleDescription(/Enter your password\./);
});

test("asking for a reset link without scripts shows the same answer as with them, and the link works", async ({
  page,
  browser,
}) => {
  // The account is made with scripts, in a context of its own (the demo accounts' passwords are locked).
  const email = uniqueEmail("noscript");
  const setup = await browser.newContext({ javaScriptEnabled: true });
  await createAccount(await setup.newPage(), email, "first-password-42", "Noel");
  await setup.close();
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("main")).toContainText(`If an account exists for ${email}`);
  // Shown once: the notice is not there on the next visit.
  await page.reload();
  await expect(page.getByRole("main")).not.toContainText("If an account exists for");

  const mail = await waitForMail(MAIL_DIR, email, /change-password\?token=/);
  const link = mail.match(/https?:\/\/[^\s"<]+\/change-password\?token=[A-Za-z0-9_-]+/)?.[0] as string;
  const url = new URL(link);
  await page.goto(url.pathname + url.search);
  await page.getByLabel("New password", { exact: true }).fill("a-new-password-42");
  await page.getByLabel(/Confirm/).fill("a-different-one-42");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("main")).toContainText("The passwords don't match.");
  expect(page.url()).not.toContain("token=");
  await page.getByLabel("New password", { exact: true }).fill("second-password-42");
  await page.getByLabel(/Confirm/).fill("second-password-42");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole("banner")).toContainText("Noel Tester");
});

test("the contact form without scripts: a bad address is explained with everything kept, then it sends", async ({
  page,
}) => {
  await page.goto("/contact-us");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Your name").fill("Robin NoScript");
  await form.getByLabel("Your e-mail").fill("robin@");
  await form.getByLabel("How can we help?").fill("Looking for 3,000 SF.");
  await form.getByRole("button", { name: /send/i }).click();
  const again = page.getByRole("form", { name: "Contact form" });
  await expect(again.getByLabel("Your e-mail")).toHaveAccessibleDescription(
    /Enter an e-mail address like name@example\.com\./,
  );
  await expect(again.getByLabel("Your name")).toHaveValue("Robin NoScript");
  await expect(again.getByLabel("How can we help?")).toHaveValue("Looking for 3,000 SF.");
  await again.getByLabel("Your e-mail").fill("robin@example.com");
  await again.getByRole("button", { name: /send/i }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByRole("main")).toContainText("Robin NoScript");
});

test("the search filters without scripts are a plain GET to the search URL, keeping the neighbourhood", async ({
  page,
}) => {
  await page.goto("/office-space/ny/new-york/soho");
  const filters = page.getByRole("region", { name: "Search filters" });
  await filters.getByLabel("Team size").fill("20");
  await filters.getByLabel("Minimum square feet").fill("2000");
  await filters.getByLabel("Lease type").selectOption({ label: "Sublease" });
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\/office-space\/ny\/new-york\/soho\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get("numEmployees")).toBe("20");
  expect(url.searchParams.get("min_sf")).toBe("2000");
  expect(url.searchParams.get("lease_type")).toBe("sublease");
  await expect(page.getByRole("region", { name: "Search filters" }).getByLabel("Team size")).toHaveValue(
    "20",
  );
  await expect(page.getByRole("region", { name: "Search filters" }).getByLabel("Lease type")).toHaveValue(
    "sublease",
  );
});

test("the onboarding profile without scripts: each step is a plain form, a refusal keeps what was typed, and the visitor ends signed in", async ({
  page,
}) => {
  // Six pages and an account: give a busy machine room.
  test.setTimeout(60_000);
  const email = uniqueEmail("noscript-profile");
  const password = "a-fine-password-42";
  const visited: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  const main = page.getByRole("main");
  const next = () => main.getByRole("button", { name: "Continue" }).click();

  await page.goto("/profile/size");
  await expect(page.getByRole("heading", { level: 1, name: "How many people need a seat?" })).toBeVisible();
  await expect(page.locator(".onboarding__spinner")).toBeHidden();
  await page.getByLabel("Seats").fill("twenty");
  await next();
  await expect(page.getByLabel("Seats")).toHaveAccessibleDescription(
    "Enter the number of seats as a whole number.",
  );
  await expect(page.getByLabel("Seats")).toHaveValue("twenty");
  await page.getByLabel("Seats").fill("20");
  await next();

  await expect(page).toHaveURL(/\/profile\/location$/);
  await page.getByLabel("City", { exact: true }).selectOption({ label: "New York" });
  await main.getByRole("button", { name: "Show neighbourhoods" }).click();
  await expect(page).toHaveURL(/\/profile\/location$/);
  await expect(main.getByRole("heading", { name: "Neighbourhoods in New York" })).toBeVisible();
  await page.getByRole("checkbox", { name: /^SoHo/ }).check();
  await next();

  // SoHo's rent ($90 a foot) is where the budget starts.
  await expect(page).toHaveURL(/\/profile\/budget$/);
  await expect(page.getByLabel("Per square foot, per year ($)")).toHaveValue("90");
  await expect(page.getByLabel("Per month ($)")).toHaveValue("22500");
  await next();

  await expect(page).toHaveURL(/\/profile\/timeframes$/);
  await page.getByRole("radio", { name: "1-2 Years" }).check();
  await page.getByRole("radio", { name: "3-6 Months" }).check();
  await next();

  await expect(page).toHaveURL(/\/profile\/results$/);
  await page.getByLabel("Name", { exact: true }).fill("Robin Noscript");
  await page.getByLabel(/Company/).fill("Quinn Labs");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Choose a password").fill(password);
  await main.getByRole("button", { name: "Create my account and send my profile" }).click();

  // Back on the step, as with scripts: sent, and signed in as the new account.
  await expect(page).toHaveURL(/\/profile\/results$/);
  // The step is a region named by its heading (the plain form sits in <noscript>, which
  // Playwright's text matching of an element around it leaves out).
  const sent = page.getByRole("region", { name: "Your profile is with your broker" });
  await expect(sent).toContainText(
    "your broker, has your profile and will be in touch about spaces to tour.",
  );
  await expect(sent).toContainText(`Signed in as Robin Noscript (${email}).`);
  expect(visited.length).toBeGreaterThan(6);
  for (const url of visited) expect(url).not.toContain(password);
});
