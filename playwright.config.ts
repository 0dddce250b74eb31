import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4100);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 4125);
const dataDir = ".tmp/e2e-data";

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
  webServer: {
    // The production build on a fresh embedded database, seeded with a small demo set.
    command: `rm -rf ${dataDir} && node dist-server/main.js`,
    url: `http://127.0.0.1:${port}/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_LISTINGS: "600",
      LOG_LEVEL: "warn",
      // Tests change data and look at it again at once; the page cache would show the old page.
      PAGE_CACHE_SECONDS: "0",
      // Mail goes over real SMTP to the sink that e2e/global-setup.ts starts.
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // Every browser test signs in from 127.0.0.1.
      SIGN_IN_IP_LIMIT: "1000",
      // Every page view of every browser test is an analytics event from 127.0.0.1.
      ANALYTICS_IP_LIMIT: "100000",
      BASE_URL: `http://127.0.0.1:${port}`,
    },
  },
});
