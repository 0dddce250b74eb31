import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The cluster test on its own (`npx vitest run --config deploy/test/vitest.config.ts`): it needs the
 * production build, initdb and haproxy, so `npm test` runs it as a step after the build.
 */
export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  test: {
    include: ["deploy/test/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 240_000,
    pool: "forks",
  },
});
