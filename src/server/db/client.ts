import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { citext } from "@electric-sql/pglite/contrib/citext";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { schema } from "./allTables";
import { createPendingWrites, type PendingWrites } from "./pendingWrites";
import { fastPglite } from "./pgliteFastQuery";
import { acquireDataDirLock } from "./pgliteLock";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  kind: "pglite" | "postgres";
  db: Db;
  /** Raw parameterised SQL, used by pg-boss and a few hot paths. */
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: T[] }>;
  /** Multi-statement SQL without parameters; answers the rows of the last statement (pg-boss reads them). */
  exec(text: string): Promise<{ rows: Record<string, unknown>[] }>;
  migrate(): Promise<void>;
  /**
   * Writes kept in this process while the database is away (a sent mail's mark, a job's end), tried
   * again until they land; close() gives them a moment to land first.
   */
  pending: PendingWrites;
  close(): Promise<void>;
  /** PGlite only: the data directory as an uncompressed tarball (tests restore it with `loadDataDir`). */
  dumpDataDir?(): Promise<Blob>;
};

/** How long close() lets kept writes land before giving up on them. */
const CLOSE_FLUSH_MS = 3000;

/**
 * A pool connection that cannot be had within this answers "unavailable" (503) instead of holding
 * the request: PostgreSQL unreachable, or every connection busy for that long. Well under the
 * request and GraphQL time limits.
 */
export const CONNECT_TIMEOUT_MS = 5000;

export const migrationsFolder = path.resolve("src/server/db/migrations");

export type DatabaseOptions = {
  /** postgres://… to use a PostgreSQL server; otherwise PGlite. */
  url?: string;
  /** PGlite data directory; undefined means in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /** PGlite only: start from this data directory tarball (a `dumpDataDir` answer) instead of an empty cluster. */
  loadDataDir?: Blob;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.poolSize ?? 10)
    : openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  const release = dataDir ? acquireDataDirLock(dataDir) : () => {};
  try {
    const client = await PGlite.create(dataDir ? path.join(dataDir, "pglite") : undefined, {
      extensions: { citext, cube, earthdistance, pg_trgm, unaccent },
      loadDataDir,
    });
    // Drizzle and raw SQL go through the fast path (named statements, one call a statement);
    // migrations keep PGlite's own query() below.
    const fast = fastPglite(client);
    const db = drizzlePglite({ client: fast as unknown as PGlite, schema }) as unknown as Db;
    return {
      kind: "pglite",
      db,
      query: async <T>(text: string, values?: unknown[]) => {
        const result = await fast.query<T>(text, values as unknown[] | undefined);
        return { rows: result.rows };
      },
      exec: async (text) => {
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      },
      migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
      // In process: never unavailable, so nothing is ever kept.
      pending: createPendingWrites(),
      dumpDataDir: () => client.dumpDataDir("none"),
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Notices a connection whose server went silent (a host gone) instead of waiting on it for ever.
    keepAlive: true,
  });
  // A cut connection must never crash the process: it fails the query that was using it (the
  // request answers 503) and the pool makes a new one for the next. pg-pool handles errors of idle
  // clients itself ("error" on the pool) but removes its handler while a client is checked out, as
  // drizzle's transactions do, and an "error" event with no listener is an uncaught exception.
  pool.on("error", () => {});
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  await pool.query("select 1");
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const pending = createPendingWrites();
  return {
    kind: "postgres",
    db,
    query: async <T>(text: string, values?: unknown[]) => {
      const result = await pool.query(text, values);
      return { rows: result.rows as T[] };
    },
    exec: async (text) => {
      // A multi-statement text answers one result per statement.
      const result = (await pool.query(text)) as pg.QueryResult | pg.QueryResult[];
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: last?.rows ?? [] };
    },
    migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder }),
    pending,
    close: async () => {
      try {
        await pending.flush(CLOSE_FLUSH_MS);
      } finally {
        await pool.end();
      }
    },
  };
}
