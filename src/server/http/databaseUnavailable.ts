import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import { GraphQLError } from "graphql";
import { site } from "../../common/site";
import { DATABASE_RETRY_AFTER_SECONDS } from "../db/databaseErrors";

/** The answer's code, for the GraphQL client and API users: a temporary state, worth retrying. */
export const UNAVAILABLE_CODE = "SERVICE_UNAVAILABLE";

export const UNAVAILABLE_MESSAGE = `${site.name} is briefly unavailable. Please try again in a few seconds.`;

const UNAVAILABLE_HTML = `<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Briefly unavailable | ${site.name}</title></head><body><main><h1>${site.name} is briefly unavailable</h1><p>Please try again in a few seconds, or call ${site.supportPhone} or e-mail <a href="mailto:${site.contactEmail}">${site.contactEmail}</a>.</p></main></body></html>`;

/** While the database is away every request fails alike: the cause is logged this often at most. */
const LOG_INTERVAL_MS = 10_000;
let loggedAt = 0;

/** Logs the database being away as a warning, once per LOG_INTERVAL_MS across the process. */
export function noteDatabaseUnavailable(log: FastifyBaseLogger, error: unknown): void {
  if (Date.now() - loggedAt < LOG_INTERVAL_MS) return;
  loggedAt = Date.now();
  log.warn({ err: error }, "database unavailable: answering 503 with Retry-After");
}

/** A resolver's error while the database is away, as GraphQL answers it: 503 with Retry-After. */
export function unavailableGraphQLError(): GraphQLError {
  return new GraphQLError(UNAVAILABLE_MESSAGE, {
    extensions: {
      code: UNAVAILABLE_CODE,
      http: { status: 503, headers: { "retry-after": String(DATABASE_RETRY_AFTER_SECONDS) } },
    },
  });
}

/**
 * 503 with Retry-After, never cached, in the form the request reads: GraphQL's error shape on
 * /graphql, a small page for a browser, a sentence otherwise.
 */
export function sendDatabaseUnavailable(req: FastifyRequest, reply: FastifyReply) {
  reply
    .code(503)
    .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
    .header("cache-control", "no-store");
  const path = req.url.split("?")[0];
  if (path === "/graphql") {
    return reply
      .type("application/json; charset=utf-8")
      .send({ errors: [{ message: UNAVAILABLE_MESSAGE, extensions: { code: UNAVAILABLE_CODE } }] });
  }
  if (req.method === "GET" && (req.headers.accept ?? "").includes("text/html")) {
    return reply.type("text/html; charset=utf-8").send(UNAVAILABLE_HTML);
  }
  return reply.type("text/plain; charset=utf-8").send(UNAVAILABLE_MESSAGE);
}
