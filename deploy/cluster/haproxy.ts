import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Child, inheritedEnv, startChild, until } from "./childProcess";

/** deploy/haproxy.cfg: the configuration the deployment recipe uses, run as it is. */
export const HAPROXY_CONFIG = fileURLToPath(new URL("../haproxy.cfg", import.meta.url));

export type HaproxyOptions = {
  /** host:port the balancer listens on. */
  bind: string;
  /** host:port of app1 and app2 (the configuration's two servers). */
  servers: [string, string];
  /** Where its runtime API socket and log go. */
  dir: string;
};

export type Haproxy = {
  child: Child;
  /** One runtime API command (https://docs.haproxy.org/2.6/management.html#9.3); answers its output. */
  command(line: string): Promise<string>;
  /** Each server's state as HAProxy sees it: UP, DOWN, MAINT, DRAIN, "UP 1/2" while rising… */
  serverStates(): Promise<Map<string, string>>;
  /** Resolves when `server`'s state starts with `state`; answers how long it took. */
  waitForState(server: string, state: string, timeoutMs: number): Promise<number>;
  stop(): Promise<void>;
};

/** The HAProxy binary: on PATH, or Debian's /usr/sbin (not on a normal user's PATH). */
export function haproxyBinary(): string | null {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin", "/usr/local/sbin"];
  for (const dir of dirs) {
    const candidate = path.join(dir, "haproxy");
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

export async function startHaproxy(options: HaproxyOptions): Promise<Haproxy> {
  const binary = haproxyBinary();
  if (!binary) throw new Error("haproxy was not found (apt-get install haproxy)");
  const socket = path.join(options.dir, "haproxy.sock");
  const child = startChild("haproxy", binary, ["-db", "-f", HAPROXY_CONFIG], {
    env: {
      ...inheritedEnv(),
      SQ_LB_BIND: options.bind,
      SQ_APP1: options.servers[0],
      SQ_APP2: options.servers[1],
      SQ_HAPROXY_SOCKET: socket,
      SQ_HAPROXY_LOG: "stdout",
    },
    logFile: path.join(options.dir, "haproxy.log"),
  });

  const command = (line: string) =>
    new Promise<string>((resolve, reject) => {
      const connection = net.createConnection(socket);
      let answer = "";
      connection.setEncoding("utf8");
      connection.on("connect", () => connection.end(`${line}\n`));
      connection.on("data", (chunk) => {
        answer += chunk;
      });
      connection.on("end", () => resolve(answer));
      connection.on("error", reject);
    });

  const serverStates = async () => {
    const csv = await command("show stat");
    const [header, ...rows] = csv.replace(/^# /, "").trim().split("\n");
    const columns = header.split(",");
    const at = (name: string) => columns.indexOf(name);
    const states = new Map<string, string>();
    for (const row of rows) {
      const cells = row.split(",");
      if (cells[at("pxname")] !== "squarely" || cells[at("svname")] === "BACKEND") continue;
      states.set(cells[at("svname")], cells[at("status")]);
    }
    return states;
  };

  await until("HAProxy's runtime API", async () => (await serverStates()).size > 0 || undefined, 10_000);
  return {
    child,
    command,
    serverStates,
    async waitForState(server, state, timeoutMs) {
      const started = Date.now();
      await until(
        `${server} to be ${state} in HAProxy`,
        async () => ((await serverStates()).get(server)?.startsWith(state) ? true : undefined),
        timeoutMs,
      );
      return Date.now() - started;
    },
    async stop() {
      await child.stop("SIGTERM", 5_000);
    },
  };
}
