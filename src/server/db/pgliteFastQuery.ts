import { Buffer } from "node:buffer";
import {
  type PGlite,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from "@electric-sql/pglite";
import { type BackendResult, type Field, readBackend } from "./pgliteWire";

// PGlite's own frontend messages (those its `query()` sends).
const wire = protocol.serialize;

/**
 * PGlite's `query()` with named prepared statements and one call into WebAssembly per statement.
 *
 * PGlite's own `query()` makes six calls per statement (Parse, Describe, Bind, Describe, Execute,
 * Sync), parses and plans the text every time (it uses the unnamed statement) and copies every value
 * of every row into its own buffer before decoding it; on the city search page that was a third of the
 * request. Here a statement text is parsed once into a named statement (its parameter and column types
 * kept), and each later run is Bind + Execute + Sync in one buffer, its rows decoded straight from
 * the answer. Values are serialised and parsed with PGlite's own serializers and parsers, so callers
 * (Drizzle, pg-boss, raw SQL) get the same values as from `PGlite.query`; locking follows PGlite's
 * (the transaction mutex, then the query mutex). See docs/decisions.md, "PGlite fast path".
 */

type Statement = { name: string; paramTypes: number[]; fields: Field[] };

/** Statements kept prepared; past it the least recently used is closed. */
export const STATEMENT_CACHE_SIZE = 500;
/** Texts longer than this (multi-row inserts) run as the unnamed statement, never kept. */
const MAX_CACHED_TEXT = 16_384;

export type QueryRunner = {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
};

export type FastPglite = QueryRunner & {
  transaction<T>(callback: (tx: QueryRunner & Transaction) => Promise<T>): Promise<T>;
  exec: PGlite["exec"];
  /** How many statements are prepared now (tests). */
  preparedCount(): number;
  /**
   * NOTIFY messages that arrive in this path's answers (PGlite's own listeners see only those that
   * arrive through its own calls).
   */
  onNotification(listener: (channel: string, payload: string) => void): () => void;
};

let clients = 0;

export function fastPglite(pg: PGlite, cacheSize = STATEMENT_CACHE_SIZE): FastPglite {
  const statements = new Map<string, Statement>();
  const toClose: string[] = [];
  // Names unique to this client: two clients on one PGlite (tests) must not share a name.
  const prefix = `sq${++clients}_`;
  let sequence = 0;
  const notificationListeners = new Set<(channel: string, payload: string) => void>();

  /**
   * One call into PGlite. The answer goes to our own sink: PGlite's default one copies it into its
   * buffer and runs its own protocol parser over it as well (and keeps what that parsed until its next
   * `execProtocol`). The sink's chunks are views of WebAssembly memory, so each is copied at once.
   * A failure inside PGlite rejects the call; an answer without ReadyForQuery is refused, never read
   * as an empty result.
   */
  async function exchange(messages: Uint8Array[]): Promise<BackendResult> {
    // Statements evicted from the cache are closed with the next exchange.
    const closing = toClose.splice(0).map((name) => wire.close({ type: "S", name }));
    const chunks: Uint8Array[] = [];
    await pg.execProtocolRawStream(Buffer.concat([...closing, ...messages]), {
      syncToFs: false,
      onRawData: (chunk) => chunks.push(chunk.slice()),
    });
    const answer = readBackend(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
    if (!answer.ready) throw new Error("PGlite: the answer ended without ReadyForQuery");
    for (const n of answer.notifications)
      for (const listener of notificationListeners) listener(n.channel, n.payload);
    return answer;
  }

  /** The statement for a text, prepared now if it is new (one call: Parse, Describe, Sync). */
  async function prepare(text: string): Promise<Statement> {
    const known = statements.get(text);
    if (known) {
      // Most recently used last, so the map's first key is the one to evict.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const name = text.length > MAX_CACHED_TEXT ? "" : `${prefix}${++sequence}`;
    const answer = await exchange([
      wire.parse({ name, text }),
      wire.describe({ type: "S", name }),
      wire.sync(),
    ]);
    if (answer.error) throw answer.error;
    if (!answer.parsed || !answer.paramTypes || !answer.fields)
      throw new Error("PGlite: statement not prepared");
    const statement = { name, paramTypes: answer.paramTypes, fields: answer.fields };
    if (name === "") return statement;
    statements.set(text, statement);
    if (statements.size > cacheSize) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      toClose.push(oldest.name);
    }
    return statement;
  }

  /** Forgets a statement whose plan went stale (a table changed shape under it). */
  function forget(text: string) {
    const known = statements.get(text);
    if (!known) return;
    statements.delete(text);
    toClose.push(known.name);
  }

  function serialize(statement: Statement, params: unknown[], options?: QueryOptions) {
    if (params.length !== statement.paramTypes.length)
      throw new Error(`PGlite: ${statement.paramTypes.length} parameters expected, ${params.length} given`);
    return params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i];
      const serializer = options?.serializers?.[type] ?? pg.serializers[type];
      const text = serializer ? serializer(value) : String(value);
      return text as string | Uint8Array;
    });
  }

  async function run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (options?.blob) throw new Error("PGlite fast path: blobs (COPY … /dev/blob) are not supported");
    // Like PGlite's own errors, a failed Parse or Bind says which statement it was (safeLog logs the
    // SQL, never the parameters).
    const withQuery = (error: unknown) =>
      Object.assign(error as object, { query: text, params, queryOptions: options });
    const statement = await prepare(text).catch((error: unknown) => {
      throw withQuery(error);
    });
    const values = serialize(statement, params, options);
    const answer = await exchange([
      wire.bind({ statement: statement.name, values }),
      wire.execute(),
      wire.sync(),
    ]);
    if (answer.error) throw withQuery(answer.error);
    return shape<T>(answer, statement.fields, options);
  }

  function shape<T>(answer: BackendResult, fields: Field[], options?: QueryOptions): Results<T> {
    const parsers = fields.map((f) => options?.parsers?.[f.dataTypeID] ?? pg.parsers[f.dataTypeID]);
    const value = (v: string | null, i: number) =>
      v === null ? null : parsers[i] ? parsers[i](v, fields[i].dataTypeID) : v;
    const asArray = options?.rowMode === "array";
    const rows = answer.rows.map((values) => {
      if (asArray) return values.map(value);
      const row: Record<string, unknown> = {};
      for (let i = 0; i < values.length; i++) row[fields[i].name] = value(values[i], i);
      return row;
    }) as T[];
    const words = answer.command?.split(" ") ?? [];
    const count = Number.parseInt(words[words.length - 1] ?? "", 10);
    const changes = ["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"].includes(words[0] ?? "");
    const result: Results<T> = {
      rows,
      fields: fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      affectedRows: changes && !Number.isNaN(count) ? count : 0,
    };
    return result;
  }

  const query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
    pg._runExclusiveTransaction(async () => {
      const result = await pg._runExclusiveQuery(async () => {
        try {
          return await run<T>(text, params, options);
        } catch (err) {
          // Outside a transaction a statement whose plan went stale is prepared again, once.
          if (!isStalePlan(err)) throw err;
          forget(text);
          return run<T>(text, params, options);
        }
      });
      await pg.syncToFs();
      return result;
    });

  return {
    query,
    exec: (text, options) => pg.exec(text, options),
    preparedCount: () => statements.size,
    onNotification: (listener) => {
      notificationListeners.add(listener);
      return () => notificationListeners.delete(listener);
    },
    transaction: (callback) =>
      pg.transaction(async (tx) => {
        const fastTx: QueryRunner & Transaction = {
          query: async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
            if (tx.closed) throw new Error("Transaction is closed");
            return pg._runExclusiveQuery(async () => run<T>(text, params, options));
          },
          sql: tx.sql,
          exec: tx.exec,
          rollback: tx.rollback,
          listen: tx.listen,
          get closed() {
            return tx.closed;
          },
        };
        return callback(fastTx);
      }),
  };
}

/** PostgreSQL's "cached plan must not change result type" (feature_not_supported). */
function isStalePlan(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown };
  return e.code === "0A000" && typeof e.message === "string" && e.message.includes("cached plan");
}
