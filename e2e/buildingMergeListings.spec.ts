import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { DEMO_PASSWORD } from "./support/accounts";
import { appOperation } from "./support/appOperations";
import { expectNoAxeViolations } from "./support/axe";
import { signedIn } from "./support/signedIn";

const shots = process.env.ADMIN_SCREENSHOTS;

type ResearchBuilding = { id: string; address: string; market: { id: string }; contacts: { id: string }[] };
type Availability = { listings: { id: string; floorAndSuite: string }[] };

async function research(api: APIRequestContext, name: string, variables: Record<string, unknown>) {
  const body = (await (await api.post("/graphql", { data: appOperation(name, variables) })).json()) as {
    data: Record<string, unknown>;
  };
  return body.data;
}

/**
 * Two buildings of one market with a contact each, past the research list's first page (which
 * research.spec.ts uses), and neither of the markets other merge tests use.
 */
async function twoBuildings(api: APIRequestContext): Promise<[ResearchBuilding, ResearchBuilding]> {
  const data = await research(api, "ResearchBuildingsQuery", { page: 2 });
  const rows = (data.researchBuildings as { buildings: { building: ResearchBuilding }[] }).buildings
    .map((r) => r.building)
    .filter((b) => b.contacts.length > 0);
  for (const a of rows) {
    const b = rows.find((o) => o.id !== a.id && o.market.id === a.market.id);
    if (b) return [a, b];
  }
  throw new Error("no two buildings of one market with contacts on the second page");
}

async function listingsAt(api: APIRequestContext, building: ResearchBuilding, suite: string) {
  const data = await research(api, "ResearchAvailabilityQuery", {
    contactId: building.contacts[0].id,
    buildingId: building.id,
  });
  return (data.researchBuilding as Availability).listings.filter((l) => l.floorAndSuite === suite);
}

async function adminPage(page: Page) {
  await signedIn(page, "admin");
}

test("an admin merging two buildings with one floor and suite is told which listings merge, and one listing remains", async ({
  page,
  playwright,
  baseURL,
}) => {
  const suite = `Floor 2, Suite E2E${Date.now()}`;
  // The research team adds the same floor and suite to two buildings of one market.
  const api = await playwright.request.newContext({ baseURL });
  await api.post("/graphql", {
    data: appOperation("SignIn", { email: "research@squarely.test", password: DEMO_PASSWORD }),
  });
  const [duplicate, keep] = await twoBuildings(api);
  for (const b of [duplicate, keep]) {
    await research(api, "ResearchAddListingMutation", {
      contactId: b.contacts[0].id,
      buildingId: b.id,
      fields: { floorAndSuite: suite, squareFeet: 2500 },
    });
    await expect.poll(async () => (await listingsAt(api, b, suite)).length).toBe(1);
  }
  const [kept] = await listingsAt(api, keep, suite);

  await adminPage(page);
  await page.goto(`/building-admin?building=${duplicate.id}`);
  await waitForHydration(page);
  await expect(
    page.getByRole("heading", { level: 2, name: "Merge this building into another" }),
  ).toBeVisible();
  await page.getByLabel("Find the building to keep").fill(keep.address);
  await page.getByRole("button", { name: "Find", exact: true }).click();
  const escaped = keep.address.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await page.getByRole("radio", { name: new RegExp(`^${escaped}`) }).check();
  const preview = page.locator(".building-merge__preview");
  await expect(preview).toContainText(/merges? into a listing at the same floor and suite/);
  const merging = preview.getByRole("list", { name: "Listings that merge" });
  await expect(merging.getByRole("listitem").filter({ hasText: suite })).toHaveCount(1);
  await expectNoAxeViolations(page);
  if (shots)
    await page.screenshot({ path: `${shots}/building-merge-collisions-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate("document.documentElement.scrollWidth - window.innerWidth")).toBeLessThanOrEqual(
    0,
  );
  if (shots) await preview.screenshot({ path: `${shots}/building-merge-collisions-390.png` });
  await page.setViewportSize({ width: 1280, height: 720 });

  await preview.getByRole("button", { name: /^Merge into/ }).click();
  await page
    .getByRole("dialog", { name: "Merge these buildings?" })
    .getByRole("button", { name: "Merge buildings" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: `Merged into ${keep.address}.` })).toBeVisible();

  // One listing at that floor and suite: the kept building's.
  expect((await listingsAt(api, keep, suite)).map((l) => l.id)).toEqual([kept.id]);
  await api.dispose();
});
