import { createRequire } from "node:module";
import type PgBoss from "pg-boss";
import type { Database } from "../db/client";

export type BossDb = PgBoss.Db & {
  /** Waits for the statements under way, then refuses new ones (pg-boss's timers may still fire). */
  close(): Promise<void>;
  readonly closed: boolean;
};

/** pg-boss's default schema, which the app uses. */
const BOSS_SCHEMA = "pgboss";

type BossPlans = { completeJobs?(schema: string): string; failJobsById?(schema: string): string };

/**
 * The statements that record a job's end. pg-boss 10 issues them without awaiting them after a
 * handler returns or throws (manager.js `watch`), so a rejection there is an unhandled rejection,
 * which stops Node; the database being away at that moment (a restart) did. Their texts come from
 * pg-boss's own plans, so they match exactly; a pg-boss without these plans matches nothing.
 */
function jobEndStatements(): Set<string> {
  try {
    const plans = createRequire(import.meta.url)("pg-boss/src/plans.js") as BossPlans;
    const texts = [plans.completeJobs?.(BOSS_SCHEMA), plans.failJobsById?.(BOSS_SCHEMA)];
    return new Set(texts.filter((t): t is string => typeof t === "string"));
  } catch {
    return new Set();
  }
}

const JOB_END_STATEMENTS = jobEndStatements();

/** What pg-boss reads from a job-end statement that changed nothing ("affected: 0"). */
const NOTHING_CHANGED = { rows: [{ count: "0" }] };

/**
 * A job's end kept longer than this is given up: the job has expired by then (jobs' expiry,
 * jobRunner.ts) and runs again, so a late "completed" or "failed" would land on the new run.
 */
const JOB_END_KEPT_MS = 20_000;
/** How long close() waits for statements under way; kept job ends go on in database.pending. */
const CLOSE_WAIT_MS = 3000;

export function isJobEndStatement(text: string): boolean {
  return JOB_END_STATEMENTS.has(text);
}

let jobEnds = 0;

/**
 * pg-boss over the app's own database, on both backends: one code path, no second pool, and on PGlite
 * (one connection) the only way in. Parameterised statements go to `query`; pg-boss's multi-statement
 * texts (migrations, maintenance in BEGIN ... COMMIT) carry no parameters and go to `exec`.
 *
 * A job's end never rejects: while the database is away it is kept and retried until it lands
 * (database.pending), so a job finished during a restart is recorded a moment after, not expired
 * and run again; any other failure resolves as "nothing changed", and the job expires into a retry.
 * `onJobEndFailure` hears about those.
 */
export function bossDb(database: Database, onJobEndFailure: (err: unknown) => void = () => {}): BossDb {
  const underWay = new Set<Promise<unknown>>();
  let closed = false;
  const run = (text: string, values?: unknown[]) =>
    values?.length ? database.query(text, values) : database.exec(text);
  const endJob = async (text: string, values: unknown[]) => {
    let result: Awaited<ReturnType<typeof run>> | undefined;
    try {
      const outcome = await database.pending.keep(
        `job-end-${++jobEnds}`,
        async () => {
          result = await run(text, values);
        },
        { maxAgeMs: JOB_END_KEPT_MS },
      );
      if (outcome === "landed" && result) return result;
      onJobEndFailure(new Error("the database was unavailable until the job's end was given up"));
    } catch (err) {
      onJobEndFailure(err);
    }
    return NOTHING_CHANGED;
  };
  return {
    get closed() {
      return closed;
    },
    executeSql(text: string, values?: unknown[]) {
      if (closed) return Promise.reject(new Error("job runner stopped"));
      const statement = values?.length && isJobEndStatement(text) ? endJob(text, values) : run(text, values);
      underWay.add(statement);
      void statement.finally(() => underWay.delete(statement)).catch(() => {});
      return statement;
    },
    async close() {
      // pg-boss does not await its workers' last fetch nor its own complete() calls on stop.
      const deadline = Date.now() + CLOSE_WAIT_MS;
      while (underWay.size > 0 && Date.now() < deadline) {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise((r) => {
          timer = setTimeout(r, Math.max(1, deadline - Date.now()));
        });
        await Promise.race([Promise.allSettled([...underWay]), late]);
        clearTimeout(timer);
      }
      closed = true;
    },
  };
}
