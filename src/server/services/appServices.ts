import { createChangeBus } from "../changes/changeBus";
import type { Config } from "../config";
import { contentLibrary } from "../content/contentLibrary";
import { liveContentLibrary } from "../content/contentReload";
import type { Database } from "../db/client";
import type { AppServices } from "../graphql/context";
import { createReadiness } from "../http/readiness";
import type { JobQueue } from "../jobs/jobQueue";
import { createStorage } from "../storage/createStorage";
import { createMaintenanceSwitch } from "./admin/maintenanceSwitch";
import { createCommuteEstimator } from "./commutes/createCommuteEstimator";
import { setBuildingMaxListings } from "./importer/buildingListingBound";
import { createMarketDirectoryCache } from "./marketDirectory";

/** `jobs`: pg-boss's queue in the app (startedJobQueue, bound by the job runner), a drained one in tests. */
export function createAppServices(config: Config, database: Database, jobs: JobQueue): AppServices {
  // Process-wide, like the settings it comes from: the importer reads it inside its transactions.
  setBuildingMaxListings(config.buildingMaxListings);
  return {
    config,
    database,
    marketDirectory: createMarketDirectoryCache(database),
    storage: createStorage(config),
    commuteEstimator: createCommuteEstimator(config.commuteEstimator),
    // Read here, at start-up, so a broken content file stops the server instead of one page.
    content: liveContentLibrary(config.contentDir, contentLibrary(config.contentDir)),
    maintenanceSwitch: createMaintenanceSwitch(database),
    readiness: createReadiness(),
    // Listens only once something subscribes (the app: http/changeSubscriptions.ts), so a CLI that
    // builds these services opens no connection of its own.
    changes: createChangeBus(database, { url: config.databaseUrl }),
    jobs,
  };
}
