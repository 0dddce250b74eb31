import { sql } from "drizzle-orm";
import type { Database, Db } from "../db/client";
import { type Change, channelOf, decodeChange, EVERYTHING, encodeChange, topicOf } from "./change";
import { type ListenerTimings, type PgChangeListener, startPgChangeListener } from "./pgChangeListener";
import {
  type ChangeListener,
  type ChangeLog,
  createTopicListeners,
  type TopicListeners,
} from "./topicListeners";

/**
 * Tells every process of the site that something changed, so each drops what it keeps of it (the
 * page cache, the market directory). On PostgreSQL a change is a NOTIFY, heard by one LISTENing
 * connection per process (pgChangeListener.ts); on PGlite, which one process opens, it goes to this
 * process's listeners directly.
 */
export type ChangeBus = {
  /** Right after the write's commit (inside a transaction: `publishChange` with its `tx`). */
  publish(topic: string, change: Change): Promise<void>;
  /** Every change of the topic, from any process, this one included; answers the unsubscribe. */
  subscribe(topic: string, listener: ChangeListener): () => void;
  /** Where trouble is reported (the app's logger, once it exists). */
  reportTo(log: ChangeLog): void;
  /** Whether changes from other processes are heard now (always true on PGlite). */
  listening(): boolean;
  /** Closes the listening connection. */
  close(): Promise<void>;
};

export type ChangeBusOptions = {
  /** The database's URL, for the listening connection (PostgreSQL only). */
  url?: string;
  timings?: Partial<ListenerTimings>;
};

const consoleLog: ChangeLog = {
  info: () => {},
  warn: (_fields, message) => console.warn(message),
  error: (_fields, message) => console.error(message),
};

/** PGlite: the listeners of the one process that has the database open. */
const localListeners = new WeakMap<Database, TopicListeners>();

/**
 * Announces a change. With `tx` on PostgreSQL the NOTIFY is part of the transaction: sent only if it
 * commits, when it commits. On PGlite the listeners hear it at once, which is safe inside a
 * transaction too: every other query of the process waits for the transaction to end, so nothing
 * reads the old rows after the caches are dropped (a render already under way is not kept:
 * pageCache.ts). A rolled-back transaction only costs an early reload.
 */
export async function publishChange(
  database: Database,
  topic: string,
  change: Change,
  tx?: Db,
): Promise<void> {
  const channel = channelOf(topic);
  const payload = encodeChange(change);
  if (database.kind === "pglite") {
    const local = localListeners.get(database);
    if (local) {
      const decoded = decodeChange(payload);
      queueMicrotask(() => local.deliver(topic, decoded));
    }
    return;
  }
  if (tx) await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
  else await database.query("select pg_notify($1, $2)", [channel, payload]);
}

export function createChangeBus(database: Database, options: ChangeBusOptions = {}): ChangeBus {
  let log = consoleLog;
  const local = database.kind === "pglite";
  let listeners = local ? localListeners.get(database) : undefined;
  if (!listeners) {
    listeners = createTopicListeners(() => log);
    if (local) localListeners.set(database, listeners);
  }
  const topics = listeners;
  let listener: PgChangeListener | null = null;
  let warnedNoUrl = false;

  const listenTo = (topic: string) => {
    if (local) return;
    if (!options.url) {
      if (!warnedNoUrl)
        log.warn({}, "no database URL for the change listener: other processes' changes are not heard");
      warnedNoUrl = true;
      return;
    }
    listener ??= startPgChangeListener(
      options.url,
      {
        onNotification: (channel, payload) => topics.deliver(topicOf(channel), decodeChange(payload)),
        onReconnect: () => topics.deliverToAll(EVERYTHING),
        log: () => log,
      },
      options.timings,
    );
    listener.listen(channelOf(topic));
  };

  return {
    publish: (topic, change) => publishChange(database, topic, change),
    subscribe(topic, fn) {
      channelOf(topic); // refuses a malformed topic here, not on the first NOTIFY
      const remove = topics.add(topic, fn);
      listenTo(topic);
      return remove;
    },
    reportTo(next) {
      log = next;
    },
    listening: () => local || (listener?.listening() ?? false),
    async close() {
      await listener?.close();
      listener = null;
    },
  };
}
