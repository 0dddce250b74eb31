import fs from "node:fs";
import pg from "pg";
import { createPgCluster, type PgCluster } from "../../src/server/testing/pgCluster";

/**
 * The cluster's own PostgreSQL: src/server/testing/pgCluster.ts (initdb in a temporary directory, its
 * own port, stop and start at will), with what the cluster test and benchmark also ask of it:
 * whether it runs, and its postmaster's process id (for its CPU time).
 */
export type PostgresServer = {
  port: number;
  /** postgres://postgres@127.0.0.1:{port}/{database} */
  url(database?: string): string;
  /** Fast shutdown: sessions are cut, as in a restart. */
  stop(): Promise<void>;
  /** Resolves when it accepts connections. */
  start(): Promise<void>;
  running(): boolean;
  /** The postmaster's process id while it runs. */
  pid(): number | null;
  /** Stops it (immediately) and deletes its directory. */
  destroy(): Promise<void>;
};

export async function startPostgresServer(port: number): Promise<PostgresServer> {
  // The two app processes, the worker and their job queues each keep a pool.
  const cluster: PgCluster = await createPgCluster({ port, settings: { max_connections: "200" } });
  let running = true;
  return {
    port,
    url: (database) => cluster.url(database),
    async stop() {
      running = false;
      await cluster.stop("fast");
    },
    async start() {
      await cluster.start();
      running = true;
    },
    running: () => running,
    pid: () => (running ? postmasterPid(port) : null),
    destroy: () => cluster.destroy(),
  };
}

/** The postmaster listening on `port`: the postgres process started with `-c port={port}` (its backends rename themselves). */
function postmasterPid(port: number): number | null {
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      if (args[0]?.endsWith("/postgres") && args.includes(`port=${port}`)) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return null;
}

/** Creates a database on the server (the apps then migrate it); answers its URL. */
export async function createDatabase(server: PostgresServer, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: server.url() });
  await client.connect();
  try {
    await client.query(`create database "${name.replace(/"/g, "")}"`);
  } finally {
    await client.end();
  }
  return server.url(name);
}
