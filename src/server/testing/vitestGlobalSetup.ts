import { startSeedCache } from "./seedCache";

/** Vitest global setup of the integration tests: the run's seed cache (see seedCache.ts). */
export default async function setup(): Promise<() => Promise<void>> {
  return startSeedCache(process.env.TEST_DATABASE_URL);
}
