import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppServices } from "../graphql/context";
import {
  PRIVATE_KEY_PREFIX,
  STORAGE_RETRY_AFTER_SECONDS,
  STORAGE_UNAVAILABLE_MESSAGE,
  StorageUnavailableError,
} from "../storage/fileStorage";

/** Storage keys never change once written (a new picture gets a new key), so browsers and CDNs may keep them forever. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * GET /uploads/{key}: a file from storage, streamed from local disk or the bucket, so any app
 * process answers for any file. With S3_PUBLIC_URL set, public images are linked there directly and
 * this answers a redirect for links made before. Private keys (note attachments) are never served
 * here: /media/note-files/{id} reads them after checking who asks.
 */
export function registerUploadsRoute(app: FastifyInstance, services: AppServices) {
  app.get("/uploads/*", async (req, reply) => {
    const key = (req.params as { "*": string })["*"];
    if (key.startsWith(PRIVATE_KEY_PREFIX)) return notFound(reply);
    const elsewhere = services.storage.redirectUrl(key);
    // Temporary: the setting may change; the page that linked here is what holds the file's address.
    if (elsewhere) return reply.header("cache-control", "public, max-age=3600").redirect(elsewhere, 302);
    const file = await readOrUnavailable(services, key, req, reply);
    if (file === undefined) return reply;
    if (!file) return notFound(reply);
    if (req.method === "HEAD") file.body.destroy();
    return reply
      .header("cache-control", IMMUTABLE)
      .header("content-length", file.size)
      .type(file.contentType)
      .send(file.body);
  });
}

function notFound(reply: FastifyReply) {
  return reply
    .code(404)
    .header("cache-control", "no-store")
    .type("text/plain; charset=utf-8")
    .send("Not found");
}

/**
 * The stored file, null when there is none, or undefined once a 503 with Retry-After has been sent
 * because the store did not answer (logged; never a 500 or a hang).
 */
export async function readOrUnavailable(
  services: AppServices,
  key: string,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  try {
    return await services.storage.read(key);
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    req.log.error({ err: error }, "file storage unavailable");
    reply
      .code(503)
      .header("cache-control", "no-store")
      .header("retry-after", String(STORAGE_RETRY_AFTER_SECONDS))
      .type("text/plain; charset=utf-8")
      .send(STORAGE_UNAVAILABLE_MESSAGE);
    return undefined;
  }
}
