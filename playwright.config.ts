import { defineConfig, devices } from "@playwright/test";
import { allShards, baseUrlOf, ownShard, type Shard, WORKERS } from "./e2e/support/shards";

/** One production server per worker, each on a fresh embedded database seeded with a small demo set. */
function webServer(shard: Shard) {
  const baseURL = baseUrlOf(shard);
  return {
    command: `rm -rf ${shard.dataDir} && node dist-server/main.js`,
    url: `${baseURL}/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe" as const,
    env: {
      NODE_ENV: "production",
      PORT: String(shard.port),
      HOST: "127.0.0.1",
      DATA_DIR: shard.dataDir,
      SEED_LISTINGS: "600",
      LOG_LEVEL: "warn",
      // Tests change data and look at it again at once; the page cache would show the old page.
      PAGE_CACHE_SECONDS: "0",
      // Mail goes over real SMTP to the shard's sink, which e2e/global-setup.ts starts.
      SMTP_URL: `smtp://127.0.0.1:${shard.smtpPort}`,
      // Every browser test signs in from 127.0.0.1.
      SIGN_IN_IP_LIMIT: "1000",
      // Every page view of every browser test is an analytics event from 127.0.0.1.
      ANALYTICS_IP_LIMIT: "100000",
      BASE_URL: baseURL,
    },
  };
}

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  // Files are spread over the workers; a file's tests run in order on its worker's own server.
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  // The longest flows (a full onboarding, a survey sent and answered) take 10–15 s on a quiet two-core
  // machine and over 30 s on a loaded one; a passing test ends when its last step does.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: baseUrlOf(ownShard()),
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: /\.mobile\.spec\.ts/,
    },
    { name: "mobile", use: { ...devices["Pixel 7"], channel: undefined }, testMatch: /\.mobile\.spec\.ts/ },
  ],
  webServer: allShards().map(webServer),
});
