import type { FastifyReply, FastifyRequest } from "fastify";
import manifest from "../../client/gql/persisted-documents.json";

/**
 * Trusted documents: in production /graphql runs only the app's own operations. GraphQL Code
 * Generator writes the manifest (src/client/gql/persisted-documents.json, SHA-256 of the document
 * text -> text) from the `.graphql` files; the client sends each operation's hash in
 * `extensions.persistedQuery.sha256Hash` beside its text. The server runs the manifest's text for a
 * known hash (the client's text is never trusted, so a tampered text changes nothing) and refuses
 * every other operation before anything else is looked at: an ad-hoc document, however costly or
 * deeply nested, never reaches parsing, validation or the cost analysis.
 */
const documents: Readonly<Record<string, string>> = manifest;

export const PERSISTED_QUERY_NOT_FOUND = "PERSISTED_QUERY_NOT_FOUND";

type Operation = Record<string, unknown> & { extensions?: unknown };

function hashOf(operation: Operation): string | null {
  const extensions = operation.extensions as { persistedQuery?: { sha256Hash?: unknown } } | undefined;
  const hash = extensions?.persistedQuery?.sha256Hash;
  return typeof hash === "string" ? hash : null;
}

/** The operation with the manifest's text, or null when its hash is not one of the app's documents. */
function trusted(operation: unknown): Operation | null {
  if (!operation || typeof operation !== "object" || Array.isArray(operation)) return null;
  const hash = hashOf(operation as Operation);
  const text = hash !== null && Object.hasOwn(documents, hash) ? documents[hash] : undefined;
  return text === undefined ? null : { ...(operation as Operation), query: text };
}

/**
 * Replaces the body's texts with the manifest's. When any operation of the body is not a trusted
 * document, the whole request is refused (nothing of a batch runs, as with the cost limit), each
 * operation answering the same GraphQL error, status 200 like the cost refusal. True when refused.
 */
export function refusedAsUntrusted(req: FastifyRequest, reply: FastifyReply): boolean {
  const body = req.body;
  const operations = Array.isArray(body) ? body : [body];
  const replaced = operations.map(trusted);
  const unknown = replaced.filter((operation) => operation === null).length;
  if (unknown === 0) {
    req.body = Array.isArray(body) ? replaced : replaced[0];
    return false;
  }
  req.log.warn(
    { ip: req.ip, unknown, operations: operations.length },
    "graphql request refused: not a trusted document",
  );
  const error = {
    message:
      "Only the app's own operations are answered here: send a known document's hash in extensions.persistedQuery.sha256Hash.",
    extensions: { code: PERSISTED_QUERY_NOT_FOUND },
  };
  reply.code(200).send(Array.isArray(body) ? body.map(() => ({ errors: [error] })) : { errors: [error] });
  return true;
}
