import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { AppServices } from "../../graphql/context";
import { registerNoteRoutes } from "./noteRoutes";
import { registerPhotoUploadRoute } from "./photoUploadRoute";
import { MAX_FIELD_BYTES, MAX_IMAGE_BYTES } from "./uploadRequest";

/**
 * Uploads (photos, floor plans, shared-note files) in a scope of their own, so the multipart parser
 * serves these routes only; every other post keeps its own parsers and limits.
 */
export function registerMediaRoutes(app: FastifyInstance, services: AppServices) {
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      // Each route asks for its own smaller limits; these bound anything that slips past them.
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: MAX_FIELD_BYTES, parts: 11 },
    });
    registerPhotoUploadRoute(scope, services);
    registerNoteRoutes(scope, services);
  });
}
