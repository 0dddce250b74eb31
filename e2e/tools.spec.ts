import type { Page } from "@playwright/test";
import { formatCurrency, formatThousands } from "../src/common/format/numbers";
import { calculateSpace, estimateRent } from "../src/common/spaceCalculator";
import { sizeRangeAround } from "../src/common/teamSpace";
import { expect, test, waitForHydration } from "./fixtures";
import { appOperation } from "./support/appOperations";
import { expectNoAxeViolations } from "./support/axe";

/* Smart Tools: the office space calculator and the commute calculator, end to end. */

/** Places on the map: pins on their own plus the number each cluster marker shows. */
async function placesOnMap(page: Page): Promise<number> {
  const pins = await page.locator(".map-pin").count();
  const clusters = await page.locator(".map-cluster").allInnerTexts();
  return clusters.reduce((sum, text) => sum + Number(text), pins);
}

/** A pin by name, activating cluster markers from the keyboard (which zooms in) until it shows. */
async function revealPin(page: Page, name: string) {
  const pin = page.getByRole("button", { name, exact: true });
  for (let tries = 0; tries < 4 && (await pin.count()) === 0; tries++) {
    const clusters = page.locator(".map-cluster");
    const before = await clusters.count();
    await clusters.first().focus();
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await pin.count()) > 0 || (await clusters.count()) !== before).toBe(true);
  }
  return pin;
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** SoHo's typical rent, read from the same API the page uses. */
async function sohoPricePerFoot(page: Page): Promise<number> {
  const res = await page.request.post("/graphql", {
    data: appOperation("SearchMarketQuery", { state: "ny", slug: "new-york" }),
  });
  const body = await res.json();
  const soho = body.data.market.neighborhoods.find((n: { slug: string }) => n.slug === "soho");
  return soho.yearlyPricePerFoot;
}

async function chooseOffice(page: Page, typed: string, option: RegExp) {
  const box = page.getByRole("combobox", { name: "Find a building, address or neighbourhood" });
  await box.fill(typed);
  await page.getByRole("option", { name: option }).first().click();
  await expect(box).toHaveValue("");
}

/** A person's ZIP field (exact, so "Remove person 1" does not match). */
const zipField = (page: Page, n: number) => page.getByRole("textbox", { name: `Person ${n}`, exact: true });

const result = (page: Page) => page.getByRole("region", { name: "Your space" });

