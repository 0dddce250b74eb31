import { expect, test, waitForHydration } from "./fixtures";
import { MAIL_DIR, uniqueEmail } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { waitForMail } from "./support/smtpSink";

/** Where the forms' messages go: CONTACT_EMAIL is not set in playwright.config, so the footer's address. */
const CONTACT_ADDRESS = "hello@squarely.test";

const FOOTER_PAGES: { link: string; path: RegExp; heading: string; anchor?: string }[] = [
  { link: "About us", path: /\/about$/, heading: "About us" },
  { link: "Clients", path: /\/about\/#clients$/, heading: "About us", anchor: "Clients" },
  { link: "Meet our team", path: /\/welcome\/meet-our-team$/, heading: "Meet our team" },
  { link: "Blog", path: /\/blog$/, heading: "Blog" },
  { link: "Jobs", path: /\/jobs$/, heading: "Jobs" },
  { link: "Referrals", path: /\/referrals$/, heading: "Referrals" },
  { link: "Leasopedia", path: /\/leasopedia$/, heading: "Leasopedia" },
  { link: "Move-in services", path: /\/move-in-services$/, heading: "Move-in services" },
  { link: "Contact us", path: /\/contact-us$/, heading: "Contact us" },
  {
    link: "List with us",
    path: /\/contact-us\/#list-with-us$/,
    heading: "Contact us",
    anchor: "List with us",
  },
  { link: "Terms of use", path: /\/terms$/, heading: "Terms of use" },
  { link: "Privacy policy", path: /\/privacy$/, heading: "Privacy policy" },
];

const CONTENT_PATHS = [
  "/about",
  "/welcome/meet-our-team",
  "/blog",
  "/blog/how-to-read-a-commercial-lease",
  "/leasopedia",
  "/leasopedia/glossary",
  "/move-in-services",
  "/contact-us",
  "/jobs",
  "/referrals",
  "/terms",
  "/privacy",
];

test("every content link of the footer leads to its page, and anchors scroll to their section", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  for (const { link, path, heading, anchor } of FOOTER_PAGES) {
    await page.getByRole("contentinfo").getByRole("link", { name: link, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeAttached();
    await expect(page).toHaveTitle(`${heading} | Squarely`);
    if (anchor) {
      await expect(page.getByRole("heading", { level: 2, name: anchor, exact: true })).toBeInViewport();
    } else {
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeInViewport();
    }
  }
});

test("the header's Quick Start Guide lands on the guide's heading, also on a fresh load", async ({
  page,
}) => {
  const guide = page.getByRole("heading", { name: /^Quick Start Guide/ });
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("link", { name: "Quick Start Guide" }).click();
  await expect(page).toHaveURL(/\/leasopedia\/#office-search-guide$/);
  await expect(guide).toBeInViewport();

  await page.goto("/about");
  await page.goto("/leasopedia/#office-search-guide");
  await waitForHydration(page);
  await expect(guide).toBeInViewport();
});

test("a content page is server-rendered with its title, description and canonical link", async ({ page }) => {
  await page.route("**/*.js", (route) => route.abort());
  const response = await page.goto("/leasopedia/glossary");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Glossary of leasing terms" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Load factor" })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /Plain-language definitions/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/leasopedia\/glossary$/);
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("guides link to each other in place", async ({ page }) => {
  await page.goto("/leasopedia");
  await waitForHydration(page);
  await page
    .getByRole("link", { name: "Gross vs net leases: full service, modified gross and triple net" })
    .click();
  await expect(page).toHaveURL(/\/leasopedia\/gross-vs-net-leases$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Gross vs net leases/);
  // A link inside the Markdown navigates without a reload, and the new page starts at its top.
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await page.getByRole("main").getByRole("link", { name: "glossary", exact: true }).last().click();
  await expect(page.getByRole("heading", { level: 1, name: "Glossary of leasing terms" })).toBeInViewport();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test("the contact form sends a message that reaches the contact address", async ({ page }) => {
  const email = uniqueEmail("contact");
  await page.goto("/contact-us");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Your name").fill("Dana Whitfield");
  await form.getByLabel("Your e-mail").fill(email);
  await form.getByLabel(/^Company/).fill("Whitfield Design");
  await form.getByLabel("How can we help?").fill("We are 14 people looking in Chelsea from May.");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you, Dana Whitfield." })).toContainText(
    email,
  );
  const mail = await waitForMail(MAIL_DIR, CONTACT_ADDRESS, new RegExp(email.replace(/[.+]/g, "\\$&")));
  expect(mail).toContain("We are 14 people looking in Chelsea from May.");
  expect(mail).toContain("Subject: Contact: Dana Whitfield, Whitfield Design");
});

test("the list-with-us form sends the building and the space", async ({ page }) => {
  const email = uniqueEmail("landlord");
  await page.goto("/contact-us/#list-with-us");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "List your space" });
  await form.getByLabel("Your name").fill("Morgan Hale");
  await form.getByLabel("Your e-mail").fill(email);
  await form.getByLabel("Building address").fill("120 Example Avenue, Brooklyn");
  await form.getByLabel("Available space").fill("6,200 SF on the 4th floor, from June");
  await form.getByRole("button", { name: "Send listing details" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you, Morgan Hale." })).toBeVisible();
  const mail = await waitForMail(MAIL_DIR, CONTACT_ADDRESS, new RegExp(email.replace(/[.+]/g, "\\$&")));
  expect(mail).toContain("Available space: 6,200 SF on the 4th floor, from June");
  expect(mail).toContain("List with us: 120 Example Avenue, Brooklyn");
});

test("the referral form sends the referred company", async ({ page }) => {
  const email = uniqueEmail("referrer");
  await page.goto("/referrals");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Refer a company" });
  await form.getByLabel("Your name").fill("Alex Rivera");
  await form.getByLabel("Your e-mail").fill(email);
  await form.getByLabel("Company you are referring").fill("Northwind Labs");
  await form.getByRole("button", { name: "Send referral" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you, Alex Rivera." })).toBeVisible();
  const mail = await waitForMail(MAIL_DIR, CONTACT_ADDRESS, new RegExp(email.replace(/[.+]/g, "\\$&")));
  expect(mail).toContain("Referral: Northwind Labs");
});

test("a validation error shows next to its field and keeps what was typed", async ({ page }) => {
  await page.goto("/contact-us");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Your name").fill("Dana Whitfield");
  await form.getByLabel("Your e-mail").fill("dana@");
  await form.getByLabel("How can we help?").fill("Looking for 3,000 SF.");
  await form.getByRole("button", { name: "Send message" }).click();
  const emailField = form.getByLabel("Your e-mail");
  await expect(emailField).toHaveAccessibleDescription("Enter an e-mail address like name@example.com.");
  await expect(emailField).toBeFocused();
  await expect(emailField).toHaveValue("dana@");
  await expect(form.getByLabel("Your name")).toHaveValue("Dana Whitfield");
  await expect(form.getByLabel("How can we help?")).toHaveValue("Looking for 3,000 SF.");
  await expectNoAxeViolations(page);
  // Fixing the field and sending again works.
  await emailField.fill(uniqueEmail("fixed"));
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you, Dana Whitfield." })).toBeVisible();
});

test("an unknown blog post answers 404 with a way back", async ({ page }) => {
  const response = await page.goto("/blog/no-such-post");
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "All articles" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
});

// One test a page: an axe scan takes a few seconds, and twelve of them would crowd one test's timeout.
for (const path of CONTENT_PATHS) {
  test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
}
