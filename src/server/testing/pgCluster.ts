import { execFile } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Debian's PostgreSQL 15 binaries (`apt-get install postgresql-15`); PG_BIN overrides. */
const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

/**
 * A PostgreSQL cluster of a test's own, which the test may stop and start: never the shared server
 * on 5432. Made with initdb in a temporary directory, listening on 127.0.0.1 at a free port, user
 * `postgres` without a password. Tuned for tests (no fsync), not for durability across a crash of
 * the machine; a `pg_ctl stop` (or restart) still writes everything, so no committed write is lost.
 *
 *   const cluster = await createPgCluster();
 *   const url = cluster.url("postgres");
 *   await cluster.restart();            // fast shutdown: sessions end, then it accepts connections again
 *   await cluster.stop(); await cluster.start();
 *   await cluster.destroy();            // stops it and removes its directory (always call it: afterAll)
 *
 * Run as root (CI, this machine), the server runs as the `postgres` user, which PostgreSQL requires.
 */
export type PgCluster = {
  readonly port: number;
  /** A connection URL for a database of the cluster (default `postgres`). */
  url(database?: string): string;
  /** Starts the server; resolves when it accepts connections. */
  start(): Promise<void>;
  /**
   * Stops the server. "fast" (the default) ends sessions and shuts down cleanly, as `pg_ctl stop` or a
   * service restart does; "immediate" is a crash (recovery runs at the next start).
   */
  stop(mode?: "fast" | "immediate"): Promise<void>;
  /** stop(mode) then start(). */
  restart(mode?: "fast" | "immediate"): Promise<void>;
  /** Stops the server if it runs and deletes its files. */
  destroy(): Promise<void>;
};

export type PgClusterOptions = {
  /** Default: a free port. */
  port?: number;
  /** More `postgres -c` settings, e.g. { max_connections: "200" }. */
  settings?: Record<string, string>;
};

/** Runs a PostgreSQL binary, as `postgres` when we are root (initdb and postgres refuse root). */
async function pg(binary: string, args: string[]): Promise<string> {
  const file = path.join(PG_BIN, binary);
  const asRoot = process.getuid?.() === 0;
  const { stdout } = asRoot
    ? await run("runuser", ["-u", "postgres", "--", file, ...args], { timeout: 60_000 })
    : await run(file, args, { timeout: 60_000 });
  return stdout;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function createPgCluster(options: PgClusterOptions = {}): Promise<PgCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sq-pgcluster-"));
  if (process.getuid?.() === 0) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: gid } = await run("id", ["-g", "postgres"]);
    fs.chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const dataDir = path.join(dir, "data");
  const port = options.port ?? (await freePort());
  const settings: Record<string, string> = {
    listen_addresses: "127.0.0.1",
    port: String(port),
    unix_socket_directories: dir,
    fsync: "off",
    synchronous_commit: "off",
    full_page_writes: "off",
    max_connections: "100",
    ...options.settings,
  };
  const serverOptions = Object.entries(settings)
    .map(([key, value]) => `-c ${key}=${value}`)
    .join(" ");
  let running = false;

  const cluster: PgCluster = {
    port,
    url: (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      await pg("pg_ctl", [
        "-D",
        dataDir,
        "-l",
        path.join(dir, "server.log"),
        "-o",
        serverOptions,
        "-w",
        "start",
      ]);
      running = true;
    },
    async stop(mode = "fast") {
      await pg("pg_ctl", ["-D", dataDir, "-m", mode, "-w", "stop"]);
      running = false;
    },
    async restart(mode = "fast") {
      await cluster.stop(mode);
      await cluster.start();
    },
    async destroy() {
      try {
        if (running) await cluster.stop("immediate");
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };

  try {
    await pg("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"]);
    await cluster.start();
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return cluster;
}
