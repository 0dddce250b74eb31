import { type ChildProcess, execSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * The first `npm start` after `npm install` (issue 25; target: answers within 30 s): no build and an
 * empty data directory (after the ref's postinstall, timed on its own, if it has one), from `npm start` until /health answers and until the home page answers with
 * listings. Also the seed's own cost (the server's first seeding line to its last) and the server's
 * start-up (its `startupMs`: database, migration, seed). Each git ref given is exported to
 * .bench/first-start/<ref> with this checkout's node_modules, and the refs take turns, so a before
 * and an after share the machine's load: `npx tsx bench/firstStart.ts <before-ref> HEAD`.
 * FIRST_START_ROUNDS (default 2) runs per ref; SEED_LISTINGS as the server's (default 3000).
 */
const refs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["HEAD"];
const rounds = Number(process.env.FIRST_START_ROUNDS ?? 2);
const port = Number(process.env.FIRST_START_PORT ?? 4310);
const root = path.resolve(".bench/first-start");
const nodeModules = fs.realpathSync("node_modules");
const HOME_WITH_LISTINGS = /[1-9][\d,]* office listings/;

type Run = {
  ref: string;
  installS: number | null;
  healthS: number;
  homeS: number;
  seedS: number | null;
  startupS: number | null;
};

/** The ref's own postinstall (what `npm install` runs after installing), timed; null when it has none. */
function postinstall(dir: string): number | null {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8"));
  if (!pkg.scripts?.postinstall) return null;
  const started = performance.now();
  const { CI: _ci, ...env } = process.env;
  execSync("npm run postinstall --silent", { cwd: dir, stdio: "ignore", env });
  return (performance.now() - started) / 1000;
}

function exportRef(ref: string): string {
  const dir = path.join(root, ref.replace(/[^\w.-]/g, "_"));
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  execSync(`git archive ${ref} | tar -x -C ${JSON.stringify(dir)}`);
  fs.symlinkSync(nodeModules, path.join(dir, "node_modules"));
  return dir;
}

async function answers(url: string, test: (body: string) => boolean): Promise<boolean> {
  try {
    const res = await fetch(url);
    return res.ok && test(await res.text());
  } catch {
    return false;
  }
}

async function waitFor(proc: ChildProcess, url: string, test: (body: string) => boolean, started: number) {
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`npm start exited with ${proc.exitCode}`);
    if (await answers(url, test)) return (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function firstStart(ref: string, dir: string): Promise<Run> {
  for (const built of ["dist", "dist-server", "data"])
    fs.rmSync(path.join(dir, built), { recursive: true, force: true });
  const installS = postinstall(dir);
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const proc = spawn("npm", ["start", "--silent"], {
    cwd: dir,
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: "data", LOG_LEVEL: "info" },
    detached: true,
  });
  // Timestamped server lines: the seed's first and last line, and pino's startupMs.
  let seedStart: number | null = null;
  let seedEnd: number | null = null;
  let startupS: number | null = null;
  proc.stdout?.setEncoding("utf8");
  proc.stdout?.on("data", (chunk: string) => {
    const now = performance.now();
    for (const line of chunk.split("\n")) {
      if (line.startsWith("Empty database, demo mode")) seedStart = now;
      if (line.startsWith("campaigns:") || line.startsWith("Demo data seeded")) seedEnd = now;
      const startup = /"startupMs":(\d+)/.exec(line);
      if (startup) startupS = Number(startup[1]) / 1000;
    }
  });
  try {
    const healthS = await waitFor(proc, `${url}/health`, () => true, started);
    const homeS = await waitFor(proc, `${url}/`, (body) => HOME_WITH_LISTINGS.test(body), started);
    const seedS = seedStart !== null && seedEnd !== null ? (seedEnd - seedStart) / 1000 : null;
    return { ref, installS, healthS, homeS, seedS, startupS };
  } finally {
    // npm, start.mjs and the server: the whole group this run started.
    if (proc.pid) process.kill(-proc.pid, "SIGTERM");
    await new Promise((r) => proc.once("exit", r));
  }
}

const dirs = new Map(refs.map((ref) => [ref, exportRef(ref)]));
const runs: Run[] = [];
for (let round = 0; round < rounds; round++) {
  for (const ref of refs) {
    const run = await firstStart(ref, dirs.get(ref)!);
    runs.push(run);
    console.log(
      `${ref.padEnd(12)} round ${round + 1}: postinstall ${run.installS?.toFixed(1) ?? "none"}; npm start: /health ${run.healthS.toFixed(1)} s, home with listings ${run.homeS.toFixed(1)} s, ` +
        `seed ${run.seedS?.toFixed(1) ?? "?"} s, server start-up ${run.startupS?.toFixed(1) ?? "?"} s`,
    );
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
console.log("\nmedian per ref (s): postinstall | npm start: /health   home   seed   server start-up");
for (const ref of refs) {
  const mine = runs.filter((r) => r.ref === ref);
  const col = (pick: (r: Run) => number | null) => {
    const xs = mine.map(pick).filter((x): x is number => x !== null);
    return (xs.length ? median(xs).toFixed(1) : "?").padStart(7);
  };
  console.log(
    `${ref.padEnd(20)} ${col((r) => r.installS)}           ${col((r) => r.healthS)} ${col((r) => r.homeS)} ${col((r) => r.seedS)} ${col((r) => r.startupS)}`,
  );
}
console.log(
  `load average at the end: ${(await import("node:os"))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
