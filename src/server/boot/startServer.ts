import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import { type Database, openDatabase } from "../db/client";
import { type BuildAppOptions, buildApp } from "../http/app";
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
  /** Stops accepting requests, lets running jobs finish, then closes the database. */
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
    const services = createAppServices(config, database);
    const prepared = await prepareDatabase(database, config, services.storage, options.log);
    app = await buildApp(services, { logger: options.logger });
    const running = app;
    // Started even when the jobs run elsewhere: mail is queued as a job by whichever process wrote it.
    jobs = await createJobRunner(
      database,
      config,
      { info: (m) => running.log.info(m), warn: (m) => running.log.warn(m) },
      { work: config.jobsInProcess },
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
        try {
          // Requests first: one under way may still queue a mail job.
          await running.close();
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
