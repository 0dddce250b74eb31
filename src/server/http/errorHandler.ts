import { validateHeaderValue } from "node:http";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { isDatabaseUnavailable } from "../db/databaseErrors";
import { noteDatabaseUnavailable, sendDatabaseUnavailable } from "./databaseUnavailable";

/** What a refused request reads, by status: never the framework's own wording or a stack. */
const STATUS_TEXT: Record<number, string> = {
  400: "The request could not be read.",
  404: "Not found",
  405: "This method is not allowed here.",
  406: "This answer is not available in the format asked for.",
  408: "The request took too long to arrive.",
  413: "The request is too large.",
  414: "The address is too long.",
  415: "This kind of content is not accepted here.",
  429: "Too many requests. Please try again later.",
  431: "The request's headers are too large.",
};

/** Headers set for the answer the route meant to send, which an error answer must not carry. */
const ANSWER_HEADERS = ["content-disposition", "content-length", "content-encoding", "content-range", "etag"];

/**
 * The app's one error handler: a plain sentence by status, a 5xx logged with its error. The database
 * being away (isDatabaseUnavailable) is not a fault of the request: 503 with Retry-After, logged as a
 * warning now and then. It drops the headers the failed answer had set (a download's file name, its
 * length) and any that Node would refuse, so sending the error cannot fail again; a second failure
 * would fall back to Fastify's default handler, which writes the raw error message to the client.
 */
export function handleAppError(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const unavailable = isDatabaseUnavailable(error);
  const status = unavailable
    ? 503
    : error.statusCode && error.statusCode >= 400 && error.statusCode < 600
      ? error.statusCode
      : 500;
  if (unavailable) noteDatabaseUnavailable(req.log, error);
  else if (status >= 500) req.log.error({ err: error }, "request failed");
  for (const name of ANSWER_HEADERS) reply.removeHeader(name);
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    try {
      for (const v of Array.isArray(value) ? value : [String(value)]) validateHeaderValue(name, v);
    } catch {
      reply.removeHeader(name);
    }
  }
  if (unavailable) return sendDatabaseUnavailable(req, reply);
  const text = status >= 500 ? "Something went wrong." : (STATUS_TEXT[status] ?? "The request was refused.");
  return reply.code(status).type("text/plain; charset=utf-8").send(text);
}
