import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { DEMO_PASSWORD } from "./accounts";

/** Each demo person, the header link to their work, and the heading that work's screen shows. */
export const PERSONAS = [
  {
    who: "client",
    email: "client@squarely.test",
    link: "Tourbook",
    path: "/tourbook/campaigns",
    heading: "Campaigns",
  },
  {
    who: "broker",
    email: "broker@squarely.test",
    link: "Tourbook",
    path: "/tourbook/campaigns",
    heading: "Campaigns",
  },
  {
    who: "vendor",
    email: "vendor@squarely.test",
    link: "Upload listings",
    path: "/acme-feeds/csv-upload",
    heading: "CSV upload · Acme Feeds",
  },
  {
    who: "research team",
    email: "research@squarely.test",
    link: "Research",
    path: "/research-team/building-contacts",
    heading: /Building contacts/,
  },
  { who: "admin", email: "admin@squarely.test", link: "Admin", path: "/user-admin", heading: "User admin" },
] as const;

export type Persona = (typeof PERSONAS)[number];

/** Opens the phone menu when the header is folded (a phone); on a desktop its links are in view. */
async function openMenuIfFolded(page: Page) {
  const toggle = page.getByRole("banner").getByRole("button", { name: "Menu" });
  if ((await toggle.isVisible()) && (await toggle.getAttribute("aria-expanded")) === "false")
    await toggle.click();
}

/**
 * Issue 25: a person starts at home, signs in with the header's Sign In (the modal), and reaches their
 * work through the header's own link alone.
 */
export async function walkFromSignInToWork(page: Page, persona: Persona) {
  await page.goto("/");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await openMenuIfFolded(page);
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  const dialog = page.getByRole("dialog", { name: "Welcome back" });
  await dialog.getByLabel("Email").fill(persona.email);
  await dialog.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(dialog).toBeHidden();
  if (persona.who === "broker" || persona.who === "research team") {
    // Signed in from home, they land on their work at once (the research screens have no header);
    // back home, the header's link takes them there again.
    await expect(page).toHaveURL(new RegExp(`${persona.path.replace(/[/]/g, "\\/")}$`));
    await page.goto("/");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  }
  await openMenuIfFolded(page);
  const place = page.getByRole("banner").getByRole("link", { name: persona.link, exact: true });
  await expect(place).toBeVisible();
  await place.click();
  await expect(page).toHaveURL(new RegExp(`${persona.path.replace(/[/]/g, "\\/")}$`));
  await expect(page.getByRole("heading", { level: 1, name: persona.heading })).toBeVisible();
}
