import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../config";
import type { Database } from "../db/client";
import { AccountClient } from "../testing/accountClient";
import { TEST_DATA_DIR, type TestServer, testServerFor } from "../testing/testServer";
import type { BootLog } from "./prepareDatabase";
import { type RunningServer, startServer } from "./startServer";

/** Settings of a test start: what `npm start` would read, plus quiet, small and on a free port. */
export function bootConfig(env: Record<string, string>) {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SEED_LISTINGS: "40",
    PAGE_CACHE_SECONDS: "0",
    PORT: "0",
    HOST: "127.0.0.1",
    // Sign-in attempts from several tests share 127.0.0.1.
    SIGN_IN_IP_LIMIT: "1000",
    DATA_DIR: TEST_DATA_DIR,
    ...env,
  });
}

/**
 * A fresh embedded-database data directory, as on a first `npm start`. Its uploads directory is the
 * shared test one, so the demo pictures are drawn once for every test run, not once per start.
 */
export function freshDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "squarely-boot-"));
  fs.mkdirSync(TEST_DATA_DIR, { recursive: true });
  fs.mkdirSync(path.join(TEST_DATA_DIR, "uploads"), { recursive: true });
  fs.symlinkSync(path.join(TEST_DATA_DIR, "uploads"), path.join(dir, "uploads"));
  return dir;
}

export type Booted = {
  running: RunningServer;
  server: TestServer;
  logs: { level: string; message: string }[];
};

/** startServer with these settings, its start-up messages kept, and the test helpers around it. */
export async function boot(env: Record<string, string>, database?: Database): Promise<Booted> {
  const logs: Booted["logs"] = [];
  const log: BootLog = {
    info: (message) => logs.push({ level: "info", message }),
    warn: (message) => logs.push({ level: "warn", message }),
  };
  const running = await startServer(bootConfig(env), { database, logger: false, log });
  const server = testServerFor(
    running.url,
    running.app,
    running.database,
    async () => {
      running.app.server.closeAllConnections();
      await running.close();
    },
    running.jobs.queue,
  );
  return { running, server, logs };
}

export async function pageHtml(server: TestServer, path: string): Promise<{ status: number; html: string }> {
  const res = await fetch(`${server.url}${path}`);
  return { status: res.status, html: await res.text() };
}

/** Signs in from a fresh client; answers the signIn payload. */
export function signIn(server: TestServer, email: string, password: string) {
  return new AccountClient(server).signIn(email, password);
}

export async function count(database: Database, table: string): Promise<number> {
  const { rows } = await database.query<{ n: number }>(`select count(*)::int as n from "${table}"`);
  return rows[0].n;
}
