import pino from "pino";
import { handleUnhandledRejections, stopOnSignals } from "../boot/processLifecycle";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { withSafeLogging } from "../logging/loggerOptions";
import { safeText } from "../logging/safeLog";
import { setBuildingMaxListings } from "../services/importer/buildingListingBound";
import { createJobRunner } from "./jobRunner";

/**
 * `npm run worker`: the background jobs without HTTP, for deployments that set JOBS_IN_PROCESS=false
 * on their app processes. Needs DATABASE_URL in practice: the embedded database takes one process.
 */
async function main() {
  const config = loadConfig();
  setBuildingMaxListings(config.buildingMaxListings);
  const log = pino(withSafeLogging({ level: config.logLevel }));
  if (!config.databaseUrl) {
    log.warn(
      "no DATABASE_URL: the embedded database allows one process, so this worker cannot run beside the app (which runs the jobs itself unless JOBS_IN_PROCESS=false)",
    );
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  let runner: Awaited<ReturnType<typeof createJobRunner>>;
  try {
    // The same migrations the app applies at start, so a worker started first finds its tables.
    await database.migrate();
    runner = await createJobRunner(database, config, {
      info: (m) => log.info(m),
      warn: (m) => log.warn(m),
    });
  } catch (err) {
    await database.close();
    throw err;
  }

  handleUnhandledRejections(log);
  // The runner's stop lets running jobs finish (5 s) and closes its statements; closing the
  // database then lets kept writes land (a mail's mark, a job's end).
  stopOnSignals(
    async () => {
      try {
        await runner.stop();
      } finally {
        await database.close();
      }
    },
    { timeoutMs: 15_000, log },
  );
  log.info({ database: database.kind, smtp: Boolean(config.smtpUrl) }, "Squarely worker running the jobs");
}

main().catch((err) => {
  console.error(err instanceof Error ? safeText(err.message) : err);
  process.exit(1);
});
