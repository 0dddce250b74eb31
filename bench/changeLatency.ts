import { sql } from "drizzle-orm";
import pg from "pg";
import { type Change, channelOf } from "../src/server/changes/change";
import { createChangeBus, publishChange } from "../src/server/changes/changeBus";
import { type Database, type Db, openDatabase } from "../src/server/db/client";
import { CACHE_DROP_INTERVAL_MS } from "../src/server/http/changeSubscriptions";
import { startPeerServer } from "../src/server/testing/peerServer";
import { sessionCookieFor } from "../src/server/testing/sessions";
import { freshDatabase, startTestServer } from "../src/server/testing/testServer";

/**
 * Issue 26's shared caches, on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL): two app
 * servers on one database, both with their page cache on (60 s), in this one process.
 *  1. A listing edit through A until B's cached listing page shows it: the time from A's answer to
 *     the first request to B that saw it sent, and to that request's answer (B's render included).
 *  2. The listener: from a NOTIFY to another process's listener, CPU per notification received, and
 *     what a NOTIFY inside a transaction adds to its commit.
 */
const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!url) throw new Error("set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server");
const EDITS = Number(process.env.BENCH_EDITS ?? 20);

const summary = (ms: number[]) => {
  const s = [...ms].sort((x, y) => x - y);
  const at = (p: number) => s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)].toFixed(1);
  return `p50 ${at(50)} ms  p95 ${at(95)} ms  max ${s[s.length - 1].toFixed(1)} ms (n=${s.length})`;
};

async function editToPage() {
  const a = await startTestServer({ name: "postgres", url }, { pageCacheSeconds: 60 });
  const b = await startPeerServer(a, { pageCacheSeconds: 60 });
  try {
    const admin = await sessionCookieFor(a.database, "admin@squarely.test");
    const { rows } = await a.database.query<{ id: number }>(
      "select id from listings where status = 'AVAILABLE' order by id limit 1",
    );
    const id = String(rows[0].id);
    const gql = async (query: string, variables: Record<string, unknown>) =>
      (await (await a.graphql({ query, variables }, { cookie: admin })).json()) as {
        data: Record<string, { path: string }>;
      };
    const { path } = (await gql("query($id: ID!) { listing(id: $id) { path } }", { id })).data.listing;
    const page = async () => (await fetch(`${b.url}${path}`)).text();
    const sent: number[] = [];
    const answered: number[] = [];
    for (let i = 0; i < EDITS; i++) {
      await page(); // cached on B
      // One edit at a time: a burst's later changes wait up to CACHE_DROP_INTERVAL_MS more, by design.
      await new Promise((r) => setTimeout(r, CACHE_DROP_INTERVAL_MS));
      const text = `Edit ${i} at ${Date.now()}: a bright corner space with views over the river.`;
      await gql(
        "mutation($id: ID!, $c: ListingChanges!) { userChangeListing(listingId: $id, changes: $c) { importerJobId } }",
        { id, c: { description: text } },
      );
      const since = performance.now();
      for (;;) {
        const start = performance.now();
        if ((await page()).includes(text)) {
          sent.push(start - since);
          answered.push(performance.now() - since);
          break;
        }
        if (start - since > 10_000) throw new Error("the edit never showed on B");
      }
    }
    console.log(`edit through A -> B's cached listing page: request sent ${summary(sent)}`);
    console.log(`                                          answered     ${summary(answered)}`);
  } finally {
    await b.close();
    await a.close();
  }
}

async function listenerCost() {
  const fresh = await freshDatabase({ name: "postgres", url });
  const publisher: Database = fresh.database;
  const receiver = await openDatabase({ url: fresh.url, poolSize: 2 });
  const bus = createChangeBus(receiver, { url: fresh.url });
  try {
    let heard = 0;
    bus.subscribe("catalogue", () => heard++);
    while (!bus.listening()) await new Promise((r) => setTimeout(r, 10));
    const N = 20_000;
    const raw = new pg.Client({ connectionString: fresh.url });
    await raw.connect();
    const cpu = process.cpuUsage();
    const started = performance.now();
    // One statement sends them all (distinct payloads are not folded), so the CPU is the receiver's.
    await raw.query(
      `select pg_notify($1, json_build_object('kind', 'listing', 'ids', json_build_array(i))::text)
       from generate_series(1, $2) i`,
      [channelOf("catalogue"), N],
    );
    while (heard < N) await new Promise((r) => setImmediate(r));
    const used = process.cpuUsage(cpu);
    const wall = performance.now() - started;
    await raw.end();
    console.log(
      `listener: ${N} notifications received in ${wall.toFixed(0)} ms, ` +
        `${(((used.user + used.system) / N) * 1).toFixed(1)} µs CPU each`,
    );

    // From a commit's NOTIFY to the other process's listener.
    const delivered: number[] = [];
    for (let i = 0; i < 200; i++) {
      const before = heard;
      const t = performance.now();
      await publishChange(publisher, "catalogue", { kind: "listing", ids: [i] });
      while (heard === before) await new Promise((r) => setImmediate(r));
      delivered.push(performance.now() - t);
    }
    console.log(`NOTIFY sent -> heard by the other process's listener: ${summary(delivered)}`);

    await publisher.query("create table bench_rows (id int primary key, n int)");
    await publisher.query("insert into bench_rows select i, 0 from generate_series(1, 100) i");
    const commit = async (notify: boolean) => {
      const ms: number[] = [];
      for (let i = 0; i < 300; i++) {
        const t = performance.now();
        await publisher.db.transaction(async (tx) => {
          await tx.execute(sql`update bench_rows set n = n + 1 where id = ${1 + (i % 100)}`);
          if (notify)
            await publishChange(publisher, "catalogue", { kind: "listing", ids: [i] } as Change, tx as Db);
        });
        ms.push(performance.now() - t);
      }
      return ms;
    };
    await commit(false);
    for (const round of [1, 2]) {
      console.log(`commit without NOTIFY (round ${round}): ${summary(await commit(false))}`);
      console.log(`commit with NOTIFY    (round ${round}): ${summary(await commit(true))}`);
    }
  } finally {
    await bus.close();
    await receiver.close();
    await publisher.close();
    await fresh.dropDatabase();
  }
}

await editToPage();
await listenerCost();
process.exit(0);
