import { expect, test, waitForHydration } from "./fixtures";
import {
  createAccount,
  DEMO_PASSWORD,
  MAIL_DIR,
  signInOnPage,
  signOutOnPage,
  uniqueEmail,
} from "./support/accounts";
import { waitForMail } from "./support/smtpSink";

test("sign-in modal: failure message, then success updates the header", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Sign in to proceed");
  const submit = dialog.getByRole("button", { name: "SIGN IN" });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel("Email").fill("client@squarely.test");
  await expect(submit).toBeDisabled();
  await dialog.getByLabel("Password", { exact: true }).fill("not-the-password");
  await submit.click();
  await expect(dialog).toContainText("The email or password you entered is incorrect.");
  await dialog.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("banner")).toContainText("Alex Rivera");
  await expect(page.getByRole("banner").getByRole("link", { name: /settings/i })).toHaveAttribute(
    "href",
    "/settings",
  );
});

test("sign-in modal closes with Escape and its Forgot Password link opens a new tab", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("link", { name: "Forgot Password?" })).toHaveAttribute("target", "_blank");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("sign-in page: wrong password message, then redirectTo is honoured", async ({ page }) => {
  await signInOnPage(page, "client@squarely.test", "wrong-password", "/sign-in?redirectTo=%2Fsettings");
  await expect(page.getByRole("main")).toContainText(
    "We could not find that email/password combination. Please try typing in your login information again.",
  );
  await page.getByRole("main").getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByLabel("First name")).toHaveValue("Alex");
});

test("sign-in page: Create an account for a taken address comes back to sign-in with the address filled; a new one signs in", async ({
  page,
}) => {
  await page.goto("/sign-in?redirectTo=%2Fsettings");
  await waitForHydration(page);
  await page.getByRole("main").getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(/view=create-account/);
  const main = page.getByRole("main");
  await main.getByLabel("First name").fill("Alex");
  await main.getByLabel("Last name").fill("Again");
  await main.getByLabel("Email").fill("client@squarely.test");
  await main.getByLabel("Password", { exact: true }).fill("a-long-password-42");
  await main.getByRole("button", { name: "Create Account" }).click();
  await expect(main).toContainText("It looks like you already have an account.");
  await expect(main.getByLabel("Email")).toHaveValue("client@squarely.test");
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fsettings$/);

  const email = uniqueEmail("page-signup");
  await main.getByRole("link", { name: "Create an account" }).click();
  await main.getByLabel("First name").fill("Pat");
  await main.getByLabel("Last name").fill("Page");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password", { exact: true }).fill("a-long-password-42");
  await main.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("banner")).toContainText("Pat Page");
});

