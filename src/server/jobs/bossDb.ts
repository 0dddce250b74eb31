import type PgBoss from "pg-boss";
import type { Database } from "../db/client";

export type BossDb = PgBoss.Db & {
  /** Waits for the statements under way, then refuses new ones (pg-boss's timers may still fire). */
  close(): Promise<void>;
  readonly closed: boolean;
};

/**
 * pg-boss over the app's own database, on both backends: one code path, no second pool, and on PGlite
 * (one connection) the only way in. Parameterised statements go to `query`; pg-boss's multi-statement
 * texts (migrations, maintenance in BEGIN ... COMMIT) carry no parameters and go to `exec`.
 */
export function bossDb(database: Database): BossDb {
  const underWay = new Set<Promise<unknown>>();
  let closed = false;
  return {
    get closed() {
      return closed;
    },
    executeSql(text: string, values?: unknown[]) {
      if (closed) return Promise.reject(new Error("job runner stopped"));
      const run = values?.length ? database.query(text, values) : database.exec(text);
      underWay.add(run);
      void run.finally(() => underWay.delete(run)).catch(() => {});
      return run;
    },
    async close() {
      // pg-boss does not await its workers' last fetch nor its own complete() calls on stop.
      while (underWay.size > 0) await Promise.allSettled([...underWay]);
      closed = true;
    },
  };
}
