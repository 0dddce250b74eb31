import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export type ServerHandle = { url: string; proc: ChildProcess; startupMs: number; stop(): Promise<void> };

/** Starts the production build (npm run build first) and waits until /health answers. */
export async function startServer(options: {
  port: number;
  dataDir: string;
  fresh?: boolean;
  env?: Record<string, string>;
  /** Another checkout to run (its own build, dist/, public/ and migrations); dataDir is relative to it. */
  cwd?: string;
}): Promise<ServerHandle> {
  // BENCH_SERVER_ENTRY runs another build side by side (an A/B run: copy dist-server/ away first).
  const entry = process.env.BENCH_SERVER_ENTRY ?? "dist-server/main.js";
  const cwd = options.cwd ?? process.cwd();
  if (!fs.existsSync(path.resolve(cwd, entry))) throw new Error("Run `npm run build` first.");
  if (options.fresh) fs.rmSync(path.resolve(cwd, options.dataDir), { recursive: true, force: true });
  const url = `http://127.0.0.1:${options.port}`;
  const started = Date.now();
  // BENCH_NODE_ARGS passes flags to the server's node, e.g. "--cpu-prof --cpu-prof-dir=.bench/prof".
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const proc = spawn(process.execPath, [...nodeArgs, entry], {
    cwd,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      LOG_LEVEL: "warn",
      // The benchmarks sign in as the demo accounts and search the demo listings.
      DEMO_MODE: "true",
      // Every benchmark request comes from 127.0.0.1: the per-IP limits would stop the load test.
      GRAPHQL_IP_LIMIT: "100000000",
      PAGE_IP_LIMIT: "100000000",
      ...options.env,
    },
  });
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const startupMs = Date.now() - started;
  return {
    url,
    proc,
    startupMs,
    stop: () =>
      new Promise((resolve) => {
        proc.once("exit", () => resolve());
        proc.kill("SIGTERM");
      }),
  };
}

/** Signs a demo account in (demo password) and answers its session cookie ("sq_session=…"). */
export async function signInAs(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: "mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { currentUser { id } } }",
      variables: { e: email, p: "squarely-demo" },
    }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("sq_session="));
  if (!cookie) throw new Error("sign-in gave no session cookie");
  return cookie.split(";")[0];
}
