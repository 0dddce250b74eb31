import sharp from "sharp";
import { expect, test, waitForHydration } from "./fixtures";
import { DEMO_PASSWORD, signInOnPage } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";

/** A picture a broker might upload: a 1200 × 800 PNG. */
function photo(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: "#2f6f9f" } })
    .png()
    .toBuffer();
}

test("a broker uploads a photo on a listing page, makes it the cover and pages through the slideshow with the keys", async ({
  page,
}) => {
  await signInOnPage(page, "broker@squarely.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/tourbook\/campaigns/);
  await page.goto("/office-space/ny/new-york");
  const href = await page
    .getByRole("list", { name: "Spaces on this page" })
    .getByRole("link")
    .first()
    .getAttribute("href");
  await page.goto(href as string);
  await waitForHydration(page);

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
  await signInOnPage(page, "broker@squarely.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/tourbook\/campaigns/);
  await page.goto("/office-space/ny/new-york");
  const href = await page
    .getByRole("list", { name: "Spaces on this page" })
    .getByRole("link")
    .nth(1)
    .getAttribute("href");
  await page.goto(href as string);
  await waitForHydration(page);

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
