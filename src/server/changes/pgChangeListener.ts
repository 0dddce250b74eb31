import pg from "pg";
import { safeError } from "../logging/safeLog";
import type { ChangeLog } from "./topicListeners";

/** How the listener's connection shows in pg_stat_activity (and how a test finds it). */
export const LISTENER_APPLICATION_NAME = "squarely-changes";

export type ListenerTimings = {
  /** First wait before reconnecting; doubled each failed try up to `maxRetryMs` (with jitter). */
  firstRetryMs: number;
  maxRetryMs: number;
  /** A `select 1` this often finds a connection that died without closing (a host gone, a failover). */
  pingMs: number;
  /** A ping unanswered this long counts as a lost connection. */
  pingTimeoutMs: number;
};

const DEFAULT_TIMINGS: ListenerTimings = {
  firstRetryMs: 100,
  maxRetryMs: 2_000,
  pingMs: 30_000,
  pingTimeoutMs: 10_000,
};

export type PgChangeListener = {
  /** LISTEN on this channel, now and after every reconnection. */
  listen(channel: string): void;
  /** Whether a connection is open with its LISTENs in place. */
  listening(): boolean;
  close(): Promise<void>;
};

type Handlers = {
  onNotification(channel: string, payload: string): void;
  /**
   * After a reconnection, once its LISTENs are in place: notifications sent while it was away are
   * lost, so the caller treats it as "everything may have changed".
   */
  onReconnect(): void;
  log(): ChangeLog;
};

/**
 * One dedicated connection per process (a pg.Client, outside the pool, which would hand it to a
 * query) that LISTENs on the change channels. It never throws into the process: a lost connection
 * (the database restarting, the backend terminated, a dead network) is logged once and replaced,
 * with backoff, for as long as the process runs; each new connection LISTENs again.
 */
export function startPgChangeListener(
  url: string,
  handlers: Handlers,
  timings: Partial<ListenerTimings> = {},
): PgChangeListener {
  const t = { ...DEFAULT_TIMINGS, ...timings };
  const channels = new Set<string>();
  let client: pg.Client | null = null;
  /** The client's LISTENs are in place. */
  let ready = false;
  let closed = false;
  let retries = 0;
  let retryTimer: NodeJS.Timeout | null = null;
  let pingTimer: NodeJS.Timeout | null = null;
  /** A connection was lost or never made: the next one tells the handlers so. */
  let missed = false;
  let connecting: Promise<void> = Promise.resolve();

  const schedule = () => {
    if (closed || retryTimer) return;
    const delay = Math.min(t.maxRetryMs, t.firstRetryMs * 2 ** retries) * (0.5 + Math.random() / 2);
    retries++;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connecting = attempt();
    }, delay);
  };

  const connect = async () => {
    const c = new pg.Client({
      connectionString: url,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
    });
    let lost = false;
    const drop = (err?: unknown) => {
      if (lost) return;
      lost = true;
      if (client === c) {
        client = null;
        ready = false;
        if (pingTimer) clearInterval(pingTimer);
        pingTimer = null;
      }
      c.end().catch(() => {});
      if (closed) return;
      if (!missed) {
        handlers
          .log()
          .warn(
            { err: err ? safeError(err) : undefined },
            "change listener lost its connection; reconnecting",
          );
      }
      missed = true;
      schedule();
    };
    c.on("error", drop);
    c.on("end", () => drop());
    c.on("notification", (message) => {
      if (!lost) handlers.onNotification(message.channel, message.payload ?? "");
    });
    try {
      await c.connect();
      if (closed) {
        lost = true;
        await c.end();
        return;
      }
      client = c;
      // A channel added from now on is LISTENed by listen() itself; twice is harmless.
      for (const channel of channels) await c.query(`listen ${channel}`);
    } catch (err) {
      drop(err);
      return;
    }
    if (lost) return;
    ready = true;
    retries = 0;
    pingTimer = setInterval(() => ping(c, drop), t.pingMs);
    pingTimer.unref();
    if (missed) {
      missed = false;
      handlers.log().info({}, "change listener connected again; every cache of this process is cleared");
      handlers.onReconnect();
    }
  };

  const ping = (c: pg.Client, drop: (err?: unknown) => void) => {
    const timeout = setTimeout(() => drop(new Error("change listener: ping unanswered")), t.pingTimeoutMs);
    c.query("select 1").then(
      () => clearTimeout(timeout),
      (err) => {
        clearTimeout(timeout);
        drop(err);
      },
    );
  };

  /** connect() handles the connection's failures; this catches the rest (a malformed URL). */
  const attempt = () =>
    connect().catch((err) => {
      handlers.log().error({ err: safeError(err) }, "change listener cannot connect; retrying");
      missed = true;
      schedule();
    });

  connecting = attempt();

  return {
    listen(channel) {
      if (channels.has(channel)) return;
      channels.add(channel);
      // A failure here is the connection's: its error handler reconnects, and the new one LISTENs.
      client?.query(`listen ${channel}`).catch(() => client?.end().catch(() => {}));
    },
    listening: () => ready,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      if (pingTimer) clearInterval(pingTimer);
      await connecting.catch(() => {});
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}
