import zlib from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer } from "./serverProcess";

/**
 * Lighthouse (mobile preset, simulated throttling) on the home, city search and listing pages of
 * the production build, plus the JavaScript each page loads first (gzip). Targets (issue 4):
 * performance >= 90, accessibility 100, SEO 100, first-load JS <= 150 KB gzip.
 */
const server = await startServer({ port: 4310, dataDir: ".bench/lighthouse-data", fresh: true });

async function firstListingPath(): Promise<string | null> {
  const res = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: '{ search(input: { state: "ny", citySlug: "new-york", limit: 1 }) { listings { path } } }',
    }),
  });
  const body = (await res.json()) as { data?: { search?: { listings: { path: string }[] } } };
  return body.data?.search?.listings[0]?.path ?? null;
}

async function firstLoadScriptsGzip(path: string): Promise<number> {
  const html = await (await fetch(`${server.url}${path}`)).text();
  const srcs = [
    ...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g),
  ].map((m) => m[1]);
  let total = 0;
  for (const src of new Set(srcs)) {
    const buf = Buffer.from(
      await (
        await fetch(`${server.url}${src}`, { headers: { "accept-encoding": "identity" } })
      ).arrayBuffer(),
    );
    total += zlib.gzipSync(buf, { level: 9 }).length;
  }
  return total;
}

const pages: [string, string | null][] = [
  ["home", "/"],
  ["city search", "/office-space/ny/new-york"],
  ["listing", await firstListingPath()],
];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
});
try {
  for (const [name, path] of pages) {
    if (!path) {
      console.log(`${name.padEnd(12)} skipped (no page yet)`);
      continue;
    }
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "seo"],
    });
    const c = result?.lhr.categories;
    const score = (k: string) => Math.round((c?.[k]?.score ?? 0) * 100);
    const js = await firstLoadScriptsGzip(path);
    console.log(
      `${name.padEnd(12)} performance ${score("performance")}  accessibility ${score("accessibility")}  SEO ${score("seo")}  first-load JS ${(js / 1024).toFixed(1)} KB gzip  (${path})`,
    );
    const metric = (id: string) => result?.lhr.audits[id]?.displayValue ?? "?";
    console.log(
      `    FCP ${metric("first-contentful-paint")}  LCP ${metric("largest-contentful-paint")}  TBT ${metric("total-blocking-time")}  CLS ${metric("cumulative-layout-shift")}  SI ${metric("speed-index")}`,
    );
    for (const key of ["accessibility", "seo"]) {
      for (const ref of c?.[key]?.auditRefs ?? []) {
        const audit = result?.lhr.audits[ref.id];
        if (audit && audit.score !== null && audit.score < 1 && ref.weight > 0)
          console.log(`    ${key}: ${audit.id} — ${audit.title}`);
      }
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}
