import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type Child = {
  name: string;
  proc: ChildProcess;
  pid: number;
  /** Settles when the process has exited (never rejects). */
  exited: Promise<Exit>;
  running(): boolean;
  /** Resolves with the first output line matching `pattern`; rejects when the process exits first or time runs out. */
  waitForOutput(pattern: RegExp, timeoutMs: number): Promise<string>;
  /** The last lines it wrote (stdout and stderr together), for failure messages. */
  tail(lines?: number): string;
  /** SIGTERM (or `signal`), then SIGKILL after `graceMs`; resolves once it has exited. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<Exit>;
};

export type ChildOptions = {
  env: NodeJS.ProcessEnv;
  cwd?: string;
  /** Everything it writes also goes to this file. */
  logFile?: string;
  /** Run as this user and group (root only: PostgreSQL refuses to run as root). */
  uid?: number;
  gid?: number;
};

const live = new Set<ChildProcess>();
let exitHookInstalled = false;

/** Whatever happens to this process (a failed test, an exception), its children do not outlive it. */
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", () => {
    for (const proc of live) proc.kill("SIGKILL");
  });
}

/** Starts a process whose output is kept (the last 400 lines) and watched. */
export function startChild(name: string, command: string, args: string[], options: ChildOptions): Child {
  installExitHook();
  const proc = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ["ignore", "pipe", "pipe"],
    uid: options.uid,
    gid: options.gid,
  });
  if (proc.pid === undefined) throw new Error(`${name}: could not start ${command}`);
  live.add(proc);
  const log = options.logFile ? fs.createWriteStream(options.logFile, { flags: "a" }) : null;
  const lines: string[] = [];
  const watchers = new Set<(line: string) => void>();
  let partial = "";
  const onData = (chunk: Buffer) => {
    log?.write(chunk);
    const text = partial + chunk.toString("utf8");
    const parts = text.split("\n");
    partial = parts.pop() ?? "";
    for (const line of parts) {
      lines.push(line);
      if (lines.length > 400) lines.shift();
      for (const watch of watchers) watch(line);
    }
  };
  proc.stdout?.on("data", onData);
  proc.stderr?.on("data", onData);
  let exit: Exit | null = null;
  const exited = new Promise<Exit>((resolve) => {
    proc.once("exit", (code, signal) => {
      exit = { code, signal };
      live.delete(proc);
      log?.end();
      resolve(exit);
    });
    proc.once("error", () => {
      if (exit) return;
      exit = { code: -1, signal: null };
      live.delete(proc);
      resolve(exit);
    });
  });

  const child: Child = {
    name,
    proc,
    pid: proc.pid,
    exited,
    running: () => exit === null,
    tail: (count = 30) => lines.slice(-count).join("\n"),
    waitForOutput(pattern, timeoutMs) {
      const seen = lines.find((line) => pattern.test(line));
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const done = (error: Error | null, line = "") => {
          clearTimeout(timer);
          watchers.delete(watch);
          if (error) reject(error);
          else resolve(line);
        };
        const watch = (line: string) => {
          if (pattern.test(line)) done(null, line);
        };
        const timer = setTimeout(
          () =>
            done(new Error(`${name}: no output matching ${pattern} within ${timeoutMs} ms\n${child.tail()}`)),
          timeoutMs,
        );
        watchers.add(watch);
        void exited.then((e) =>
          done(new Error(`${name} exited (${e.code ?? e.signal}) first\n${child.tail()}`)),
        );
      });
    },
    async stop(signal = "SIGTERM", graceMs = 10_000) {
      if (exit) return exit;
      proc.kill(signal);
      const timer = setTimeout(() => proc.kill("SIGKILL"), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
  return child;
}

/**
 * The environment of a child: this process's, without the app's settings (each child gets its own)
 * and without what Vitest and Vite put there (NODE_ENV=test, BASE_URL=/, MODE...).
 */
export function inheritedEnv(): NodeJS.ProcessEnv {
  const dropped =
    /^(DATABASE_URL|TEST_DATABASE_URL|NODE_OPTIONS|NODE_ENV|VITEST.*|S3_.*|SMTP_URL|PORT|HOST|DATA_DIR|BASE_URL|SERVER_ID|TRUST_PROXY|JOBS_IN_PROCESS|DEMO_MODE|SEED_LISTINGS|LOG_LEVEL|MODE|DEV|PROD|SSR)$/;
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !dropped.test(key)));
}

/** Polls `probe` every `everyMs` until it answers something other than undefined; throws at the deadline. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  everyMs = 25,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