test("sign-in page ignores an off-site redirectTo", async ({ page }) => {
  await signInOnPage(page, "client@squarely.test", DEMO_PASSWORD, "/sign-in?redirectTo=%2F%2Fevil.example");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test("a broker lands on the campaign list after signing in", async ({ page }) => {
  await signInOnPage(page, "broker@squarely.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/tourbook\/campaigns$/);
  // Signed in as themselves, on their campaign list (e2e/tourbookCampaigns.spec.ts tests the list itself).
  await expect(page.getByRole("banner")).toContainText("Jamie Chen");
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Campaigns" })).toBeVisible();
  await expect(page).toHaveTitle(/Campaigns/);
});

test("loading /sign-out ends no session; its Sign out button does", async ({ page, context }) => {
  await signInOnPage(page, "client@squarely.test", DEMO_PASSWORD);
  await expect(page.getByRole("banner")).toContainText("Alex Rivera");
  // As if another site linked here: the page asks, and the session lives on.
  await page.goto("/sign-out");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Sign out" })).toBeVisible();
  await page.goto("/settings");
  await expect(page.getByLabel("First name")).toHaveValue("Alex");

  await signOutOnPage(page);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  // The old cookie is worthless on the server too.
  await page.goto("/settings");
  await expect(page.getByRole("main")).toContainText(/sign in/i);
  expect((await context.cookies()).find((c) => c.name === "sq_session")?.value ?? "").toBe("");
});

test("the header's Sign out button signs out and returns home", async ({ page }) => {
  await signInOnPage(page, "client@squarely.test", DEMO_PASSWORD, "/sign-in?redirectTo=%2Fsettings");
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  await page.goto("/settings");
  await expect(page.getByRole("main")).toContainText(/sign in/i);
});

test("forgot password, the e-mailed link, a new password, and signing in with it", async ({ page }) => {
  const email = uniqueEmail("reset");
  await createAccount(page, email, "first-password-42");
  await signOutOnPage(page);

  await page.goto("/forgot-password");
  await waitForHydration(page);
  await page.getByRole("main").getByLabel("Email").fill(email);
  await page
    .getByRole("main")
    .getByRole("button", { name: /reset|send/i })
    .click();
  await expect(page.getByRole("main")).toContainText(`If an account exists for ${email}`);

  const mail = await waitForMail(MAIL_DIR, email, /change-password\?token=/);
  const link = mail.match(/https?:\/\/[^\s"<]+\/change-password\?token=[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link as string).pathname + new URL(link as string).search);
  await waitForHydration(page);
  await page.getByLabel("New password", { exact: true }).fill("second-password-42");
  await page.getByLabel(/Confirm/).fill("second-password-42");
  await page.getByRole("button", { name: /change password|set password|save/i }).click();
  await expect(page.getByRole("banner")).toContainText("Casey Tester");

  await signOutOnPage(page);
  await signInOnPage(page, email, "first-password-42");
  await expect(page.getByRole("main")).toContainText("We could not find that email/password combination.");
  await signInOnPage(page, email, "second-password-42");
  await expect(page.getByRole("banner")).toContainText("Casey Tester");

  // The link is single-use.
  await page.goto(new URL(link as string).pathname + new URL(link as string).search);
  await waitForHydration(page);
  await page.getByLabel("New password", { exact: true }).fill("third-password-42");
  await page.getByLabel(/Confirm/).fill("third-password-42");
  await page.getByRole("button", { name: /change password|set password|save/i }).click();
  await expect(page.getByRole("main")).toContainText("This link has already been used.");
});

test("a new account confirms its e-mail address from the e-mailed link by setting its password", async ({
  page,
}) => {
  const email = uniqueEmail("confirm");
  await createAccount(page, email, "confirm-password-42");
  const mail = await waitForMail(MAIL_DIR, email, /confirm-account\//);
  const link = mail.match(/https?:\/\/[^\s"<]+\/confirm-account\/[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link as string).pathname);
  await expect(page.getByRole("main")).toContainText(`Choose the password for ${email}`);
  await waitForHydration(page);
  await page.getByLabel("New password", { exact: true }).fill("owner-password-43");
  await page.getByLabel("Confirm new password").fill("owner-password-43");
  await page.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(page.getByText("Your e-mail address is confirmed and your password is set.")).toBeVisible();
});

test("settings: a saved change shows Changes saved! and the header follows", async ({ page }) => {
  const email = uniqueEmail("settings");
  await createAccount(page, email, "settings-password-42", "Robin");
  await page.goto("/settings");
  await waitForHydration(page);
  await page.getByLabel("First name").fill("Robyn");
  await page.getByLabel("Phone").fill("2125550123");
  await page
    .getByRole("button", { name: /save profile|save/i })
    .first()
    .click();
  await expect(page.getByRole("status")).toContainText("Changes saved!");
  await expect(page.getByRole("banner")).toContainText("Robyn Tester");
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel("Phone")).toHaveValue("(212) 555-0123");
});

test("a non-admin visiting /user-admin sees Unauthorized", async ({ page }) => {
  await signInOnPage(page, "client@squarely.test", DEMO_PASSWORD);
  await expect(page.getByRole("banner")).toContainText("Alex Rivera");
  await page.goto("/user-admin");
  await expect(page.getByRole("main")).toContainText("You are not permitted to access this content.");
  await expect(page.getByRole("main").getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
});
