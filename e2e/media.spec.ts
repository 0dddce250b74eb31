import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test, waitForHydration } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { signedIn } from "./support/signedIn";

/**
 * Signs in as the demo broker and opens the `nth` listing of the New York search (the broker's
 * market): each test its own listing. Answers the listing's path.
 */
async function openAsBroker(page: Page, nth: number): Promise<string> {
  await signedIn(page, "broker");
  await page.goto("/office-space/ny/new-york");
  const href = await page
    .getByRole("list", { name: "Spaces on this page" })
    .getByRole("link")
    .nth(nth)
    .getAttribute("href");
  await page.goto(href as string);
  await waitForHydration(page);
  return href as string;
}

/** Where to save screenshots of the panels (to look at them), when set. */
const shots = process.env.MEDIA_SCREENSHOTS;

/** A picture a broker might upload: a 1200 × 800 PNG. */
function photo(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: "#2f6f9f" } })
    .png()
    .toBuffer();
}

test("a broker uploads a photo on a listing page, makes it the cover and pages through the slideshow with the keys", async ({
  page,
}) => {
  const href = await openAsBroker(page, 0);

  const photos = page.getByRole("region", { name: "Photos" });
  const items = photos.getByRole("listitem");
  // The demo listing's three photos are there before anything is uploaded.
  await expect(items).toHaveCount(3);
  const before = 3;
  await photos
    .getByLabel(/Add a photo/)
    .setInputFiles({ name: "reception.png", mimeType: "image/png", buffer: await photo() });
  await photos.getByRole("button", { name: "Upload photo" }).click();
  await expect(items).toHaveCount(before + 1);
  const added = items.last();
  await expect(added).toContainText("reception.png");
  await expect(added.getByRole("img")).toBeVisible();

  await added.getByRole("button", { name: /Make cover/ }).click();
  await expect(added).toContainText("Cover");
  await expect(photos.locator(".photo-manager__cover")).toHaveCount(1);

  await photos.getByRole("link", { name: "Open slideshow" }).click();
  await expect(page).toHaveURL(/\/image-slideshow\?listing=\d+&photo=1$/);
  const counter = page.locator(".image-slideshow__counter");
  const total = before + 1;
  await expect(counter).toHaveText(`1 / ${total}`);
  // The cover comes first; no site header or footer around it.
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.locator(".image-slideshow")).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText(`2 / ${total}`);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(counter).toHaveText(`${total} / ${total}`);
  await expect(page.locator(".image-slideshow__image")).toHaveAttribute("alt", /.+/);
  await expectNoAxeViolations(page);

  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(new RegExp(`${href}$`));

  // A floor plan goes in the same way, beside the photos.
  const plans = page.getByRole("region", { name: "Floor plans" });
  // The region shows once the listing's media have loaded, with its plans in it.
  await expect(plans).toBeVisible();
  const planCount = await plans.getByRole("listitem").count();
  await plans
    .getByLabel(/Add a floor plan/)
    .setInputFiles({ name: "plan.png", mimeType: "image/png", buffer: await photo() });
  await plans.getByRole("button", { name: "Upload floor plan" }).click();
  await expect(plans.getByRole("listitem")).toHaveCount(planCount + 1);
});

