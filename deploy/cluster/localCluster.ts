import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Child, type Exit, inheritedEnv, startChild, until } from "./childProcess";
import { type Haproxy, startHaproxy } from "./haproxy";
import { createDatabase, type PostgresServer, startPostgresServer } from "./postgresServer";

/**
 * The deployment recipe of deploy/README.md on one machine: one PostgreSQL, an S3-compatible bucket
 * (s3rver), two app processes (the production build, each with its own data directory and
 * JOBS_IN_PROCESS=false), one worker (`npm run worker`) and HAProxy with deploy/haproxy.cfg in front.
 * Used by deploy/run-local-cluster.ts, the cluster test and bench/cluster.ts.
 */
export const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const SERVER_ENTRY = path.join(REPO_ROOT, "dist-server", "main.js");
/** What HAProxy checks (deploy/haproxy.cfg) and what says an app process is ready. */
export const READINESS_PATH = "/health/ready";
export const APP_NAMES = ["app1", "app2"] as const;
export type AppName = (typeof APP_NAMES)[number];

export type ClusterPorts = { lb: number; apps: [number, number]; postgres: number; s3: number };

export type LocalClusterOptions = {
  /** A directory of its own (created; removed by stop()). */
  dir: string;
  ports: ClusterPorts;
  /** An existing PostgreSQL database; without it a cluster of its own is started in `dir`. */
  databaseUrl?: string;
  smtpUrl?: string;
  /** Demo listings seeded by the first app into an empty database. */
  seedListings?: number;
  /** More settings for the apps and the worker (limits, cache times, LOG_LEVEL...). */
  env?: Record<string, string>;
  /** Told what is starting. */
  log?: (message: string) => void;
};

export type AppProcess = {
  name: AppName;
  port: number;
  /** Its own address (the balancer's is LocalCluster.url). */
  url: string;
  child(): Child | null;
  running(): boolean;
  /** Starts it (again); resolves when it answers READINESS_PATH with 200. */
  start(): Promise<void>;
  kill(signal: NodeJS.Signals): Promise<Exit | null>;
};

export type LocalCluster = {
  /** The balancer's address: what visitors use. */
  url: string;
  databaseUrl: string;
  postgres: PostgresServer | null;
  haproxy: Haproxy;
  apps: Record<AppName, AppProcess>;
  worker: { child(): Child | null; running(): boolean; start(): Promise<void> };
  /** Starts whatever is not running (PostgreSQL too) and waits until HAProxy has every app UP. */
  ensureRunning(): Promise<void>;
  stop(): Promise<void>;
};

const S3_BUCKET = "squarely";

function s3Settings(port: number): Record<string, string> {
  return {
    S3_BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: "us-east-1",
    // s3rver's fixed credentials.
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
  };
}

async function answers(url: string): Promise<true | undefined> {
  const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await res.arrayBuffer();
  return res.ok ? true : undefined;
}

