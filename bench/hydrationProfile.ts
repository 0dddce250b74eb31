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
 *   PROFILE_COMPARE_DIR=/tmp/other-build PROFILE_RUNS=5 npx tsx bench/hydrationProfile.ts   (A/B)
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

const port = Number(process.env.PROFILE_PORT ?? 4323);
// PROFILE_COMPARE_DIR: another checkout, built there (`npm run build`), served beside this one; the
// loads alternate between the two builds so both see the same machine load (an A/B run).
const compareDir = process.env.PROFILE_COMPARE_DIR;
const dataDir = ".bench/hydration-profile-data";
const builds = [{ name: "this checkout", server: await startServer({ port, dataDir, fresh: true }) }];
if (compareDir) {
  const server = await startServer({ port: port + 1, dataDir, fresh: true, cwd: compareDir });
  builds.push({ name: compareDir, server });
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});

/** One load at 4x: its long tasks' blocking time (ms) and its CPU profile. */
async function load(url: string): Promise<{ blocking: number; profile: Profile; tasks: number[][] }> {
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
  await page.goto(`${url}${path}`, { waitUntil: "networkidle" });
  // A measuring window, not a wait for a condition: long tasks after the network went idle count.
  await page.waitForTimeout(1500);
  const { profile } = (await cdp.send("Profiler.stop")) as { profile: Profile };
  const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[][] }).__longTasks);
  await page.close();
  return {
    blocking: tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
    profile,
    tasks,
  };
}

try {
  const results = builds.map(() => ({
    self: new Map<string, number>(),
    inclusive: new Map<string, number>(),
    blocking: [] as number[],
  }));
  for (let run = 0; run < RUNS; run++) {
    for (const [i, build] of builds.entries()) {
      const { blocking, profile, tasks } = await load(build.server.url);
      results[i].blocking.push(blocking);
      console.log(
        `${build.name}, load ${run + 1}: long tasks [start ms, duration ms] ${JSON.stringify(tasks)}; blocking ${blocking} ms`,
      );
      attribute(profile, results[i].self, results[i].inclusive);
    }
  }
  const print = (title: string, map: Map<string, number>) => {
    console.log(title);
    const rows = [...map].filter(([key]) => !key.startsWith("("));
    for (const [key, ms] of rows.sort((a, b) => b[1] - a[1]).slice(0, TOP))
      console.log(`${(ms / RUNS).toFixed(1).padStart(8)} ms  ${key}`);
  };
  for (const [i, build] of builds.entries()) {
    const { blocking, self, inclusive } = results[i];
    const sorted = [...blocking].sort((a, b) => a - b);
    const mean = blocking.reduce((a, b) => a + b, 0) / RUNS;
    console.log(`\n== ${build.name}`);
    print("own time a load:", self);
    print("with what they call, a load:", inclusive);
    console.log(
      `${path} at 4x, ${build.name}: blocking ${mean.toFixed(0)} ms a load (mean of ${RUNS}), median ${sorted[Math.floor(RUNS / 2)]}, loads ${JSON.stringify(blocking)}`,
    );
  }
} finally {
  await browser.close();
  for (const build of builds) await build.server.stop();
}
