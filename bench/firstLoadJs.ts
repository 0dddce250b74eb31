import { chromium } from "@playwright/test";
import { FIRST_LOAD_BUDGET_BYTES, firstLoadScriptsGzip } from "../e2e/support/firstLoad";
import { startServer } from "./serverProcess";

/**
 * First-load JavaScript of the pages with a size budget (README: ≤ 150 KB gzip on home, search and
 * listing), measured as e2e/firstLoadBudget.spec.ts checks it (e2e/support/firstLoad.ts), on a
 * 390 px phone, where the map stays behind its toggle (the README's "map excluded"). Cheaper than bench/lighthouse.ts when
 * only the bytes matter. Run after `npm run build`; prints one line per page (FIRST_LOAD_VERBOSE=1: and
 * one per script). A budgeted page over its budget is marked OVER and the run exits with 1.
 */
const port = Number(process.env.FIRST_LOAD_PORT ?? 4311);
const server = await startServer({ port, dataDir: ".bench/first-load-data", fresh: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});

async function measure(path: string): Promise<number> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    return await firstLoadScriptsGzip(page, `${server.url}${path}`, (file, bytes) => {
      if (process.env.FIRST_LOAD_VERBOSE) console.log(`  ${String(bytes).padStart(7)} ${file}`);
    });
  } finally {
    await page.close();
  }
}

/** A public listing page's address, as the city page links it (the first card's). */
async function firstListingPath(): Promise<string> {
  const html = await (await fetch(`${server.url}/office-space/ny/new-york`)).text();
  const path = html.match(/href="(\/listings\/[a-z]{2}\/[^"]+)"/)?.[1];
  if (!path) throw new Error("no listing link on the city page");
  return path;
}

try {
  // Home, the city search page and the public listing page have the budget (README); the others
  // are measured to see what the shared code costs them. /listings/{id} is for signed-in users only.
  const budgeted = ["/", "/office-space/ny/new-york", await firstListingPath()];
  const paths = [...budgeted, "/sign-in", "/contact-us", "/office-space-calculator"];
  for (const path of paths) {
    const bytes = await measure(path);
    const over = budgeted.includes(path) && bytes > FIRST_LOAD_BUDGET_BYTES;
    if (over) process.exitCode = 1;
    const mark = budgeted.includes(path)
      ? over
        ? ` OVER the budget by ${bytes - FIRST_LOAD_BUDGET_BYTES} B`
        : " within budget"
      : "";
    console.log(`${path.padEnd(28)} ${(bytes / 1024).toFixed(1)} KB gzip (${bytes} bytes)${mark}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
