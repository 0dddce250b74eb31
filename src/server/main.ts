import { handleUnhandledRejections, stopOnSignals } from "./boot/processLifecycle";
import { startServer } from "./boot/startServer";
import { loadConfig } from "./config";
import { safeText } from "./logging/safeLog";

/** Past the drain: requests under way (bounded by REQUEST_TIMEOUT_MS for slow uploads), jobs (5 s), kept writes (3 s). */
const STOP_TIMEOUT_MS = 15_000;

async function main() {
  const startedAt = Date.now();
  const config = loadConfig();
  const server = await startServer(config);
  const { app, database } = server;
  handleUnhandledRejections(app.log);
  stopOnSignals(() => server.close(), { timeoutMs: config.shutdownDrainMs + STOP_TIMEOUT_MS, log: app.log });

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
