/**
 * Which errors mean "the database is away for now" (restarting, unreachable, refusing connections),
 * as opposed to a bad statement or a bug. Those answer 503 with Retry-After instead of 500, are kept
 * and retried where a write must land (pendingWrites.ts), and never stop the process.
 */

/** What a refused request is told to wait: a PostgreSQL restart takes a second or two. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs of a server going away or not accepting yet: class 08 (connection exception), 57P01
 * admin_shutdown (pg_ctl stop/restart ends sessions), 57P02 crash_shutdown, 57P03
 * cannot_connect_now ("the database system is starting up" / "shutting down"), 53300
 * too_many_connections (every slot taken while others reconnect).
 */
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** node-postgres and pg-pool word these without a code. */
const MESSAGES = [
  /^Connection terminated/, // "… unexpectedly", "… due to connection timeout"
  /^timeout exceeded when trying to connect$/, // pg-pool's connectionTimeoutMillis
  /is not queryable$/, // a client whose connection failed, or that was closed
  /^Cannot use a pool after calling end on the pool$/,
  /^the database system is (starting up|shutting down|in recovery mode)$/,
];

const MAX_DEPTH = 5;

/**
 * True when the error, or what it wraps (drizzle's `cause`, GraphQL's `originalError`, an
 * AggregateError's `errors` from trying each address), says the database could not be reached.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH || error === null || typeof error !== "object") return false;
  const e = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    originalError?: unknown;
    errors?: unknown;
  };
  if (
    typeof e.code === "string" &&
    (NETWORK_CODES.has(e.code) || SQLSTATES.has(e.code) || e.code.startsWith("08"))
  ) {
    return true;
  }
  if (typeof e.message === "string" && MESSAGES.some((m) => m.test(e.message as string))) return true;
  if (
    Array.isArray(e.errors) &&
    e.errors.length > 0 &&
    e.errors.every((x) => isDatabaseUnavailable(x, depth + 1))
  ) {
    return true;
  }
  return isDatabaseUnavailable(e.cause, depth + 1) || isDatabaseUnavailable(e.originalError, depth + 1);
}
