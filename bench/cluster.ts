import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { until } from "../deploy/cluster/childProcess";
import { type LocalCluster, startLocalCluster } from "../deploy/cluster/localCluster";
import { graphql, SEARCH_VARIABLES, searchOk } from "../deploy/test/clusterClient";
import { startLoad } from "../deploy/test/loadRunner";
import { contactSpec, exitReports, readMix } from "../deploy/test/scenarios";
import { openDatabase } from "../src/server/db/client";
import { createMarketDirectoryCache } from "../src/server/services/marketDirectory";
import { cpuSeconds, processTreeCpuSeconds, rotating, serverStats, visitorMix } from "./clusterLoad";

/*
 * `npx tsx bench/cluster.ts` (after `npm run build`): the deployment recipe on this machine
 * (deploy/cluster/localCluster.ts: HAProxy, two app processes, a worker, PostgreSQL of its own,
 * s3rver), then
 * 1. the same mixed load through HAProxy to two processes and to one (app2 put in maintenance
 *    through HAProxy's runtime API), side by side: throughput, latency, and the CPU seconds each
 *    process (and PostgreSQL) spent per request, from /proc;
 * 2. a PostgreSQL restart (stopped for BENCH_OUTAGE_MS, default 2000) under load: the errors, and
 *    how long after PostgreSQL accepts connections again each process serves.
 * BENCH_SECONDS (20), BENCH_CONNECTIONS (20), BENCH_ROUNDS (1: two then one), SEED_LISTINGS (3000).
 * Ports 4320-4324.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const outageMs = Number(process.env.BENCH_OUTAGE_MS ?? 2000);
const started = performance.now();
const log = (message: string) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${message}`);

async function listingPaths(cluster: LocalCluster): Promise<string[]> {
  const paths: string[] = [];
  for (const page of [1, 2, 3, 4]) {
    const answer = await graphql(cluster.url, "SearchQuery", {
      input: { state: "ny", citySlug: "new-york", limit: 48, page },
    });
    const data = answer.body?.data as { search: { listings: { path: string }[] } };
    paths.push(...data.search.listings.map((l) => l.path));
  }
  return paths;
}

/** HAProxy's counters once no request is still on its way to a process (autocannon ends before its last answers). */
async function settledStats(cluster: LocalCluster) {
  return until(
    "the last requests to end",
    async () => {
      const stats = serverStats(await cluster.haproxy.command("show stat"));
      return [...stats.values()].every((s) => s.current === 0) ? stats : undefined;
    },
    30_000,
  );
}

async function mixedLoad(cluster: LocalCluster, mix: autocannon.Request[], processes: 1 | 2) {
  const target = processes === 2 ? "ready" : "maint";
  await cluster.haproxy.command(`set server squarely/app2 state ${target}`);
  await cluster.haproxy.waitForState("app2", processes === 2 ? "UP" : "MAINT", 15_000);
  const pids = { app1: cluster.apps.app1.child()?.pid ?? 0, app2: cluster.apps.app2.child()?.pid ?? 0 };
  const pgPid = cluster.postgres?.pid() ?? null;
  const countsBefore = await settledStats(cluster);
  const cpuBefore = { app1: cpuSeconds(pids.app1), app2: cpuSeconds(pids.app2) };
  const pgBefore = pgPid ? processTreeCpuSeconds(pgPid) : 0;
  const result = await autocannon({
    url: cluster.url,
    connections,
    duration: seconds,
    requests: rotating(mix),
  });
  const countsAfter = await settledStats(cluster);
  const served = (name: "app1" | "app2") =>
    (countsAfter.get(name)?.responses ?? 0) - (countsBefore.get(name)?.responses ?? 0);
  const perRequest = (name: "app1" | "app2") => {
    const n = served(name);
    return n > 0 ? `${(((cpuSeconds(pids[name]) - cpuBefore[name]) / n) * 1000).toFixed(2)} ms` : "-";
  };
  const total = served("app1") + served("app2");
  const pg =
    pgPid && total > 0
      ? `${(((processTreeCpuSeconds(pgPid) - pgBefore) / total) * 1000).toFixed(2)} ms`
      : "-";
  console.log(
    `${processes} process${processes === 2 ? "es" : ""}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx - result["3xx"]}; ` +
      `requests app1 ${served("app1")} / app2 ${served("app2")}; CPU per request app1 ${perRequest("app1")}, app2 ${perRequest("app2")}, PostgreSQL ${pg}`,
  );
}

