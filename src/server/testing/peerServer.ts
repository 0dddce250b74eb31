import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { buildApp } from "../http/app";
import { createAppServices } from "../services/appServices";
import { TEST_DATA_DIR, type TestServer, type TestServerOptions, testServerFor } from "./testServer";

/**
 * Another app process's worth on the same PostgreSQL database as `first`: its own pool, services
 * (page cache, market directory, change listener) and HTTP server, as a second machine would have.
 * Close it before `first`, which drops the database.
 */
export async function startPeerServer(
  first: TestServer,
  options: Pick<TestServerOptions, "pageCacheSeconds" | "env"> = {},
): Promise<TestServer> {
  const url = first.databaseUrl;
  if (!url) throw new Error("a peer server needs PostgreSQL (TEST_DATABASE_URL)");
  const database = await openDatabase({ url, poolSize: 4 });
  const config = {
    ...loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      PAGE_CACHE_SECONDS: String(options.pageCacheSeconds ?? 0),
      DATA_DIR: TEST_DATA_DIR,
      ...options.env,
    }),
    databaseUrl: url,
    port: 0,
    host: "127.0.0.1",
  };
  const app = await buildApp(createAppServices(config, database), { logger: false });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    ...testServerFor(address, app, database, async () => {
      app.server.closeAllConnections();
      await app.close();
      await database.close();
    }),
    databaseUrl: url,
  };
}