test.describe("office space calculator", () => {
  test("computes space and rent as you type and hands the team over to search", async ({ page }) => {
    const response = await page.goto("/office-space-calculator");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Office space calculator: how much space does your team need? | Squarely");
    await waitForHydration(page);

    await page.getByRole("textbox", { name: "Headcount today", exact: true }).fill("40");
    await page.getByRole("textbox", { name: "Growth over the lease term (%)", exact: true }).fill("25");
    await page.getByRole("radio", { name: /^Open plan/ }).check();
    await page.getByRole("textbox", { name: "Private offices", exact: true }).fill("3");
    await page.getByRole("textbox", { name: "Small", exact: true }).fill("2");
    await page.getByRole("textbox", { name: "Medium", exact: true }).fill("1");
    await page.getByRole("textbox", { name: "Large", exact: true }).fill("1");
    await page.getByRole("textbox", { name: "Phone booths", exact: true }).fill("4");
    await page.getByRole("checkbox", { name: "Reception" }).uncheck();

    const expected = calculateSpace({
      headcount: 40,
      growthPercent: 25,
      workStyle: "OPEN_PLAN",
      privateOffices: 3,
      smallConferenceRooms: 2,
      mediumConferenceRooms: 1,
      largeConferenceRooms: 1,
      phoneBooths: 4,
      kitchen: true,
      reception: false,
    });
    const totals = result(page).getByRole("definition");
    await expect(totals.nth(0)).toHaveText(`${formatThousands(expected.rentableSquareFeet)} SF`);
    await expect(totals.nth(1)).toHaveText(`${formatThousands(expected.usableSquareFeet)} SF`);
    await expect(totals.nth(2)).toHaveText("50");
    await expect(result(page)).toContainText("15% load factor");
    const chart = page.getByRole("figure", { name: "Usable area by type" });
    await expect(chart.getByRole("listitem")).toHaveCount(6); // no reception
    await expect(chart).toContainText(`Desks${formatThousands(expected.areas.desks)} SF`);

    // Rent in SoHo, from the neighbourhood's yearly price per square foot.
    await page.getByLabel("Neighbourhood").selectOption("soho");
    const rent = estimateRent(expected.rentableSquareFeet, await sohoPricePerFoot(page));
    await expect(result(page)).toContainText(`${formatCurrency(rent?.monthlyRent ?? 0)} a month`);
    await expect(result(page)).toContainText(`${formatCurrency(rent?.yearlyRent ?? 0)} a year`);

    // Issue 25: the hand-off searches the team-size rule's range around the rentable SF shown.
    const range = sizeRangeAround(expected.rentableSquareFeet);
    await page.getByRole("link", { name: "Search spaces for 50 people in SoHo, New York" }).click();
    await expect(page).toHaveURL(
      new RegExp(`/office-space/ny/new-york/soho\\?min_sf=${range?.min}&max_sf=${range?.max}$`),
    );
    await expect(page.getByRole("heading", { level: 1 })).toContainText("SoHo");
  });

  test("explains bad input and shows the answer again once it is fixed", async ({ page }) => {
    await page.goto("/office-space-calculator");
    await waitForHydration(page);
    const headcount = page.getByRole("textbox", { name: "Headcount today", exact: true });
    await headcount.fill("-3");
    await expect(page.getByText("Headcount can't be negative.")).toBeVisible();
    await expect(headcount).toHaveAttribute("aria-invalid", "true");
    await expect(result(page)).toContainText("Fix the highlighted field to see your estimate.");
    await expect(page.getByRole("link", { name: /^Search spaces for/ })).toHaveCount(0);

    await page.getByRole("textbox", { name: "Growth over the lease term (%)", exact: true }).fill("1e9");
    await expect(page.getByText("Enter growth as a whole percentage, e.g. 20.")).toBeVisible();
    await expect(result(page)).toContainText("Fix the highlighted fields to see your estimate.");

    await headcount.fill("12");
    await page.getByRole("textbox", { name: "Growth over the lease term (%)", exact: true }).fill("0");
    await expect(result(page).getByRole("definition").nth(2)).toHaveText("12");
    const twelve = calculateSpace({
      headcount: 12,
      growthPercent: 0,
      workStyle: "MIXED",
      privateOffices: 2,
      smallConferenceRooms: 1,
      mediumConferenceRooms: 1,
      largeConferenceRooms: 0,
      phoneBooths: 2,
      kitchen: true,
      reception: true,
    });
    const range = sizeRangeAround(twelve.rentableSquareFeet);
    await expect(page.getByRole("link", { name: "Search spaces for 12 people in New York" })).toHaveAttribute(
      "href",
      `/office-space/ny/new-york?min_sf=${range?.min}&max_sf=${range?.max}`,
    );
  });

  test("has no WCAG A/AA violations", async ({ page }) => {
    await page.goto("/office-space-calculator");
    await waitForHydration(page);
    await page.getByRole("textbox", { name: "Headcount today", exact: true }).fill("x");
    await expectNoAxeViolations(page);
  });
});

