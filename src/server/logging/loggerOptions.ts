import type { FastifyRequest } from "fastify";
import { redactUrl, safeError, safeLogValue } from "./safeLog";

type LogMethod = (this: unknown, ...args: unknown[]) => void;

/**
 * Pino options for every logger of the server: an `err` serializer that drops query parameters,
 * a `req` serializer that redacts tokens in URLs, and a hook that cleans whatever else is logged
 * (GraphQL Yoga logs errors as bare arguments, with no `err` key for a serializer to catch).
 */
export function withSafeLogging<T extends Record<string, unknown>>(options: T): T {
  return {
    ...options,
    serializers: {
      ...(options.serializers as Record<string, unknown> | undefined),
      err: safeError,
      error: safeError,
      req: serializeRequest,
    },
    hooks: {
      logMethod(this: unknown, args: unknown[], method: LogMethod) {
        return method.apply(this, safeLogArguments(args));
      },
    },
  };
}

/** Fastify's own request serializer, with the URL redacted. */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: typeof req.url === "string" ? redactUrl(req.url) : req.url,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket ? req.socket.remotePort : undefined,
  };
}

export function safeLogArguments(args: unknown[]): unknown[] {
  const [first, ...rest] = args;
  let head: unknown;
  // An error logged on its own goes under `err`, as pino itself would put it.
  if (first instanceof Error) {
    const err = safeError(first);
    return [{ err }, ...(rest.length ? rest.map((arg) => safeLogValue(arg)) : [err.message])];
  }
  if (Array.isArray(first)) {
    const errors = first.filter((item) => item instanceof Error);
    head =
      errors.length === 1 && first.length === 1
        ? { err: safeError(errors[0]) }
        : { args: safeLogValue(first) };
  } else head = safeLogValue(first);
  return [head, ...rest.map((arg) => safeLogValue(arg))];
}