test("a broker shares a note with a PDF on a listing page, edits it and deletes it", async ({ page }) => {
  await openAsBroker(page, 1);

  const notes = page.getByRole("region", { name: "Shared notes" });
  const text = `Landlord open to a 3-year term ${Date.now()}`;
  await notes.getByRole("textbox", { name: "Add a note" }).fill(text);
  await notes.getByLabel(/Attach a file/).setInputFiles({
    name: "terms.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"),
  });
  await notes.getByRole("button", { name: "Add note" }).click();
  await expect(notes.getByRole("status")).toHaveText("Note added.");
  // Create success resets the form.
  await expect(notes.getByRole("textbox", { name: "Add a note" })).toHaveValue("");
  const note = notes.getByRole("listitem").filter({ hasText: text });
  await expect(note.getByRole("link", { name: "terms.pdf" })).toHaveAttribute(
    "href",
    /^\/media\/note-files\/\d+$/,
  );
  await expect(note).toContainText("Jamie Chen");
  // The broker panels (photos, floor plans, notes) meet WCAG 2.2 AA too.
  await expectNoAxeViolations(page);

  await note.getByRole("button", { name: /^Edit/ }).click();
  const edit = notes.getByRole("textbox", { name: "Edit note" });
  await expect(edit).toHaveValue(text);
  await edit.fill(`${text} (confirmed)`);
  await notes.getByLabel(/Remove terms.pdf/).check();
  await notes.getByRole("button", { name: "Save note" }).click();
  const edited = notes.getByRole("listitem").filter({ hasText: `${text} (confirmed)` });
  await expect(edited).toBeVisible();
  await expect(edited.getByRole("link")).toHaveCount(0);
  await expect(notes.getByRole("textbox", { name: "Edit note" })).toHaveCount(0);

  await edited.getByRole("button", { name: /^Delete/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete note" }).click();
  await expect(notes.getByRole("listitem").filter({ hasText: text })).toHaveCount(0);
});

test("a broker captions a photo and puts floor plans in order with the keyboard, at 390 px too", async ({
  page,
  consoleErrors,
}) => {
  await openAsBroker(page, 2);

  // This test's own photo and floor plans: it deletes them at the end, the seeded ones stay as they are.
  const photos = page.getByRole("region", { name: "Photos" });
  const items = photos.getByRole("listitem");
  await expect(items.first()).toBeVisible();
  const photoCount = await items.count();
  await photos
    .getByLabel(/Add a photo/)
    .setInputFiles({ name: "caption-me.png", mimeType: "image/png", buffer: await photo() });
  await photos.getByRole("button", { name: "Upload photo" }).click();
  await expect(items).toHaveCount(photoCount + 1);
  const mine = items.filter({ hasText: "caption-me.png" });
  const n = photoCount + 1;
  const caption = mine.getByRole("textbox", { name: `Caption of photo ${n}` });
  const save = mine.getByRole("button", { name: `Save caption of photo ${n}` });
  await expect(caption).toHaveValue("");
  // The limit is shown, with what is left of it.
  await expect(caption).toHaveAccessibleDescription(/Up to 200 characters: 200 left\./);

  // Too long: said next to the field, which keeps the text and the focus.
  const tooLong = `Reception ${"x".repeat(195)}`;
  await caption.fill(tooLong);
  await expect(caption).toHaveAccessibleDescription(/5 too many/);
  await save.click();
  await expect(mine.getByText("A caption has at most 200 characters.")).toBeVisible();
  await expect(caption).toBeFocused();
  await expect(caption).toHaveValue(tooLong);

  // A failed save keeps what was typed too.
  const wanted = "Reception with city views";
  await page.route("**/graphql", async (route) => {
    if (!route.request().postData()?.includes("SetPhotoCaptionMutation")) return route.fallback();
    await route.fulfill({
      json: { errors: [{ message: "Unexpected error.", extensions: { code: "INTERNAL_SERVER_ERROR" } }] },
    });
  });
  await caption.fill(wanted);
  await save.press("Enter");
  await expect(mine.getByRole("alert")).toHaveText("The caption was not saved. Please try again.");
  await expect(caption).toHaveValue(wanted);
  await page.unroute("**/graphql");
  // The app logs the failure it was made to meet; nothing else may be logged.
  const logged = consoleErrors.findIndex((e) => e.startsWith("[GraphQL error] SetPhotoCaptionMutation"));
  expect(logged).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(logged, 1);

  await save.click();
  await expect(photos.getByRole("status")).toHaveText(`Caption of photo ${n} saved.`);
  // The caption is the photo's alt text.
  await expect(mine.getByRole("img")).toHaveAttribute("alt", wanted);
  await expect(mine.getByRole("alert")).toHaveCount(0);

  // Floor plans: three of this test's own, then the keyboard puts the last one first.
  const plans = page
    .getByRole("region", { name: "Floor plans" })
    .filter({ has: page.getByRole("heading", { level: 3, name: "Floor plans" }) });
  const planItems = plans.getByRole("listitem");
  await expect(plans).toBeVisible();
  const seeded = await planItems.count();
  for (const name of ["plan-a.png", "plan-b.png", "plan-c.png"]) {
    const count = await planItems.count();
    await plans
      .getByLabel(/Add a floor plan/)
      .setInputFiles({ name, mimeType: "image/png", buffer: await photo() });
    await plans.getByRole("button", { name: "Upload floor plan" }).click();
    await expect(planItems).toHaveCount(count + 1);
  }
  const total = seeded + 3;
  const srcs = () => planItems.getByRole("img").evaluateAll((all) => all.map((i) => i.getAttribute("src")));
  const before = await srcs();
  const last = before[total - 1];

  const moveUp = plans.getByRole("button", { name: `Move up floor plan ${total}`, exact: true });
  await moveUp.focus();
  await page.keyboard.press("Enter");
  await expect(plans.getByRole("status")).toHaveText(
    `Moved floor plan ${total} to position ${total - 1} of ${total}.`,
  );
  // Focus stays with the plan it moved, now one place up.
  await expect(page.locator(":focus")).toHaveAccessibleName(`Move up floor plan ${total - 1}`);
  for (let i = total - 1; i > 1; i--) await page.keyboard.press("Enter");
  await expect(plans.getByRole("status")).toHaveText(`Moved floor plan 2 to position 1 of ${total}.`);
  // At the top Move up is disabled: focus is on the same plan's Move down.
  await expect(page.locator(":focus")).toHaveAccessibleName("Move down floor plan 1");
  const moved = [last, ...before.slice(0, total - 1)];
  await expect.poll(srcs).toEqual(moved);

  // The order is saved: after a reload the manager and the listing page show it.
  await page.reload();
  await waitForHydration(page);
  await expect.poll(srcs).toEqual(moved);
  const publicPlans = page.locator(".floor-plan__image");
  await expect
    .poll(() => publicPlans.evaluateAll((all) => all.map((i) => i.getAttribute("src"))))
    .toEqual(moved);
  await expect(photos.getByRole("textbox", { name: `Caption of photo ${n}` })).toHaveValue(wanted);

  // The reload kept the page scrolled down, with footer links under the sticky header, which axe's
  // target-size counts as overlapping targets: scan from the top, as the page opens.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
  if (shots) await page.locator(".broker-media").screenshot({ path: `${shots}/media-panel-desktop.png` });
  // A phone's width: nothing runs off the side, and the caption field is whole.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = await items.filter({ hasText: "caption-me.png" }).getByRole("textbox").boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  if (shots) await page.locator(".broker-media").screenshot({ path: `${shots}/media-panel-390.png` });
  // The panels at this width (the whole page was scanned above, at the desktop's).
  await expectNoAxeViolations(page, { include: [".broker-media"] });

  // Tidy up: this test's photo and floor plans go again.
  await items
    .filter({ hasText: "caption-me.png" })
    .getByRole("button", { name: /^Delete/ })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete photo" }).click();
  await expect(items).toHaveCount(photoCount);
  for (const src of before.slice(seeded)) {
    const count = await planItems.count();
    await planItems
      .filter({ has: page.locator(`img[src="${src}"]`) })
      .getByRole("button", { name: /^Delete/ })
      .click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete floor plan" }).click();
    await expect(planItems).toHaveCount(count - 1);
  }
});
