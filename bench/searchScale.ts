import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { openDatabase } from "../src/server/db/client";
import { seedDatabase, truncateAllTables } from "../src/server/db/seed/seed";
import { createMarketDirectoryCache } from "../src/server/services/marketDirectory";
import { SEARCH_QUERY, searchMix } from "./searchMix";
import { startServer } from "./serverProcess";

/**
 * Search at a million listings on PostgreSQL (issue 26): `npx tsx bench/searchScale.ts [--listings N]
 * [--queries N]`. The database (BENCH_SCALE_DATABASE_URL, default the shared server's `scale1m`) is
 * created when missing and seeded when it does not hold exactly N listings or with --reseed (the seed's time is
 * printed), reused otherwise. Then a production server (`npm run build` first) on that database
 * answers bench/searchMix.ts's searches one at a time through /graphql, plus the same searches on a
 * deep page; p50/p95/p99 per kind. Target: p95 <= 20 ms for every kind.
 */
const { values } = parseArgs({
  options: {
    listings: { type: "string", default: "1000000" },
    queries: { type: "string", default: "600" },
    reseed: { type: "boolean", default: false },
  },
});
const LISTINGS = Number(values.listings);
const QUERIES = Number(values.queries);
const WARMUP = 100;
const DEEP_PAGE = 40;
const TARGET_P95_MS = 20;
const url = process.env.BENCH_SCALE_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/scale1m";
const port = Number(process.env.BENCH_PORT ?? 4600);

async function ensureDatabase() {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, "/postgres") });
  await admin.connect();
  try {
    const { rows } = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (rows.length === 0) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}

async function seedIfNeeded(): Promise<string> {
  const database = await openDatabase({ url });
  try {
    await database.migrate();
    const { rows } = await database.query<{ n: number }>("select count(*)::int as n from listings");
    if (rows[0].n === LISTINGS && !values.reseed)
      return `reused (${LISTINGS.toLocaleString("en-US")} listings already there)`;
    if (rows[0].n > 0) await truncateAllTables(database);
    const load = os.loadavg()[0].toFixed(1);
    const cpu = process.cpuUsage();
    const started = performance.now();
    await seedDatabase(database, { listings: LISTINGS, log: (m) => console.log(`  seed: ${m}`) });
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    return `${seconds.toFixed(1)} s (this process ${((used.user + used.system) / 1e6).toFixed(1)} CPU s; load average ${load} at the start, ${os.loadavg()[0].toFixed(1)} at the end)`;
  } finally {
    await database.close();
  }
}

type Input = Record<string, unknown>;
const FILTERS = ["numEmployees", "minSquareFeet", "minPrice", "maxPrice", "leaseTypes", "availability"];

function kindsOf(input: Input): string[] {
  const hoods = (input.neighborhoods as string[]).length > 0;
  const filtered = FILTERS.some((f) => input[f] !== undefined);
  const shape = `${hoods ? "neighbourhoods" : "city"}${filtered ? " + filters" : ""}`;
  const sort = `sort ${input.sort}${input.priceUnit === "PER_MONTH" && String(input.sort).startsWith("PRICE") ? " (monthly)" : ""}`;
  return input.page === DEEP_PAGE ? [`deep page (${DEEP_PAGE})`] : [`shape: ${shape}`, sort];
}

/** CPU seconds (user + system) of a local process, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The server's CPU and its database connections' (PostgreSQL on this machine), in seconds. */
async function cpuOf(serverPid: number, admin: pg.Client, name: string) {
  const { rows } = await admin.query<{ pid: number }>(
    "select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
    [name],
  );
  let database = 0;
  for (const { pid } of rows) database += cpuSeconds(pid);
  return { server: cpuSeconds(serverPid), database, pids: rows.map((r) => r.pid) };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  await ensureDatabase();
  const seed = await seedIfNeeded();
  console.log(`Seed: ${seed}`);
  const database = await openDatabase({ url, poolSize: 1 });
  const directory = await createMarketDirectoryCache(database).get();
  await database.close();
  const mix = searchMix(directory, WARMUP + QUERIES);
  // Every fifth search is asked again on a deep page.
  const inputs = mix.flatMap((input, i) => (i % 5 === 0 ? [input, { ...input, page: DEEP_PAGE }] : [input]));

  const server = await startServer({
    port,
    dataDir: path.join(os.tmpdir(), "squarely-bench-scale"),
    env: { DATABASE_URL: url, TRUSTED_DOCUMENTS: "false", PAGE_CACHE_SECONDS: "0" },
  });
  const times = new Map<string, number[]>();
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  let cpu = { server: 0, database: 0 };
  try {
    for (const [i, input] of inputs.entries()) {
      const t = performance.now();
      const res = await fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: SEARCH_QUERY, variables: { input } }),
      });
      const body = (await res.json()) as { errors?: unknown[] };
      const ms = performance.now() - t;
      if (!res.ok || body.errors)
        throw new Error(`search failed: ${res.status} ${JSON.stringify(body.errors)}`);
      if (i === WARMUP - 1) {
        const at = await cpuOf(server.proc.pid!, admin, name);
        cpu = { server: -at.server, database: -at.database };
      }
      if (i < WARMUP) continue;
      for (const kind of ["all", ...kindsOf(input)]) times.set(kind, [...(times.get(kind) ?? []), ms]);
    }
    const end = await cpuOf(server.proc.pid!, admin, name);
    cpu = { server: cpu.server + end.server, database: cpu.database + end.database };
  } finally {
    await admin.end();
    await server.stop();
  }
  const measured = inputs.length - WARMUP;
  console.log(
    `Search over HTTP, ${LISTINGS.toLocaleString("en-US")} listings, load average ${os.loadavg()[0].toFixed(1)}:`,
  );
  let met = true;
  for (const [kind, ms] of [...times.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const s = [...ms].sort((a, b) => a - b);
    const p95 = percentile(s, 95);
    met &&= p95 <= TARGET_P95_MS;
    const f = (p: number) => `${percentile(s, p).toFixed(1)} ms`.padStart(9);
    console.log(
      `  ${kind.padEnd(36)} n=${String(s.length).padStart(4)}  p50 ${f(50)}  p95 ${f(95)}  p99 ${f(99)}`,
    );
  }
  const perSearch = (s: number) => `${((s * 1000) / measured).toFixed(1)} ms`;
  console.log(
    `CPU per search: server ${perSearch(cpu.server)}, PostgreSQL ${perSearch(cpu.database)} (10 ms ticks over ${measured} searches)`,
  );
  console.log(`p95 <= ${TARGET_P95_MS} ms for every kind: ${met ? "met" : "NOT met"}`);
}

await main();
