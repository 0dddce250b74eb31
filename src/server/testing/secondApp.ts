import { loadConfig } from "../config";
import { buildApp } from "../http/app";
import { createAppServices } from "../services/appServices";
import { type TestServer, testServerFor } from "./testServer";

/**
 * Another app process's worth of server (its own services, caches and settings, e.g. its own
 * DATA_DIR) over the first server's database, as a second machine behind a load balancer would be.
 * Closing it leaves the database to the first server.
 */
export async function startSecondApp(first: TestServer, env: Record<string, string>): Promise<TestServer> {
  const config = {
    ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PAGE_CACHE_SECONDS: "0", ...env }),
    // On PostgreSQL its change listener is a connection of its own, as another machine's would be.
    databaseUrl: first.databaseUrl,
    port: 0,
    host: "127.0.0.1",
  };
  const app = await buildApp(createAppServices(config, first.database, first.jobQueue), { logger: false });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  return testServerFor(
    address,
    app,
    first.database,
    async () => {
      app.server.closeAllConnections();
      await app.close();
    },
    first.jobQueue,
  );
}
