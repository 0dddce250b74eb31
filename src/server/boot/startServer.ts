import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import { type Database, openDatabase } from "../db/client";
import { type BuildAppOptions, buildApp } from "../http/app";
import { startedJobQueue } from "../jobs/jobQueue";
import { createJobRunner, type JobRunner } from "../jobs/jobRunner";
import { createAppServices } from "../services/appServices";
import { type BootLog, type PreparedDatabase, prepareDatabase } from "./prepareDatabase";

export type StartOptions = {
  /** An open database to use instead of the one the settings name (tests). */
  database?: Database;
  logger?: BuildAppOptions["logger"];
  log?: BootLog;
};

export type RunningServer = {
  app: FastifyInstance;
  database: Database;
  /** The address the server listens on. */
  url: string;
  prepared: PreparedDatabase;
  /** pg-boss: working here, or only sending jobs when JOBS_IN_PROCESS=false. */
  jobs: JobRunner;
  /**
   * The graceful stop: /health/ready answers 503 at once and requests are still served for
   * SHUTDOWN_DRAIN_MS (the balancer drains the process); then the server stops accepting requests and
   * lets those under way finish, pg-boss lets running jobs finish (failing, i.e. releasing, those
   * that outlast its timeout), kept writes land, and the database closes.
   */
  close(): Promise<void>;
};

/** The whole boot: settings -> database -> migrate -> data for the mode -> app -> listen. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : config.dataDir,
    }));
  let app: FastifyInstance | undefined;
  let jobs: JobRunner | undefined;
  try {
    const queue = startedJobQueue();
    const services = createAppServices(config, database, queue);
    const { readiness } = services;
    const prepared = await prepareDatabase(database, config, services.storage, options.log);
    app = await buildApp(services, { logger: options.logger });
    const running = app;
    // Started even when the jobs run elsewhere: mail is queued as a job by whichever process wrote it.
    jobs = await createJobRunner(
      database,
      config,
      { info: (m) => running.log.info(m), warn: (m) => running.log.warn(m) },
      { work: config.jobsInProcess, queue },
    );
    const runner = jobs;
    if (!config.jobsInProcess && database.kind === "pglite") {
      running.log.warn(
        "JOBS_IN_PROCESS=false on the embedded database: no other process can open it, so mail is queued but nothing sends it (npm run worker needs DATABASE_URL)",
      );
    }
    const url = await app.listen({ port: config.port, host: config.host });
    return {
      app: running,
      database,
      url,
      prepared,
      jobs: runner,
      close: async () => {
        readiness.drain();
        if (config.shutdownDrainMs > 0) await new Promise((r) => setTimeout(r, config.shutdownDrainMs));
        try {
          // Requests first: one under way may still queue a mail job.
          await closeHttp(running);
        } finally {
          try {
            await runner.stop();
          } finally {
            await database.close();
          }
        }
      },
    };
  } catch (err) {
    await app?.close();
    await jobs?.stop();
    await database.close();
    throw err;
  }
}

/** How often a stopping server closes the keep-alive connections that went idle. */
const REAP_IDLE_MS = 100;

/**
 * Fastify's close: no new connections, requests under way finish. Node closes the connections idle
 * at that moment, but one whose request finishes later stays open as keep-alive (a balancer keeps
 * them), and close() would wait for the client's idle timeout (72 s); those are closed as they go idle.
 */
async function closeHttp(app: FastifyInstance): Promise<void> {
  const reaper = setInterval(() => app.server.closeIdleConnections(), REAP_IDLE_MS);
  try {
    await app.close();
  } finally {
    clearInterval(reaper);
  }
}