test.describe("commute calculator", () => {
  test("compares pasted home ZIPs against offices, with a table and a map", async ({ page }) => {
    const response = await page.goto("/commutes");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Commute calculator: compare office locations for your team | Squarely");
    await expect(page.getByRole("region", { name: "How we estimate commutes" })).toContainText(
      "straight-line distance",
    );
    await waitForHydration(page);

    await page.getByRole("button", { name: "Paste a list" }).click();
    await page
      .getByLabel("ZIP codes, separated by commas, spaces or new lines")
      .fill("10001, 10013 1234\n99999\n11201");
    await page.getByRole("button", { name: "Add these people" }).click();
    await expect(page.getByText("Added 4 people. Not ZIP codes, left out: 1234.")).toBeVisible();
    await expect(zipField(page, 4)).toHaveValue("11201");

    await chooseOffice(page, "soho", /^SoHo Neighbourhood in New York/);
    // The keyboard works too: arrow down to the first suggestion, Enter to add it.
    const box = page.getByRole("combobox", { name: "Find a building, address or neighbourhood" });
    await box.fill("midtown");
    await expect(page.getByRole("option").first()).toContainText("Midtown");
    await box.press("ArrowDown");
    await expect(page.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await box.press("Enter");
    const chosen = page.getByRole("list", { name: "Offices to compare" }).getByRole("listitem");
    await expect(chosen).toHaveCount(2);

    const offices = page.getByRole("list", { name: "Commutes by office" }).getByRole("listitem");
    await expect(offices).toHaveCount(2);
    await expect(page.getByText("We could not find this ZIP code, so it is left out: 99999.")).toBeVisible();
    await expect(page.getByText("We could not find ZIP code 99999; this person is left out.")).toBeVisible();

    const soho = offices.first();
    await expect(soho.getByRole("heading", { name: "Office A: SoHo" })).toBeVisible();
    const summary = soho.getByRole("table", { name: "Team commute to SoHo" });
    for (const mode of ["Transit", "Car", "Bike", "Walking"]) {
      await expect(summary.getByRole("row", { name: new RegExp(`^${mode} `) })).toContainText(/\d+ (min|h)/);
    }
    await soho.getByText("Each person's commute (3)").click();
    const people = soho.getByRole("region", { name: "Each person's commute to office A" });
    await expect(people.getByRole("row")).toHaveCount(4); // header + persons 1, 2 and 4
    await expect(people.getByRole("row", { name: /^Person 4 11201 Brooklyn, NY/ })).toBeVisible();

    // Three home ZIPs and two offices on the map; pins are HTML, so they show without tiles. Places
    // too close together share a cluster marker showing their number.
    await expect.poll(() => placesOnMap(page), { timeout: 15_000 }).toBe(5);
    // A home near SoHo may share its cluster: zoom in from the keyboard until its pin stands alone.
    const sohoPin = await revealPin(page, "Office A: SoHo");
    await expect(sohoPin).toHaveText("A");
    await sohoPin.focus();
    await sohoPin.press("Enter");
    await expect(
      page.locator(".leaflet-popup").getByRole("link", { name: "See spaces here" }),
    ).toHaveAttribute("href", "/office-space/ny/new-york/soho");

    // Removing an office updates the comparison.
    await page.getByRole("button", { name: "Remove Midtown" }).click();
    await expect(offices).toHaveCount(1);
  });

  test("has no WCAG A/AA violations, with results and map", async ({ page }) => {
    await page.goto("/commutes");
    await waitForHydration(page);
    await zipField(page, 1).fill("10001");
    await chooseOffice(page, "soho", /^SoHo Neighbourhood in New York/);
    await expect.poll(() => placesOnMap(page), { timeout: 15_000 }).toBe(2);
    await page.getByText("Each person's commute (1)").click();
    await expectNoAxeViolations(page);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("both calculators fit and work at 390 px", async ({ page }) => {
    await page.goto("/office-space-calculator");
    await waitForHydration(page);
    await expectNoSidewaysScroll(page);
    await page.getByRole("textbox", { name: "Headcount today", exact: true }).fill("8");
    await page.getByRole("textbox", { name: "Growth over the lease term (%)", exact: true }).fill("0");
    // The bar at the bottom keeps the answer in view while the form is edited.
    const bar = page.getByRole("link", { name: /rentable · 8 seats/ });
    await expect(bar).toBeInViewport();
    await bar.click();
    await expect(result(page)).toBeInViewport();

    await page.goto("/commutes");
    await waitForHydration(page);
    await expectNoSidewaysScroll(page);
    await zipField(page, 1).fill("10013");
    await page.getByRole("button", { name: "Add a person" }).click();
    await expect(zipField(page, 2)).toBeFocused();
    await zipField(page, 2).fill("10025");
    await chooseOffice(page, "soho", /^SoHo Neighbourhood in New York/);
    const offices = page.getByRole("list", { name: "Commutes by office" }).getByRole("listitem");
    await expect(offices).toHaveCount(1);
    await expect.poll(() => placesOnMap(page), { timeout: 15_000 }).toBe(3);
    await expectNoSidewaysScroll(page);
  });
});
