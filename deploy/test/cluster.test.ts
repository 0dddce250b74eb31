import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smallPng } from "../../src/server/testing/imageFixtures";
import { type SmtpSink, startSmtpSink } from "../../src/server/testing/smtpSink";
import { until } from "../cluster/childProcess";
import { type LocalCluster, startLocalCluster } from "../cluster/localCluster";
import { graphql, graphqlBody, SEARCH_VARIABLES, signIn } from "./clusterClient";
import {
  exitReports,
  type KillResult,
  killUnderLoad,
  mailsPerToken,
  type RestartResult,
  restartDatabaseUnderLoad,
} from "./scenarios";

/*
 * Issue 26: the deployment recipe (deploy/), run as it is. A PostgreSQL of its own (initdb in a
 * temporary directory), an S3-compatible bucket (s3rver), two app processes from the production
 * build with their own data directories, a worker, HAProxy with deploy/haproxy.cfg, and an SMTP
 * sink; then the faults. Runs in `npm test` after the build (scripts/test-all.mjs), which skips it
 * when initdb or haproxy is missing. Ports 4310-4315.
 */

const SMTP_PORT = 4315;
const APP1 = "SERVERID=app1";
const APP2 = "SERVERID=app2";

let cluster: LocalCluster;
let sink: SmtpSink;
let db: pg.Pool;
let listing: { id: number; path: string };
let brokerSession: string;

beforeAll(async () => {
  sink = await startSmtpSink(SMTP_PORT);
  const started = performance.now();
  cluster = await startLocalCluster({
    log: (message) =>
      console.log(`cluster: ${((performance.now() - started) / 1000).toFixed(1)} s: ${message}`),
    dir: fs.mkdtempSync(path.join(os.tmpdir(), "sq-cluster-test-")),
    ports: { lb: 4310, apps: [4311, 4312], postgres: 4313, s3: 4314 },
    smtpUrl: `smtp://127.0.0.1:${SMTP_PORT}`,
    seedListings: 60,
    env: {
      // Pages stay a minute in each process's cache: only invalidation can show an edit within 1 s.
      PAGE_CACHE_SECONDS: "60",
      CONTACT_EMAIL: "desk@squarely.test",
      // Every request of the load comes from one address.
      CONTACT_FORM_IP_LIMIT: "1000000",
      GRAPHQL_IP_LIMIT: "100000000",
      PAGE_IP_LIMIT: "100000000",
    },
  });
  db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
  // The database restart cuts the pool's idle connections; the pool drops them.
  db.on("error", () => {});
  const { rows } = await db.query<{ id: number }>(
    `select l.id from listings l join users u on u.broker_market_id = l.market_id
     where u.email = 'broker@squarely.test' and l.status = 'AVAILABLE' order by l.id limit 1`,
  );
  const answer = await graphql(cluster.url, "ListingByIdQuery", { id: String(rows[0].id) });
  const found = (answer.body?.data as { listing?: { path: string } } | undefined)?.listing;
  if (!found) throw new Error(`listing ${rows[0].id} not found: ${JSON.stringify(answer.body)}`);
  listing = { id: rows[0].id, path: found.path };
  brokerSession = await signIn(cluster.url, "broker@squarely.test", [APP1]);
}, 240_000);

afterAll(async () => {
  await db?.end();
  await cluster?.stop();
  await sink?.close();
}, 60_000);

/** A GET through the balancer with these cookies; redirects are not followed. */
async function get(url: string, cookies: string[]) {
  const res = await fetch(url, { headers: { cookie: cookies.join("; ") }, redirect: "manual" });
  return { res, bytes: Buffer.from(await res.arrayBuffer()), servedBy: res.headers.get("x-served-by") };
}

