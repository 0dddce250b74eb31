/**
 * What may reach a log line. Database errors carry the statement's parameters (drizzle's
 * "Failed query: … params: …", PGlite's `params`, PostgreSQL's `detail` "Key (email)=(…)"), and a
 * parameter can be a password hash or a token; request URLs can carry reset and confirmation
 * tokens. Every logger of the server goes through these functions (see loggerOptions.ts).
 */

const REDACTED = "[redacted]";
/** Error fields that hold names and codes only, never values. */
const SAFE_ERROR_FIELDS = [
  "code",
  "statusCode",
  "severity",
  "schema",
  "table",
  "column",
  "constraint",
  "routine",
];
const MAX_CAUSES = 3;

export type SafeError = {
  type: string;
  message: string;
  stack?: string;
  path?: (string | number)[];
  cause?: SafeError;
  [field: string]: unknown;
};

/** An error as a plain object with no parameter values in it; idempotent. */
export function safeError(error: unknown, depth = 0): SafeError {
  if (error === null || typeof error !== "object")
    return { type: typeof error, message: safeText(String(error)) };
  const e = error as Record<string, unknown>;
  // A GraphQLError wrapping a resolver's error adds only the field path to it.
  if (e.originalError && Array.isArray(e.path) && depth < MAX_CAUSES) {
    return { ...safeError(e.originalError, depth + 1), path: e.path.filter(isPathItem) };
  }
  const type = typeof e.type === "string" ? e.type : typeof e.name === "string" ? e.name : "Error";
  const message = safeErrorMessage(e);
  const out: SafeError = { type, message };
  if (typeof e.stack === "string") out.stack = [`${type}: ${message}`, ...stackFrames(e.stack)].join("\n");
  for (const field of SAFE_ERROR_FIELDS) {
    if (typeof e[field] === "string" || typeof e[field] === "number") out[field] = e[field];
  }
  if (Array.isArray(e.path)) out.path = e.path.filter(isPathItem);
  // Drizzle puts the driver's error in cause.
  if (e.cause && depth < MAX_CAUSES) out.cause = safeError(e.cause, depth + 1);
  return out;
}

function isPathItem(item: unknown): item is string | number {
  return typeof item === "string" || typeof item === "number";
}

function safeErrorMessage(e: Record<string, unknown>): string {
  const message = safeText(typeof e.message === "string" ? e.message : String(e.message ?? ""));
  // PostgreSQL quotes the offending value at the end: `invalid input syntax for type uuid: "…"`.
  if (isDatabaseError(e)) return message.replace(/: ".*"$/s, `: ${REDACTED}`);
  // DrizzleQueryError: the SQL text is worth having, its params never are.
  if (typeof e.query === "string" && "params" in e) return `Failed query: ${e.query}`;
  return message;
}

function isDatabaseError(e: Record<string, unknown>): boolean {
  return typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === "string";
}

/** Only the "at …" lines: a stack's first lines repeat the message, parameters included. */
function stackFrames(stack: string): string[] {
  return stack.split("\n").filter((line) => /^\s+at /.test(line));
}

/** A message string with drizzle's parameter list cut off (it can be wrapped, e.g. by GraphQL). */
export function safeText(text: string): string {
  const at = text.indexOf("\nparams:");
  return at === -1 ? text : text.slice(0, at);
}

/**
 * The URL as it may be logged: the confirmation token of /confirm-account/{token}, an invitation's
 * id (/invitation/{id}, /tour-invitation/{id}: the secret mailed to the invitee) and the value of a
 * `token` query parameter (the reset link) are replaced with [redacted].
 */
export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  const path = q === -1 ? url : url.slice(0, q);
  const redactedPath = path.replace(
    /^(\/(?:confirm-account|invitation|tour-invitation)\/)[^/]+/i,
    `$1${REDACTED}`,
  );
  if (q === -1) return redactedPath;
  const query = url
    .slice(q + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const key = eq === -1 ? pair : pair.slice(0, eq);
      return SECRET_QUERY_PARAMS.has(decodeKey(key).toLowerCase()) ? `${key}=${REDACTED}` : pair;
    })
    .join("&");
  return `${redactedPath}?${query}`;
}

const SECRET_QUERY_PARAMS = new Set(["token"]);

function decodeKey(key: string): string {
  try {
    return decodeURIComponent(key.replace(/\+/g, " "));
  } catch {
    return key;
  }
}

/** Log arguments made safe: errors become safe objects, strings lose parameter lists. */
export function safeLogValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return safeText(value);
  if (value instanceof Error) return safeError(value);
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => safeLogValue(v, depth + 1));
  // Only plain objects are walked; requests, replies and the like go through their serializers.
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = safeLogValue(item, depth + 1);
  return out;
}
