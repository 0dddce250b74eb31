import zlib from "node:zlib";
import type { Page } from "@playwright/test";

/** README: home, the city search page and the public listing page load at most 150 KB of script. */
export const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

/**
 * First-load JavaScript of a page: every /dist/ script it loads until the network is idle (lazy
 * route chunks included, source maps excluded), each gzipped at level 9. Open it in a 390 px page,
 * where the search page's map stays behind its toggle (the README's "map excluded"). With `perScript`
 * each script's bytes are handed over too.
 */
export async function firstLoadScriptsGzip(
  page: Page,
  url: string,
  perScript?: (file: string, bytes: number) => void,
): Promise<number> {
  const scripts = new Map<string, Promise<Buffer>>();
  page.on("response", (res) => {
    const address = res.url();
    if (!/\/dist\/.*\.js$/.test(address) || scripts.has(address)) return;
    const body = res.body();
    body.catch(() => {}); // awaited below; a rejection must not end the process first
    scripts.set(address, body);
  });
  await page.goto(url, { waitUntil: "networkidle" });
  let total = 0;
  for (const [address, body] of scripts) {
    const bytes = zlib.gzipSync(await body, { level: 9 }).length;
    perScript?.(address.replace(/.*\/dist\//, ""), bytes);
    total += bytes;
  }
  return total;
}
