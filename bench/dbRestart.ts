import { type ChildProcess, spawn } from "node:child_process";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { createJobRunner } from "../src/server/jobs/jobRunner";
import { createPgCluster } from "../src/server/testing/pgCluster";
import { startSmtpSink } from "../src/server/testing/smtpSink";
import { startTestServer } from "../src/server/testing/testServer";

/**
 * Issue 26: what a PostgreSQL restart costs one app process under load, and how soon a killed
 * worker's job is taken by another. Its own PostgreSQL cluster (src/server/testing/pgCluster.ts).
 *
 * 1. BENCH_LOOPS (8) clients loop over a GraphQL read, a contact-form write and a page for
 *    BENCH_SECONDS (20); halfway, `pg_ctl restart -m fast`. Prints the answers by status, the time
 *    PostgreSQL was away, when the last 503 and the first 200 came relative to its return, latencies.
 * 2. A worker process (`npm run worker`) takes a mail job and is killed (SIGKILL) mid-send; another
 *    runner works the queue. Prints when the job went back to the queue and when the other took it.
 */
const loops = Number(process.env.BENCH_LOOPS ?? 8);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);

const cluster = await createPgCluster();
const sink = await startSmtpSink();
const server = await startTestServer(
  { name: "postgres", url: cluster.url() },
  {
    listings: 200,
    jobs: { pollingIntervalSeconds: 5 },
    env: {
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      GRAPHQL_IP_LIMIT: "10000000",
      PAGE_IP_LIMIT: "10000000",
      CONTACT_FORM_IP_LIMIT: "10000000",
    },
  },
);

type Answer = { at: number; ms: number; status: number };
const answers: Answer[] = [];
let n = 0;
const kinds = [
  () => fetch(`${server.url}/`, { headers: { accept: "text/html" } }),
  () =>
    fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ markets { slug name } currentUser { id } }" }),
    }),
  () =>
    fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: "mutation ($input: ContactFormInput!) { submitContactForm(input: $input) { ok } }",
        variables: {
          input: { kind: "CONTACT", name: "Bench", email: "bench@example.com", message: `m${++n}` },
        },
      }),
    }),
];
const endAt = Date.now() + seconds * 1000;
const clients = Array.from({ length: loops }, async (_, i) => {
  while (Date.now() < endAt) {
    const at = Date.now();
    let status = 0;
    try {
      const res = await kinds[i % kinds.length]();
      await res.arrayBuffer();
      status = res.status;
    } catch {
      status = 0;
    }
    answers.push({ at, ms: Date.now() - at, status });
  }
});
await new Promise((r) => setTimeout(r, (seconds * 1000) / 2));
const restartAt = Date.now();
await cluster.restart("fast");
const backAt = Date.now();
await Promise.all(clients);

const byStatus = new Map<number, number>();
for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
const sorted = answers.map((a) => a.ms).sort((x, y) => x - y);
const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
const refused = answers.filter((a) => a.status !== 200);
const lastRefused = refused.length ? Math.max(...refused.map((a) => a.at + a.ms)) - backAt : null;
const firstServed =
  Math.min(...answers.filter((a) => a.at >= backAt && a.status === 200).map((a) => a.at + a.ms)) - backAt;
console.log(
  `load: ${loops} clients for ${seconds} s, ${answers.length} requests (${(answers.length / seconds).toFixed(0)}/s)`,
);
console.log(`answers by status: ${JSON.stringify(Object.fromEntries(byStatus))}`);
console.log(`pg_ctl restart -m fast took ${backAt - restartAt} ms (PostgreSQL away)`);
console.log(
  `last non-200 answer ${lastRefused} ms after PostgreSQL accepted connections; first 200 started after it: ${firstServed} ms`,
);
console.log(`latency p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${sorted.at(-1)} ms`);
await server.close();

// 2. A killed worker's job.
const held = await startSmtpSink(0, { beforeAccept: () => new Promise(() => {}) });
const database = await openDatabase({ url: cluster.url(), poolSize: 2 });
await database.migrate();
const config = loadConfig({ SMTP_URL: `smtp://127.0.0.1:${held.port}`, DATABASE_URL: cluster.url() });
const worker: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server/jobs/worker-main.ts"], {
  env: { ...process.env, DATABASE_URL: cluster.url(), SMTP_URL: config.smtpUrl, LOG_LEVEL: "warn" },
  stdio: "inherit",
});
// Queued without a runner here: the worker process takes it.
const { rows } = await database.query<{ id: number }>(
  "insert into email_outbox (\"to\", subject, html, text, kind) values ('a@example.com', 'Killed', '<p>x</p>', 'x', 'reset-password') returning id",
);
const outboxId = rows[0].id;
const jobState = async () =>
  (
    await database.query<{ state: string; started: number | null }>(
      "select state, extract(epoch from started_on) * 1000 as started from pgboss.job where name = 'mail-deliver' and singleton_key = $1",
      [String(outboxId)],
    )
  ).rows[0];
const runner = await createJobRunner(database, config, { info: () => {}, warn: () => {} }, { work: false });
await runner.boss.send("mail-deliver", { outboxId }, { singletonKey: String(outboxId) });
await runner.stop();
while (held.received.length === 0) await new Promise((r) => setTimeout(r, 50));
worker.kill("SIGKILL");
const killedAt = Date.now();
const other = await createJobRunner(database, config, { info: () => {}, warn: () => {} });
let requeuedAt = 0;
let takenAt = 0;
while (!takenAt && Date.now() - killedAt < 180_000) {
  const job = await jobState();
  if (!requeuedAt && job?.state === "retry") requeuedAt = Date.now();
  if (job?.started && Number(job.started) > killedAt) takenAt = Number(job.started);
  await new Promise((r) => setTimeout(r, 100));
}
console.log(
  `killed worker's mail job: back in the queue ${((requeuedAt - killedAt) / 1000).toFixed(1)} s after the kill, taken by another runner ${((takenAt - killedAt) / 1000).toFixed(1)} s after`,
);
await other.stop();
await database.close();
await held.close();
await sink.close();
await cluster.destroy();
process.exit(0);
