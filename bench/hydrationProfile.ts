import { chromium } from "@playwright/test";
import { startServer } from "./serverProcess";

/**
 * Where a page's main thread goes while it loads on a phone: Chromium at 4x CPU slowdown, 412 px,
 * a V8 CPU profile from navigation until the network is idle plus a 1.5 s window for late tasks.
 * Prints each load's long tasks, the blocking time (the part of each long task over 50 ms, as TBT
 * counts it), and the functions with the most time, their own and with what they call, averaged
 * over the loads. Function names are the production build's (minified, with line and column).
 *
 *   npx tsx bench/hydrationProfile.ts                      (the city page, 3 loads)
 *   PROFILE_PATH=/ PROFILE_RUNS=5 npx tsx bench/hydrationProfile.ts
 *
 * Run `npm run build` first. Stop 26 used it to find ICU's set-up and Apollo's cache work in the
 * city page's hydration (docs/decisions.md).
 */
const path = process.env.PROFILE_PATH ?? "/office-space/ny/new-york";
const RUNS = Number(process.env.PROFILE_RUNS ?? 3);
const TOP = Number(process.env.PROFILE_TOP ?? 30);

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] };

const label = (node: ProfileNode) => {
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  return `${functionName || "(anonymous)"} ${url.replace(/.*\//, "")}:${lineNumber}:${columnNumber}`;
};

/** Adds each sample's time to its function (self) and to every function above it (inclusive). */
function attribute(profile: Profile, self: Map<string, number>, inclusive: Map<string, number>) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  profile.samples?.forEach((id, i) => {
    const ms = (profile.timeDeltas?.[i] ?? 0) / 1000;
    const node = byId.get(id);
    if (!node) return;
    add(self, label(node), ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const key = label(byId.get(at) as ProfileNode);
      if (!seen.has(key)) add(inclusive, key, ms);
      seen.add(key);
    }
  });
}

const server = await startServer({ port: 4323, dataDir: ".bench/hydration-profile-data", fresh: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let blocking = 0;
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(() => {
      const tasks: number[][] = [];
      Object.assign(window, { __longTasks: tasks });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) tasks.push([Math.round(e.startTime), Math.round(e.duration)]);
      }).observe({ type: "longtask", buffered: true });
    });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
    // A measuring window, not a wait for a condition: long tasks after the network went idle count.
    await page.waitForTimeout(1500);
    const { profile } = (await cdp.send("Profiler.stop")) as { profile: Profile };
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[][] }).__longTasks);
    const over = tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    blocking += over;
    console.log(
      `load ${run + 1}: long tasks [start ms, duration ms] ${JSON.stringify(tasks)}; blocking ${over} ms`,
    );
    attribute(profile, self, inclusive);
    await page.close();
  }
  console.log(`${path} at 4x: blocking ${(blocking / RUNS).toFixed(0)} ms a load (mean of ${RUNS})`);
  const print = (title: string, map: Map<string, number>) => {
    console.log(title);
    const rows = [...map].filter(([key]) => !key.startsWith("("));
    for (const [key, ms] of rows.sort((a, b) => b[1] - a[1]).slice(0, TOP))
      console.log(`${(ms / RUNS).toFixed(1).padStart(8)} ms  ${key}`);
  };
  print("own time a load:", self);
  print("with what they call, a load:", inclusive);
} finally {
  await browser.close();
  await server.stop();
}
