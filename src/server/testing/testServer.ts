import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { generateSeedMedia } from "../db/seed/media/generateSeedMedia";
import { seedDatabase } from "../db/seed/seed";
import { buildApp } from "../http/app";
import { type JobQueue, startedJobQueue } from "../jobs/jobQueue";
import { createJobRunner, type JobRunner, type JobRunnerOptions } from "../jobs/jobRunner";
import { createAppServices } from "../services/appServices";
import { type DrainedJobQueue, drainedJobQueue } from "./drainedJobQueue";
import { newPostgresDatabase, type OwnDatabase } from "./postgresSeeds";
import { cachedDatabase, DEFAULT_SEED_LISTINGS } from "./seedCache";

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
  /** The job runner, when the server was started with `jobs` (pg-boss). */
  runner?: JobRunner;
  /** Where its requests send jobs: a drained queue (drainedJobQueue.ts), or pg-boss with `jobs`. */
  jobQueue: JobQueue;
  /**
   * Runs the jobs its requests queued (and those they queue), through the app's handlers; a test that
   * needs a job's effect calls it. A server with `jobs` runs them on pg-boss instead (this answers 0):
   * wait for their effect.
   */
  drainJobs(): Promise<number>;
  /** The database's URL on PostgreSQL (a second app on it listens for changes there: secondApp.ts). */
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
   * Run the background jobs on pg-boss, polling every half second and retrying after a second. Off by
   * default: jobs then wait in a queue until the test drains it (drainJobs), and tests stay fast.
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

/**
 * A real server on a random port over a migrated and seeded database of its own: a copy of the run's
 * seed for that listing count (seedCache.ts) under Vitest, built from scratch otherwise.
 */
export async function startTestServer(
  backend: Backend,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const listings = options.listings ?? DEFAULT_SEED_LISTINGS;
  const cached = await cachedDatabase(backend.url, { listings });
  const { database, dropDatabase, url: databaseUrl } = cached ?? (await freshDatabase(backend));
  if (!cached) await database.migrate();
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
  const queue = options.jobs ? startedJobQueue() : drainedJobQueue(database, config);
  const services = createAppServices(config, database, queue);
  // The demo pictures live in the server's storage, not in the database: a copied seed draws them too.
  if (cached) await generateSeedMedia(services.storage);
  else await seedDatabase(database, { listings, storage: services.storage });
  const onLog = options.onLog;
  const logger = onLog ? { level: "info", stream: { write: (line: string) => onLog(line) } } : false;
  const app = await buildApp(services, { logger, distDir: options.distDir });
  const runner =
    options.jobs && "bind" in queue
      ? await createJobRunner(database, config, silentJobLog, {
          ...TEST_JOB_OPTIONS,
          ...(options.jobs === true ? {} : options.jobs),
          queue,
        })
      : undefined;
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const server = testServerFor(address, app, database, close, queue);
  async function close() {
    // A test that stopped reading a streamed page must not keep the server from closing.
    app.server.closeAllConnections();
    await app.close();
    await runner?.stop();
    await database.close();
    await dropDatabase();
  }
  return { ...server, runner, databaseUrl };
}

/** The test helpers (graphql) around a listening app, e.g. one that startServer booted. */
export function testServerFor(
  address: string,
  app: FastifyInstance,
  database: Database,
  close: () => Promise<void>,
  jobQueue: JobQueue | DrainedJobQueue,
): TestServer {
  return {
    url: address,
    app,
    database,
    jobQueue,
    // With `jobs`, pg-boss runs them on its own: nothing to drain, the test waits for their effect.
    drainJobs: () => ("drain" in jobQueue ? jobQueue.drain() : Promise.resolve(0)),
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
export async function freshDatabase(backend: Backend): Promise<OwnDatabase> {
  const cached = await cachedDatabase(backend.url, "empty");
  if (cached) return cached;
  if (!backend.url) return { database: await openDatabase({}), dropDatabase: async () => {} };
  return newPostgresDatabase(backend.url);
}

/** A migrated, unseeded database of its own (freshDatabase, then every migration). */
export async function migratedDatabase(backend: Backend): Promise<OwnDatabase> {
  const cached = await cachedDatabase(backend.url, "migrated");
  if (cached) return cached;
  const fresh = await freshDatabase(backend);
  await fresh.database.migrate();
  return fresh;
}

/** A migrated database of its own with the demo data seeded (as startTestServer's, without pictures). */
export async function seededDatabase(
  backend: Backend,
  listings = DEFAULT_SEED_LISTINGS,
): Promise<OwnDatabase> {
  const cached = await cachedDatabase(backend.url, { listings });
  if (cached) return cached;
  const migrated = await migratedDatabase(backend);
  await seedDatabase(migrated.database, { listings });
  return migrated;
}
