import { startServer } from "./boot/startServer";
import { loadConfig } from "./config";
import { safeText } from "./logging/safeLog";

async function main() {
  const startedAt = Date.now();
  const config = loadConfig();
  const server = await startServer(config);
  const { app, database } = server;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await server.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  app.log.info(
    {
      url: config.baseUrl,
      database: database.kind,
      demoMode: config.demoMode,
      startupMs: Date.now() - startedAt,
    },
    `Squarely is serving ${config.baseUrl}${config.demoMode ? " in demo mode (DEMO_MODE=false turns it off)" : ""}`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? safeText(err.message) : err);
  process.exit(1);
});