/** A POST from another loopback address (127.0.0.3) than HAProxy's own, with these headers. */
function postFrom(localAddress: string, url: string, body: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const req = http.request(url, {
      method: "POST",
      localAddress,
      headers: { "content-type": "application/json", ...headers },
    });
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("the cluster behind HAProxy (deploy/haproxy.cfg)", () => {
  it("counts a visitor by the address HAProxy saw, whatever X-Forwarded-For the visitor wrote", async () => {
    await cluster.ensureRunning();
    const body = graphqlBody("SearchQuery", SEARCH_VARIABLES);
    // The visitor is 127.0.0.3; HAProxy reaches the apps from 127.0.0.1 and appends 127.0.0.3.
    expect(
      await postFrom("127.0.0.3", `${cluster.url}/graphql`, body, { "x-forwarded-for": "203.0.113.9" }),
    ).toBe(200);
    const { rows } = await db.query<{ key: string }>(
      "select key from rate_limit_counters where key like 'graphql-ip:%' and key <> 'graphql-ip:127.0.0.1'",
    );
    expect(rows.map((r) => r.key)).toEqual(["graphql-ip:127.0.0.3"]);
  });

  it("serves a photo uploaded through app1 from app2", async () => {
    await cluster.ensureRunning();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await smallPng())], { type: "image/png" }), "cluster.png");
    const upload = await fetch(`${cluster.url}/media/listings/${listing.id}/photos`, {
      method: "POST",
      body: form,
      headers: { origin: cluster.url, cookie: [brokerSession, APP1].join("; ") },
    });
    expect(upload.headers.get("x-served-by")).toBe("app1");
    expect(upload.status).toBe(201);
    const { imageUpload } = (await upload.json()) as { imageUpload: { url: string; thumbnailUrl: string } };
    for (const address of [imageUpload.url, imageUpload.thumbnailUrl]) {
      const first = await get(new URL(address, cluster.url).href, [APP2]);
      expect(first.servedBy, address).toBe("app2");
      // Public images may be redirected to the bucket: then the bucket answers.
      const location = first.res.headers.get("location");
      const image = location ? await get(new URL(location, cluster.url).href, []) : first;
      expect(image.res.status, address).toBe(200);
      expect(image.bytes.subarray(8, 12).toString("latin1"), address).toBe("WEBP");
    }
  });

  it("shows an edit made through app1 on app2's cached page within 1 s", async () => {
    await cluster.ensureRunning();
    const token = `Cluster edit ${Date.now()}`;
    const page = async () => {
      const { servedBy, bytes } = await get(cluster.url + listing.path, [APP2]);
      expect(servedBy).toBe("app2");
      return bytes.toString("utf8");
    };
    await page();
    expect(await page()).not.toContain(token);
    const change = await graphql(
      cluster.url,
      "UserChangeListing",
      { listingId: String(listing.id), changes: { description: `A bright corner suite. ${token}.` } },
      [brokerSession, APP1],
    );
    expect(change.servedBy).toBe("app1");
    const jobId = (change.body?.data as { userChangeListing?: { importerJobId: string } })?.userChangeListing
      ?.importerJobId;
    expect(jobId, JSON.stringify(change.body)).toBeTruthy();
    // The worker applies the edit (an importer job); the clock starts when it is committed.
    const status = await until(
      "the edit's importer job",
      async () =>
        (await db.query<{ status: string | null }>("select status from importer_jobs where id = $1", [jobId]))
          .rows[0]?.status ?? undefined,
      30_000,
      10,
    );
    const appliedAt = performance.now();
    expect(status).toBe("SUCCESS");
    const shownAfterMs = await until(
      "the edit on app2's page",
      async () => ((await page()).includes(token) ? performance.now() - appliedAt : undefined),
      5_000,
      20,
    );
    console.log(
      `cluster: the edit showed on app2's cached page ${shownAfterMs.toFixed(0)} ms after its commit`,
    );
    expect(shownAfterMs).toBeLessThanOrEqual(1_000);
  });

  describe("kill -9 of app1 under load", () => {
    let result: KillResult;
    beforeAll(async () => {
      await cluster.ensureRunning();
      result = await killUnderLoad(cluster, listing.path);
      const failed = result.records.filter((r) => !r.ok).length;
      console.log(
        `cluster: kill -9: ${result.records.length} requests, ${failed} failed; app1 gone ${(result.diedAt - result.killedAt).toFixed(0)} ms after the signal; app1 DOWN in HAProxy after ${result.downMs?.toFixed(0) ?? "never"} ms, back UP ${result.rejoinMs.toFixed(0)} ms after its start`,
      );
    }, 90_000);

    it("fails only the requests app1 had in flight", () => {
      expect(result.exitSignal).toBe("SIGKILL");
      const failed = result.records.filter((r) => !r.ok);
      // In flight: sent before app1 was gone (a dying process still takes connections for a few
      // milliseconds) and not answered when the signal was sent.
      for (const r of failed) {
        expect(r.start, `${r.kind} ${r.status} ${r.error}`).toBeLessThan(result.diedAt);
        expect(r.end).toBeGreaterThanOrEqual(result.killedAt);
      }
      // At most one request per connection of the load was on its way.
      expect(failed.length).toBeLessThanOrEqual(8);
    });

    it("is marked down by HAProxy within 5 s while app2 serves everything", () => {
      expect(result.downMs).not.toBeNull();
      expect(result.downMs).toBeLessThanOrEqual(5_000);
      const after = result.records.filter((r) => r.start > result.downAt);
      expect(after.length).toBeGreaterThanOrEqual(40);
      expect(after.filter((r) => !r.ok || r.servedBy !== "app2")).toEqual([]);
    });

    it("rejoins once started again", () => {
      expect(result.rejoined).toBe(true);
    });
  });

  describe("a PostgreSQL restart under load", () => {
    let result: RestartResult;
    let mailsSent: Error | null = null;
    let mailsSentAfterMs = 0;
    let stored: string[] = [];
    beforeAll(async () => {
      await cluster.ensureRunning();
      result = await restartDatabaseUnderLoad(cluster, listing.path);
      for (const report of exitReports(cluster)) console.log(`cluster: ${report}`);
      // Every stored message's mail goes out. A send the outage interrupted is retried on the
      // worker's schedule: its job's end is kept until the database is back, or the job expires
      // (20 s, found by maintenance every 10 s), then the first retry waits 15-30 s. A mail whose job
      // could not be queued while the database was away waits for the minutely sweep, which takes rows
      // a minute old: up to about 2 min 15 s after it was stored (keeping that send in the process,
      // as the "sent" mark is, would bring it under seconds: the next stop's work).
      const unsent = () =>
        db.query<{ id: number; attempts: number; error: string | null; sending: boolean; age: number }>(
          `select id, attempts, error, sending_at is not null as sending,
             extract(epoch from now() - created_at)::int as age
           from email_outbox where kind = 'contact-form' and sent_at is null`,
        );
      const mailDeadline = result.upAt + 150_000 - performance.now();
      const mailWaitStarted = performance.now();
      await until(
        "every contact mail marked sent",
        async () => ((await unsent()).rows.length === 0 ? true : undefined),
        mailDeadline,
        100,
      )
        .then(() => {
          mailsSentAfterMs = performance.now() - mailWaitStarted;
        })
        .catch(async (error: Error) => {
          mailsSent = new Error(`${error.message}: ${JSON.stringify((await unsent()).rows)}`);
        });
      stored = (await db.query<{ name: string }>("select name from contact_submissions")).rows.map(
        (r) => r.name,
      );
      const failed = result.records.filter((r) => !r.ok);
      console.log(
        `cluster: database restart: ${result.records.length} requests, ${failed.length} failed (${[...new Set(failed.map((r) => r.status))].join(", ")}), outage ${(result.upAt - result.stoppedAt).toFixed(0)} ms; the last mail marked sent ${(mailsSentAfterMs / 1000).toFixed(1)} s after the load ended; serving again after ${Object.entries(
          result.recoveryMs,
        )
          .map(([k, v]) => `${k} ${v === null ? "never" : `${v.toFixed(0)} ms`}`)
          .join(", ")}`,
      );
    }, 240_000);

    it("leaves every process running", () => {
      expect(result.alive).toEqual({ app1: true, app2: true, worker: true, haproxy: true });
    });

    it("serves again within 2 s of the database accepting connections", () => {
      for (const [where, ms] of Object.entries(result.recoveryMs)) {
        expect(ms, `${where} never served again`).not.toBeNull();
        expect(ms, where).toBeLessThanOrEqual(2_000);
      }
    });

    it("answers 503 with Retry-After while the database is away", () => {
      const failed = result.records.filter((r) => !r.ok);
      expect(failed.length).toBeGreaterThan(0);
      for (const r of failed)
        expect([r.kind, r.status, r.retryAfter !== null], r.error).toEqual([r.kind, 503, true]);
    });

    it("loses no acknowledged write", () => {
      const acknowledged = result.records.filter((r) => r.kind === "contact" && r.ok).map((r) => r.tag);
      expect(acknowledged.length).toBeGreaterThanOrEqual(20);
      expect(acknowledged.filter((token) => !stored.includes(token as string))).toEqual([]);
    });

    it("sends every mail exactly once", () => {
      expect(mailsSent?.message ?? null).toBeNull();
      const counts = mailsPerToken(sink.received);
      const restartTokens = stored.filter((name) => name.startsWith("cluster-restart-"));
      expect(restartTokens.filter((token) => counts.get(token) !== 1)).toEqual([]);
      expect([...counts.values()].filter((n) => n !== 1)).toEqual([]);
    });
  });
});
