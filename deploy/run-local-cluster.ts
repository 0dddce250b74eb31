import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startLocalCluster } from "./cluster/localCluster";

/*
 * `npx tsx deploy/run-local-cluster.ts` (after `npm run build`): the deployment recipe of
 * deploy/README.md on one machine, to try it. HAProxy on :4330 in front of two app processes
 * (:4331, :4332) and one worker, on a PostgreSQL of its own (:4333, initdb in a temporary
 * directory) or on DATABASE_URL, with an S3-compatible bucket (s3rver, :4334). Ctrl-C stops
 * everything and deletes the temporary directory.
 *
 * Settings: SQ_CLUSTER_PORT (first of the five ports, default 4330), DATABASE_URL, SMTP_URL,
 * SEED_LISTINGS (demo listings seeded into an empty database, default 300).
 */
const base = Number(process.env.SQ_CLUSTER_PORT ?? 4330);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "squarely-cluster-"));
const cluster = await startLocalCluster({
  dir,
  ports: { lb: base, apps: [base + 1, base + 2], postgres: base + 3, s3: base + 4 },
  databaseUrl: process.env.DATABASE_URL,
  smtpUrl: process.env.SMTP_URL,
  seedListings: Number(process.env.SEED_LISTINGS ?? 300),
  // As deploy/README.md recommends: HAProxy takes a stopping process out before it stops serving.
  env: { SHUTDOWN_DRAIN_MS: "3000" },
  log: (message) => console.log(`starting ${message}`),
});

console.log(`
Squarely is serving ${cluster.url} through HAProxy (deploy/haproxy.cfg)
  app1 ${cluster.apps.app1.url}, app2 ${cluster.apps.app2.url}, worker pid ${cluster.worker.child()?.pid}
  database ${cluster.databaseUrl}
  logs and data in ${dir}
  HAProxy's runtime API: echo "show stat" | socat stdio unix-connect:${path.join(dir, "haproxy.sock")}
Demo accounts: client@squarely.test, broker@squarely.test, admin@squarely.test (password squarely-demo).
Ctrl-C stops everything.`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log("stopping…");
    void cluster.stop().then(() => process.exit(0));
  });
}