export async function startLocalCluster(options: LocalClusterOptions): Promise<LocalCluster> {
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error("No production build: run `npm run build` first.");
  const log = options.log ?? (() => {});
  const { dir, ports } = options;
  fs.mkdirSync(dir, { recursive: true });
  const children: Child[] = [];
  const keep = (child: Child) => {
    children.push(child);
    return child;
  };
  let postgres: PostgresServer | null = null;
  let haproxy: Haproxy | null = null;
  const stopAll = async () => {
    await Promise.all(children.map((child) => child.stop("SIGTERM", 5_000)));
    await haproxy?.stop();
    await postgres?.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    const url = `http://127.0.0.1:${ports.lb}`;
    // PostgreSQL, the bucket and the balancer need nothing of each other: started side by side.
    log(
      `${options.databaseUrl ? "" : `PostgreSQL of its own on 127.0.0.1:${ports.postgres}, `}` +
        `an S3-compatible bucket (s3rver) on 127.0.0.1:${ports.s3}, HAProxy (deploy/haproxy.cfg) on ${url}`,
    );
    const database = options.databaseUrl
      ? Promise.resolve(options.databaseUrl)
      : startPostgresServer(ports.postgres).then((own) => {
          postgres = own;
          return createDatabase(own, "squarely");
        });
    fs.mkdirSync(path.join(dir, "s3"));
    const s3 = keep(
      startChild(
        "s3rver",
        process.execPath,
        [
          path.join(REPO_ROOT, "node_modules", "s3rver", "bin", "s3rver.js"),
          ...["-d", path.join(dir, "s3"), "-a", "127.0.0.1", "-p", String(ports.s3)],
          ...["--silent", "--configure-bucket", S3_BUCKET],
        ],
        { env: inheritedEnv(), logFile: path.join(dir, "s3rver.log") },
      ),
    );
    const bucket = until(
      "s3rver",
      async () => {
        if (!s3.running()) throw new Error(`s3rver exited\n${s3.tail()}`);
        return fetch(`http://127.0.0.1:${ports.s3}/`).then(() => true);
      },
      30_000,
    );
    const balancer = startHaproxy({
      bind: `127.0.0.1:${ports.lb}`,
      servers: [`127.0.0.1:${ports.apps[0]}`, `127.0.0.1:${ports.apps[1]}`],
      dir,
    }).then((started) => {
      haproxy = started;
      return started;
    });
    // Every one settles before a failure is reported, so stopAll() finds whatever did start.
    const [databaseUrl] = await allOrFirstError([database, balancer, bucket] as const);

    const shared: Record<string, string> = {
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      // Links in pages and mail point at the balancer.
      BASE_URL: url,
      ...s3Settings(ports.s3),
      ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
      ...options.env,
    };

    const makeApp = (name: AppName, port: number): AppProcess => {
      let child: Child | null = null;
      const own = `http://127.0.0.1:${port}`;
      const app: AppProcess = {
        name,
        port,
        url: own,
        child: () => child,
        running: () => child?.running() ?? false,
        async start() {
          if (child?.running()) return;
          fs.mkdirSync(path.join(dir, name), { recursive: true });
          child = keep(
            startChild(name, process.execPath, ["--enable-source-maps", SERVER_ENTRY], {
              cwd: REPO_ROOT,
              env: {
                ...inheritedEnv(),
                PORT: String(port),
                HOST: "127.0.0.1",
                DATA_DIR: path.join(dir, name),
                SERVER_ID: name,
                TRUST_PROXY: "1",
                JOBS_IN_PROCESS: "false",
                // Demo data and accounts on the first start; every app must say so, or it would
                // clear the demo accounts' password (DEMO_MODE=false on a demo database).
                DEMO_MODE: "true",
                SEED_LISTINGS: String(options.seedListings ?? 100),
                LOG_LEVEL: "warn",
                ...shared,
              },
              logFile: path.join(dir, `${name}.log`),
            }),
          );
          const started = child;
          await until(
            `${name} to answer ${READINESS_PATH}`,
            async () => {
              if (!started.running()) throw new Error(`${name} exited\n${started.tail()}`);
              return answers(own + READINESS_PATH);
            },
            120_000,
          ).catch((error) => {
            throw started.running() ? error : new Error(`${name} exited while starting\n${started.tail()}`);
          });
        },
        async kill(signal) {
          if (!child?.running()) return null;
          return child.stop(signal, 10_000);
        },
      };
      return app;
    };
    const apps = { app1: makeApp("app1", ports.apps[0]), app2: makeApp("app2", ports.apps[1]) };

    let workerChild: Child | null = null;
    const worker = {
      child: () => workerChild,
      running: () => workerChild?.running() ?? false,
      async start() {
        if (workerChild?.running()) return;
        // `npm run worker` without npm in between (its signals go straight to node).
        workerChild = keep(
          startChild("worker", process.execPath, ["--import", "tsx", "src/server/jobs/worker-main.ts"], {
            cwd: REPO_ROOT,
            env: { ...inheritedEnv(), DATA_DIR: path.join(dir, "worker"), LOG_LEVEL: "info", ...shared },
            logFile: path.join(dir, "worker.log"),
          }),
        );
        await workerChild.waitForOutput(/running the jobs/, 120_000);
      },
    };

    // The first app migrates and seeds an empty database; the others then find it ready.
    log(`app1 on 127.0.0.1:${ports.apps[0]} (migrates and seeds an empty database)`);
    await apps.app1.start();
    log(`app2 on 127.0.0.1:${ports.apps[1]} and the worker`);
    await Promise.all([apps.app2.start(), worker.start()]);

    const ensureRunning = async () => {
      const balancerNow = await balancer;
      if (postgres && !postgres.running()) await postgres.start();
      await Promise.all([...Object.values(apps).map((app) => app.start()), worker.start()]);
      for (const name of APP_NAMES) await balancerNow.waitForState(name, "UP", 15_000);
    };
    await ensureRunning();
    return {
      url,
      databaseUrl,
      postgres,
      haproxy: await balancer,
      apps,
      worker,
      ensureRunning,
      async stop() {
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Waits for every promise; answers their values, or throws the first failure once all have settled. */
async function allOrFirstError<T extends readonly unknown[]>(
  promises: { [K in keyof T]: Promise<T[K]> },
): Promise<T> {
  const settled = await Promise.allSettled(promises);
  const failure = settled.find((s): s is PromiseRejectedResult => s.status === "rejected");
  if (failure) throw failure.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
