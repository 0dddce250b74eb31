import type { Page } from "@playwright/test";
import { calculateSpace } from "../src/common/spaceCalculator";
import { sizeRangeAround } from "../src/common/teamSpace";
import { expect, test, waitForHydration } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";

/*
 * Issue 25: retail and industrial search could not be reached, and the home card counted every kind
 * of space while linking to office space. Each way in (home, search, footer, buildings directory)
 * now offers office, retail and industrial as links, and each count is what its link shows.
 */

const resultCount = (page: Page) =>
  page
    .getByRole("status")
    .filter({ hasText: /spaces?$/ })
    .first();

/** "8 retail listings" -> 8. */
function countIn(text: string | null): number {
  const match = (text ?? "").match(/([\d,]+) (?:office|retail|industrial) listings?/);
  if (!match) throw new Error(`no count in "${text}"`);
  return Number(match[1].replaceAll(",", ""));
}

for (const viewport of [
  { name: "desktop", size: { width: 1280, height: 900 } },
  { name: "390 px", size: { width: 390, height: 844 } },
]) {
  test.describe(`kinds of space at ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    test("from home a visitor picks Retail and lands on New York's retail spaces, as many as the card said", async ({
      page,
    }) => {
      await page.goto("/");
      await waitForHydration(page);
      const choice = page.getByRole("navigation", { name: "Markets by kind of space" });
      await choice.getByRole("link", { name: "Retail" }).click();
      await expect(page).toHaveURL(/\/\?type=retail-space#home-markets-title$/);
      await expect(choice.getByRole("link", { name: "Retail" })).toHaveAttribute("aria-current", "page");
      const card = page.getByRole("link", { name: /^New York\s*New York\s*[\d,]+ retail listings?$/ });
      const promised = countIn(await card.textContent());
      expect(promised).toBeGreaterThan(0);
      await expectNoAxeViolations(page);

      await card.click();
      await expect(page).toHaveURL(/\/retail-space\/ny\/new-york$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Retail space for rent in New York");
      await expect(resultCount(page)).toHaveText(`${promised} ${promised === 1 ? "space" : "spaces"}`);
    });

    test("on a search page the choice switches the kind in the URL's path and keeps the filters", async ({
      page,
    }) => {
      await page.goto("/office-space/ny/new-york?min_sf=1000&sort=newest");
      await waitForHydration(page);
      const choice = page.getByRole("navigation", { name: "Kind of space" });
      await expect(choice.getByRole("link", { name: "Office" })).toHaveAttribute("aria-current", "page");
      await expectNoAxeViolations(page);

      // By keyboard: the choice is ordinary links, reached with Tab and followed with Enter.
      const industrial = choice.getByRole("link", { name: "Industrial" });
      await industrial.focus();
      await expect(industrial).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/industrial-space\/ny\/new-york\?min_sf=1000&sort=newest$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Industrial space for rent in New York",
      );
      await expect(choice.getByRole("link", { name: "Industrial" })).toHaveAttribute("aria-current", "page");
      await expect(choice.getByRole("link", { name: "Retail" })).toHaveAttribute(
        "href",
        "/retail-space/ny/new-york?min_sf=1000&sort=newest",
      );
    });

    test("the footer and the buildings directory link to each kind's search, with its count", async ({
      page,
    }) => {
      await page.goto("/buildings/ny/new-york");
      await waitForHydration(page);
      const spaces = page.getByRole("navigation", { name: "Search spaces in New York" });
      const retail = spaces.getByRole("listitem").filter({ hasText: "Retail space" });
      const promised = countIn(await retail.textContent());
      await expectNoAxeViolations(page);
      await retail.getByRole("link", { name: "Retail space" }).click();
      await expect(page).toHaveURL(/\/retail-space\/ny\/new-york$/);
      await expect(resultCount(page)).toHaveText(`${promised} ${promised === 1 ? "space" : "spaces"}`);

      const footer = page.getByRole("contentinfo");
      await footer.scrollIntoViewIfNeeded();
      const footerLinks = footer.getByRole("navigation", { name: "Footer" });
      await expect(footerLinks.getByRole("link", { name: "Office space" })).toHaveAttribute(
        "href",
        "/office-space/ny/new-york",
      );
      await expect(footerLinks.getByRole("link", { name: "Retail space" })).toHaveAttribute(
        "href",
        "/retail-space/ny/new-york",
      );
      await footerLinks.getByRole("link", { name: "Industrial space" }).click();
      await expect(page).toHaveURL(/\/industrial-space\/ny\/new-york$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Industrial space for rent in New York",
      );
    });
  });
}

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the choices are plain links on home and search", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Markets by kind of space" })
      .getByRole("link", { name: "Industrial" })
      .click();
    await expect(
      page.getByRole("link", { name: /^New York\s*New York\s*[\d,]+ industrial listings?$/ }),
    ).toHaveAttribute("href", "/industrial-space/ny/new-york");
    await page.goto("/office-space/ny/new-york");
    await page
      .getByRole("navigation", { name: "Kind of space" })
      .getByRole("link", { name: "Retail" })
      .click();
    await expect(page).toHaveURL(/\/retail-space\/ny\/new-york$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Retail space for rent in New York");
  });
});

test("the space calculator's search applies the range around the rentable SF it shows", async ({ page }) => {
  await page.goto("/office-space-calculator");
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "Headcount today", exact: true }).fill("48");
  await page.getByRole("textbox", { name: "Growth over the lease term (%)", exact: true }).fill("0");
  await page.getByRole("radio", { name: /^Open plan/ }).check();
  const { rentableSquareFeet } = calculateSpace({
    headcount: 48,
    growthPercent: 0,
    workStyle: "OPEN_PLAN",
    privateOffices: 2,
    smallConferenceRooms: 1,
    mediumConferenceRooms: 1,
    largeConferenceRooms: 0,
    phoneBooths: 2,
    kitchen: true,
    reception: true,
  });
  expect(rentableSquareFeet).toBe(5233);
  const range = sizeRangeAround(rentableSquareFeet);
  const search = page.getByRole("link", { name: "Search spaces for 48 people in New York" });
  await expect(search).toHaveAttribute(
    "href",
    `/office-space/ny/new-york?min_sf=${range?.min}&max_sf=${range?.max}`,
  );
  await search.click();
  await expect(page).toHaveURL(/\/office-space\/ny\/new-york\?min_sf=4186&max_sf=6542$/);
  await expect(page.getByRole("spinbutton", { name: "Minimum square feet" })).toHaveValue("4186");
});

test("a filter chip's × stands apart from its name", async ({ page }) => {
  await page.goto("/office-space/ny/new-york/soho");
  const chip = page.getByRole("link", { name: "Remove SoHo" });
  const gap = await chip.evaluate((link) => {
    const mark = link.querySelector("[aria-hidden]") as HTMLElement;
    const range = document.createRange();
    range.selectNodeContents(link.firstChild as Node);
    return mark.getBoundingClientRect().left - range.getBoundingClientRect().right;
  });
  expect(gap).toBeGreaterThanOrEqual(4);
});

test("the lease-type choice is not cut off and the search lines up with the header", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/office-space/ny/new-york");
  await waitForHydration(page);
  const lease = page.getByRole("combobox", { name: "Lease type" });
  await expect(lease).toBeVisible();
  // The select's own width holds its text (the widest option), with room for the arrow.
  const fits = await lease.evaluate((select) => select.scrollWidth <= select.clientWidth);
  expect(fits).toBe(true);
  const logo = await page.getByRole("banner").getByRole("link").first().boundingBox();
  const title = await page.getByRole("heading", { level: 1 }).boundingBox();
  expect(Math.abs((title?.x ?? 0) - (logo?.x ?? 0))).toBeLessThanOrEqual(4);
});

test("Nearby on a listing page leaves no card alone in its row", async ({ page }) => {
  // This listing has 5 nearby spaces in the demo seed: 4 columns used to leave the fifth alone.
  const path = "/listings/ny/new-york/11205/brooklyn-navy-yard/284-wythe-avenue/floor-4";
  for (const width of [1440, 1024, 700]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    const nearby = page.getByRole("region", { name: /^Nearby in / });
    await expect(nearby).toBeVisible();
    const rows = await nearby.getByRole("list").evaluate((grid) => {
      const shown = [...grid.children].filter((li) => getComputedStyle(li).display !== "none");
      const byTop = new Map<number, number>();
      for (const li of shown) {
        const top = Math.round(li.getBoundingClientRect().top);
        byTop.set(top, (byTop.get(top) ?? 0) + 1);
      }
      return [...byTop.values()];
    });
    expect(rows.length, `${width} px`).toBeGreaterThan(0);
    // Every row as full as the first: no card alone in the last.
    for (const n of rows) expect(n, `${width} px: ${rows.join(", ")}`).toBe(rows[0]);
  }
});