async function databaseRestart(cluster: LocalCluster, listingPath: string) {
  const postgres = cluster.postgres;
  if (!postgres) throw new Error("needs the cluster's own PostgreSQL");
  const reads = readMix(listingPath);
  const load = startLoad({
    url: cluster.url,
    concurrency: connections,
    pauseAfterFailureMs: 50,
    next: (n) => (n % 4 === 0 ? contactSpec(`cluster-bench-${n}`) : reads(n)),
  });
  await load.waitFor(200, (r) => r.ok, 60_000);
  const stoppedAt = performance.now();
  await postgres.stop();
  // The outage itself: PostgreSQL stays away this long, as in a restart.
  await new Promise((resolve) => setTimeout(resolve, outageMs));
  await postgres.start();
  const upAt = performance.now();
  const serves = (url: string) =>
    until(
      `${url} to serve`,
      async () => {
        const answer = await graphql(url, "SearchQuery", SEARCH_VARIABLES);
        return answer.status === 200 && searchOk(answer.body) ? true : undefined;
      },
      30_000,
      20,
    ).then(
      () => `${(performance.now() - upAt).toFixed(0)} ms`,
      () => "not within 30 s",
    );
  const recovery = await Promise.all([cluster.apps.app1.url, cluster.apps.app2.url, cluster.url].map(serves));
  await load.waitFor(200, (r) => r.start > upAt + 2000, 60_000).catch(() => {});
  const records = await load.stop();
  const failed = records.filter((r) => !r.ok);
  const byStatus = new Map<number, number>();
  for (const r of failed) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
  const lastFailure = Math.max(...failed.map((r) => r.end), upAt);
  const alive = ["app1", "app2", "worker"].filter((name) =>
    name === "worker" ? cluster.worker.running() : cluster.apps[name as "app1" | "app2"].running(),
  );
  console.log(
    `database restart (${(upAt - stoppedAt).toFixed(0)} ms away) under ${connections} connections: ${records.length} requests, ` +
      `${failed.length} failed (${[...byStatus].map(([s, n]) => `${n} × ${s || "no answer"}`).join(", ") || "none"}); ` +
      `serving again ${recovery.join(" / ")} after PostgreSQL accepted connections (app1 / app2 / balancer), ` +
      `last failure ${(lastFailure - upAt).toFixed(0)} ms after; still running: ${alive.join(", ") || "none"}`,
  );
  for (const report of exitReports(cluster)) console.log(report);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sq-cluster-bench-"));
const cluster = await startLocalCluster({
  dir,
  ports: { lb: 4320, apps: [4321, 4322], postgres: 4323, s3: 4324 },
  seedListings: Number(process.env.SEED_LISTINGS ?? 3000),
  env: {
    GRAPHQL_IP_LIMIT: "100000000",
    PAGE_IP_LIMIT: "100000000",
    CONTACT_FORM_IP_LIMIT: "100000000",
    CONTACT_EMAIL: "desk@squarely.test",
  },
  log,
});
try {
  const database = await openDatabase({ url: cluster.databaseUrl });
  const directory = await createMarketDirectoryCache(database).get();
  await database.close();
  const paths = await listingPaths(cluster);
  const mix = visitorMix(directory, paths);
  log(`warming up: the mix once (${mix.length} requests: searches, city pages, listing pages, home)`);
  await autocannon({ url: cluster.url, connections, amount: mix.length, requests: rotating(mix) });
  log(
    `mixed load, ${connections} connections, ${seconds} s each, through HAProxy (${os.cpus().length} cores)`,
  );
  for (let round = 0; round < rounds; round++) {
    await mixedLoad(cluster, mix, 2);
    await mixedLoad(cluster, mix, 1);
  }
  await cluster.haproxy.command("set server squarely/app2 state ready");
  await cluster.haproxy.waitForState("app2", "UP", 15_000);
  await databaseRestart(cluster, paths[0]);
} finally {
  await cluster.stop();
}
