import { createRequire } from "node:module";
import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client";
import { bossDb, isJobEndStatement } from "./bossDb";

/**
 * pg-boss 10 records a job's end (complete or fail) without awaiting it. With the database away at
 * that moment, that was an unhandled rejection, which stops Node (issue 26: it did, in a PostgreSQL
 * restart). Here the database "goes away" while a handler runs; Vitest fails the run on any
 * unhandled rejection, and the job's end must land once the database is back.
 */
describe("pg-boss over bossDb while the database goes away", () => {
  let real: Database;
  let down = false;
  let boss: PgBoss;
  let ended: unknown[] = [];

  const refused = () =>
    Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

  beforeAll(async () => {
    real = await openDatabase({});
    const flaky: Database = {
      ...real,
      query: (text, values) => (down ? Promise.reject(refused()) : real.query(text, values)),
      exec: (text) => (down ? Promise.reject(refused()) : real.exec(text)),
    } as Database;
    boss = new PgBoss({ db: bossDb(flaky, (err) => ended.push(err)), supervise: false, schedule: false });
    boss.on("error", () => {});
    await boss.start();
  }, 60_000);

  afterAll(async () => {
    down = false;
    await boss?.stop({ graceful: false, close: false });
    await real?.close();
  });

  const jobState = async (id: string) => {
    const { rows } = await real.query<{ state: string }>("select state from pgboss.job where id = $1", [id]);
    return rows[0]?.state;
  };

  it("recognises pg-boss's own job-end statements", () => {
    expect(isJobEndStatement("select 1")).toBe(false);
    // What this pg-boss sends to complete a job, as its manager builds it.
    const plans = createRequire(import.meta.url)("pg-boss/src/plans.js") as {
      completeJobs(s: string): string;
      failJobsById(s: string): string;
    };
    expect(isJobEndStatement(plans.completeJobs("pgboss"))).toBe(true);
    expect(isJobEndStatement(plans.failJobsById("pgboss"))).toBe(true);
  });

  for (const outcome of ["completed", "retry"] as const) {
    it(`records a job ${outcome === "completed" ? "that finished" : "that failed"} while the database was away, once it is back`, async () => {
      ended = [];
      down = false;
      const queue = `outage-${outcome}`;
      await boss.createQueue(queue, { name: queue, retryLimit: 1, retryDelay: 60 });
      const id = (await boss.send(queue, {})) as string;
      let ran = false;
      await boss.work(queue, { pollingIntervalSeconds: 0.5 }, async () => {
        ran = true;
        down = true;
        if (outcome === "retry") throw new Error("the handler failed");
      });
      await expect.poll(() => ran, { timeout: 10_000 }).toBe(true);
      // Its end is being kept while the database is away.
      await expect.poll(() => real.pending.size, { timeout: 5000 }).toBeGreaterThan(0);
      expect(await jobState(id)).toBe("active");
      await boss.offWork(queue);
      down = false;
      await expect.poll(() => jobState(id), { timeout: 10_000 }).toBe(outcome);
      expect(ended).toEqual([]);
    });
  }
});
