import { expect, test } from "./fixtures";
import { FIRST_LOAD_BUDGET_BYTES, firstLoadScriptsGzip } from "./support/firstLoad";

/*
 * The README's first-load budget, checked on the production build this suite runs against: a
 * phone's first load of home, the city search page and a public listing page carries at most
 * 150 KB of script (gzip). bench/firstLoadJs.ts prints the same figures with each script.
 */
test("home, the city search page and a listing page load at most 150 KB of script (gzip) on a phone", async ({
  browser,
  request,
}) => {
  const html = await (await request.get("/office-space/ny/new-york")).text();
  const listing = html.match(/href="(\/listings\/[a-z]{2}\/[^"]+)"/)?.[1];
  expect(listing, "a listing card on the city page").toBeTruthy();
  const sizes: Record<string, number> = {};
  for (const path of ["/", "/office-space/ny/new-york", listing as string]) {
    // A new page each time, so nothing comes from another page's cache.
    const page = await browser.newPage({
      viewport: { width: 390, height: 844 },
      baseURL: test.info().project.use.baseURL,
    });
    sizes[path] = await firstLoadScriptsGzip(page, path);
    await page.close();
  }
  for (const [path, bytes] of Object.entries(sizes)) {
    expect(bytes, `${path}: ${bytes} B of script`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
    // A broken measurement (no script seen) must not pass as a small page.
    expect(bytes, `${path}: its scripts were seen`).toBeGreaterThan(100 * 1024);
  }
});
