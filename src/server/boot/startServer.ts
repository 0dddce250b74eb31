import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import { type Database, openDatabase } from "../db/client";
import { type BuildAppOptions, buildApp } from "../http/app";
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
  /** Stops accepting requests, then closes the database. */
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
  try {
    const services = createAppServices(config, database);
    const prepared = await prepareDatabase(database, config, services.storage, options.log);
    app = await buildApp(services, { logger: options.logger });
    const running = app;
    const url = await app.listen({ port: config.port, host: config.host });
    return {
      app: running,
      database,
      url,
      prepared,
      close: async () => {
        try {
          await running.close();
        } finally {
          await database.close();
        }
      },
    };
  } catch (err) {
    await app?.close();
    await database.close();
    throw err;
  }
}
