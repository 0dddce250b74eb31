import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { seedDatabase } from "../db/seed/seed";
import { buildApp } from "../http/app";
import { createJobRunner, type JobRunner, type JobRunnerOptions } from "../jobs/jobRunner";
import { createAppServices } from "../services/appServices";

/** Where test servers keep files; the demo pictures are drawn once and reused by later runs. */
export const TEST_DATA_DIR = path.join(os.tmpdir(), "squarely-test-data");

export type Backend = { name: "pglite" | "postgres"; url?: string };

/** Integration tests run on PGlite always, and also on PostgreSQL when TEST_DATABASE_URL is set. */
export function testBackends(): Backend[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [{ name: "pglite" }, { name: "postgres", url }] : [{ name: "pglite" }];
}

export type TestServer = {
  url: string;
  app: FastifyInstance;
  database: Database;
  /** POST /graphql as JSON; `cookie` is sent as the Cookie header. */
  graphql(body: unknown, options?: { cookie?: string; headers?: Record<string, string> }): Promise<Response>;
  /** The job runner, when the server was started with `jobs`. */
  jobs?: JobRunner;
  /** The database's URL on PostgreSQL (a second server on the same database: peerServer.ts). */
  databaseUrl?: string;
  close(): Promise<void>;
};

export type TestServerOptions = {
  listings?: number;
  pageCacheSeconds?: number;
  /** Further settings, as environment variables (e.g. SIGN_IN_IP_LIMIT, BASE_URL). */
  env?: Record<string, string>;
  /** Receives every log line (JSON) at info level and above; logging is off without it. */
  onLog?: (line: string) => void;
  /** The client bundle served at /dist/ (default: the project's dist/). */
  distDir?: string;
  /**
   * Run the background jobs (pg-boss), polling every half second and retrying after a second. Off by
   * default: mail is then sent straight after the request, as before, and tests stay fast.
   */
  jobs?: boolean | JobRunnerOptions;
};

/** Job runner settings for tests: quick polls and retries. */
export const TEST_JOB_OPTIONS: JobRunnerOptions = {
  pollingIntervalSeconds: 0.5,
  mailRetryDelaySeconds: 1,
  importerRetryDelaySeconds: 1,
  stopTimeoutMs: 1000,
};

const silentJobLog = { info: () => {}, warn: () => {} };

/** A real server on a random port over a fresh, migrated and seeded database. */
export async function startTestServer(
  backend: Backend,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const { database, dropDatabase, url: databaseUrl } = await freshDatabase(backend);
  await database.migrate();
  const config = {
    ...loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      PAGE_CACHE_SECONDS: String(options.pageCacheSeconds ?? 0),
      // Uploads (the demo pictures) go to a temp directory shared by test runs, never the project's data/.
      DATA_DIR: TEST_DATA_DIR,
      ...options.env,
    }),
    // The change listener's connection (PostgreSQL) goes to this test's own database.
    databaseUrl,
    port: 0,
    host: "127.0.0.1",
  };
  const services = createAppServices(config, database);
  await seedDatabase(database, { listings: options.listings ?? 120, storage: services.storage });
  const onLog = options.onLog;
  const logger = onLog ? { level: "info", stream: { write: (line: string) => onLog(line) } } : false;
  const app = await buildApp(services, { logger, distDir: options.distDir });
  const jobs = options.jobs
    ? await createJobRunner(database, config, silentJobLog, {
        ...TEST_JOB_OPTIONS,
        ...(options.jobs === true ? {} : options.jobs),
      })
    : undefined;
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const server = testServerFor(address, app, database, async () => {
    // A test that stopped reading a streamed page must not keep the server from closing.
    app.server.closeAllConnections();
    await app.close();
    await jobs?.stop();
    await database.close();
    await dropDatabase();
  });
  return { ...server, jobs, databaseUrl };
}

/** The test helpers (graphql) around a listening app, e.g. one that startServer booted. */
export function testServerFor(
  address: string,
  app: FastifyInstance,
  database: Database,
  close: () => Promise<void>,
): TestServer {
  return {
    url: address,
    app,
    database,
    graphql: (body, opts = {}) =>
      fetch(`${address}/graphql`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
          ...opts.headers,
        },
        body: JSON.stringify(body),
      }),
    close,
  };
}

/** An empty database of its own (in memory on PGlite; a new database on the PostgreSQL server). */
export async function freshDatabase(
  backend: Backend,
): Promise<{ database: Database; dropDatabase: () => Promise<void>; url?: string }> {
  if (!backend.url) return { database: await openDatabase({}), dropDatabase: async () => {} };
  // Each test file gets its own database on the server, so files can run in parallel.
  const name = `sq_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: backend.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(backend.url);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  return {
    database,
    url: url.toString(),
    dropDatabase: async () => {
      const c = new pg.Client({ connectionString: backend.url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
