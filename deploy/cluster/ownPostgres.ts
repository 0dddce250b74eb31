import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { type Child, inheritedEnv, startChild } from "./childProcess";

/**
 * A PostgreSQL cluster of its own (initdb into a directory, its own port), so a test or a local
 * cluster may stop and restart it without touching any other server. Runs `postgres` in the
 * foreground as a child process; as root, as the `postgres` user (PostgreSQL refuses root).
 */
export type OwnPostgres = {
  port: number;
  /** postgres://postgres@127.0.0.1:{port}/{database} */
  url(database?: string): string;
  /** Fast shutdown (SIGINT): sessions are cut, as in a restart. */
  stop(): Promise<void>;
  /** Starts it again; resolves when it accepts connections. */
  start(): Promise<void>;
  running(): boolean;
  /** The postmaster's process id while it runs. */
  pid(): number | null;
  /** Stops it (immediately) and deletes its directory. */
  destroy(): Promise<void>;
};

const VERSIONS = ["15", "16", "17", "14", "13"];

/** The directory of initdb and postgres: Debian's versioned directory, else whatever PATH has. */
export function postgresBinDir(): string | null {
  for (const version of VERSIONS) {
    const dir = `/usr/lib/postgresql/${version}/bin`;
    if (fs.existsSync(path.join(dir, "initdb")) && fs.existsSync(path.join(dir, "postgres"))) return dir;
  }
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (dir && fs.existsSync(path.join(dir, "initdb")) && fs.existsSync(path.join(dir, "postgres"))) {
      return path.dirname(fs.realpathSync(path.join(dir, "initdb")));
    }
  }
  return null;
}

/** As root, the uid and gid to run PostgreSQL as; otherwise nothing (run as this user). */
function postgresUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
  return { uid, gid };
}

export async function startOwnPostgres(options: { dir: string; port: number }): Promise<OwnPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("initdb and postgres were not found (apt-get install postgresql)");
  const user = postgresUser();
  const dataDir = path.join(options.dir, "data");
  fs.mkdirSync(options.dir, { recursive: true });
  if (user) fs.chownSync(options.dir, user.uid, user.gid);
  execFileSync(
    path.join(bin, "initdb"),
    ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync", "--no-instructions"],
    { stdio: "pipe", ...(user ?? {}) },
  );
  const settings = [
    ["listen_addresses", "127.0.0.1"],
    ["unix_socket_directories", options.dir],
    // A throwaway cluster: durability costs time and buys nothing here.
    ["fsync", "off"],
    ["synchronous_commit", "off"],
    ["full_page_writes", "off"],
    ["max_connections", "200"],
  ];
  const args = [
    "-D",
    dataDir,
    "-p",
    String(options.port),
    ...settings.flatMap(([k, v]) => ["-c", `${k}=${v}`]),
  ];
  let server: Child | null = null;

  const start = async () => {
    if (server?.running()) return;
    server = startChild("postgres", path.join(bin, "postgres"), args, {
      env: { ...inheritedEnv(), LC_ALL: "C" },
      logFile: path.join(options.dir, "postgres.log"),
      ...(user ?? {}),
    });
    await server.waitForOutput(/database system is ready to accept connections/, 30_000);
  };
  const stop = async () => {
    const running = server;
    server = null;
    if (!running?.running()) return;
    const exit = await running.stop("SIGINT", 10_000);
    if (exit.signal === "SIGKILL") throw new Error(`postgres did not stop on SIGINT\n${running.tail()}`);
  };
  await start();
  const own: OwnPostgres = {
    port: options.port,
    url: (database = "postgres") => `postgres://postgres@127.0.0.1:${options.port}/${database}`,
    stop,
    start,
    running: () => server?.running() ?? false,
    pid: () => (server?.running() ? server.pid : null),
    async destroy() {
      const running = server;
      server = null;
      // SIGQUIT: immediate shutdown, nothing to keep.
      if (running?.running()) await running.stop("SIGQUIT", 5_000);
      fs.rmSync(options.dir, { recursive: true, force: true });
    },
  };
  return own;
}

/** Creates a database on the cluster (the apps then migrate it). */
export async function createDatabase(own: OwnPostgres, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: own.url() });
  await client.connect();
  try {
    await client.query(`create database "${name.replace(/"/g, "")}"`);
  } finally {
    await client.end();
  }
  return own.url(name);
}
