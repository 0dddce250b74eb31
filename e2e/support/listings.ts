import type { Page } from "@playwright/test";

/** The path of the first listing of the New York search (the market the demo broker works). */
export async function firstListingPath(page: Page): Promise<string> {
  await page.goto("/office-space/ny/new-york");
  const href = await page
    .getByRole("list", { name: "Spaces on this page" })
    .getByRole("link")
    .first()
    .getAttribute("href");
  return href as string;
}
