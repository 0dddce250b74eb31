import type { FastifyInstance } from "fastify";
import type { AppServices } from "../graphql/context";
import { PRIVATE_KEY_PREFIX } from "../storage/fileStorage";

/** Storage keys never change once written (a new picture gets a new key), so browsers and CDNs may keep them forever. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** GET /uploads/{key}: a file from storage (local disk here; an S3 deployment would serve its own URLs). */
export function registerUploadsRoute(app: FastifyInstance, services: AppServices) {
  app.get("/uploads/*", async (req, reply) => {
    const key = (req.params as { "*": string })["*"];
    // Note attachments are read through /media/note-files/{id}, which checks the reader.
    const file = key.startsWith(PRIVATE_KEY_PREFIX) ? null : await services.storage.read(key);
    if (!file) {
      return reply
        .code(404)
        .header("cache-control", "no-store")
        .type("text/plain; charset=utf-8")
        .send("Not found");
    }
    return reply
      .header("cache-control", IMMUTABLE)
      .header("content-length", file.size)
      .type(file.contentType)
      .send(file.body);
  });
}
