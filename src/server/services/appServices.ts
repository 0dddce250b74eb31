import type { Config } from "../config";
import type { Database } from "../db/client";
import type { AppServices } from "../graphql/context";
import { createMarketDirectoryCache } from "./marketDirectory";

export function createAppServices(config: Config, database: Database): AppServices {
  return { config, database, marketDirectory: createMarketDirectoryCache(database) };
}
