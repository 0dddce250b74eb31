import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import { startServer } from "./serverProcess";

/**
 * First-load JavaScript of the pages with a size budget (README: ≤ 150 KB gzip on home, search and
 * listing): every /dist/ script the page loads until the network is idle (lazy route chunks
 * included, source maps excluded), each gzipped at level 9, on a 390 px phone, where the map stays
 * behind its toggle (the README's "map excluded"). Cheaper than bench/lighthouse.ts when
 * only the bytes matter. Run after `npm run build`; prints one line per page (FIRST_LOAD_VERBOSE=1: and
 * one per script).
 */
const port = Number(process.env.FIRST_LOAD_PORT ?? 4311);
const server = await startServer({ port, dataDir: ".bench/first-load-data", fresh: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});

async function firstLoadScriptsGzip(path: string): Promise<number> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts = new Map<string, Promise<Buffer>>();
  page.on("response", (res) => {
    const url = res.url();
    if (!/\/dist\/.*\.js$/.test(url) || scripts.has(url)) return;
    const body = res.body();
    body.catch(() => {}); // awaited below; a rejection must not end the process before the server stops
    scripts.set(url, body);
  });
  await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
  let total = 0;
  for (const [url, body] of scripts) {
    const bytes = zlib.gzipSync(await body, { level: 9 }).length;
    if (process.env.FIRST_LOAD_VERBOSE)
      console.log(`  ${String(bytes).padStart(7)} ${url.replace(/.*\/dist\//, "")}`);
    total += bytes;
  }
  await page.close();
  return total;
}

/** A public listing page's address, as the city page links it (the first card's). */
async function firstListingPath(): Promise<string> {
  const html = await (await fetch(`${server.url}/office-space/ny/new-york`)).text();
  const path = html.match(/href="(\/listings\/[a-z]{2}\/[^"]+)"/)?.[1];
  if (!path) throw new Error("no listing link on the city page");
  return path;
}

try {
  const paths = [
    "/",
    "/office-space/ny/new-york",
    // The public listing page (the budgeted one); /listings/{id} is for signed-in users only.
    await firstListingPath(),
    "/sign-in",
    "/contact-us",
    "/office-space-calculator",
  ];
  for (const path of paths) {
    const bytes = await firstLoadScriptsGzip(path);
    console.log(`${path.padEnd(28)} ${(bytes / 1024).toFixed(1)} KB gzip (${bytes} bytes)`);
  }
} finally {
  await browser.close();
  await server.stop();
}
