import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  floorPlanLimitMessage,
  MAX_FLOOR_PLANS_PER_LISTING,
  MAX_PHOTOS_PER_RECORD,
  photoLimitMessage,
} from "../../../common/media/mediaLimits";
import { CATALOGUE } from "../../changes/catalogue";
import type { AppServices } from "../../graphql/context";
import { safeError } from "../../logging/safeLog";
import { can } from "../../policies/can";
import type { SignedInViewer } from "../../policies/policy";
import { buildingSubject, listingSubject } from "../../policies/subjects";
import { sanitizeFilename, sniffImageType } from "../../services/media/fileChecks";
import { UnreadableImageError } from "../../services/media/imageVariants";
import { loadMediaRecord } from "../../services/media/mediaRecords";
import {
  type AttachmentKind,
  countPictures,
  storeFloorPlan,
  storePhoto,
} from "../../services/media/photoService";
import {
  admitUpload,
  MAX_IMAGE_BYTES,
  readUploadForm,
  sendUploadError,
  whileStorageAnswers,
} from "./uploadRequest";

const KINDS: Record<string, AttachmentKind> = { listings: "LISTING", buildings: "BUILDING" };

/**
 * POST /media/{listings|buildings}/{id}/photos and /media/listings/{id}/floor-plans: one picture in a
 * multipart form field named "file". Processed inline (sharp takes well under a second for the
 * largest accepted picture; the broker sees the photo at once); answers 201 with the new upload.
 */
export function registerPhotoUploadRoute(scope: FastifyInstance, services: AppServices) {
  scope.post<{ Params: { kind: string; id: string; purpose: string } }>(
    "/media/:kind/:id/:purpose",
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      const kind = KINDS[req.params.kind];
      const purpose = req.params.purpose;
      const floorPlan = purpose === "floor-plans";
      if (
        !kind ||
        !(purpose === "photos" || (floorPlan && kind === "LISTING")) ||
        !/^[1-9]\d{0,9}$/.test(req.params.id)
      ) {
        return sendUploadError(reply, "NOT_FOUND", "There is nothing to upload to here.");
      }
      const viewer = await admitUpload(req, reply, services);
      if (!viewer) return reply;
      const db = services.database.db;
      const record = await loadMediaRecord(db, { kind, id: Number(req.params.id) });
      if (!record) return sendUploadError(reply, "NOT_FOUND", "That listing or building does not exist.");
      if (!mayEdit(viewer, kind, record)) {
        req.log.warn({ policy: "media.upload", userId: viewer.user.id }, "authorization denied");
        return sendUploadError(reply, "FORBIDDEN", "You may not change the pictures of this record.");
      }
      // Checked before the body is read; two uploads at the same moment may pass one over the limit.
      const pictures = await countPictures(db, floorPlan ? null : kind, record.id);
      const max = floorPlan ? MAX_FLOOR_PLANS_PER_LISTING : MAX_PHOTOS_PER_RECORD;
      if (pictures >= max) {
        return sendUploadError(
          reply,
          "LIMIT_REACHED",
          floorPlan ? floorPlanLimitMessage(max) : photoLimitMessage(max),
        );
      }
      const form = await readUploadForm(req, reply, MAX_IMAGE_BYTES);
      if (!form) return reply;
      if (!form.file || form.file.bytes.length === 0) {
        return sendUploadError(reply, "BAD_REQUEST", "Choose a picture to upload.");
      }
      const type = sniffImageType(form.file.bytes);
      if (!type) {
        return sendUploadError(
          reply,
          "UNSUPPORTED_TYPE",
          "Only JPEG, PNG and WebP pictures can be uploaded.",
        );
      }
      const input = {
        bytes: form.file.bytes,
        type,
        filename: sanitizeFilename(form.file.filename),
        uploaderId: viewer.user.id,
      };
      try {
        if (floorPlan) {
          const plan = await whileStorageAnswers(reply, () =>
            storeFloorPlan(db, services.storage, record.id, input),
          );
          if (!plan) return reply;
          await announcePictures(services, req);
          return reply
            .code(201)
            .send({ floorPlan: { id: String(plan.id), width: plan.width, height: plan.height } });
        }
        const row = await whileStorageAnswers(reply, () =>
          storePhoto(db, services.storage, { kind, id: record.id }, input),
        );
        if (!row) return reply;
        await announcePictures(services, req);
        return reply.code(201).send({
          imageUpload: {
            id: String(row.id),
            status: row.status,
            attachedTo: { id: String(row.attachedToId), kind: row.attachedToKind },
            url: services.storage.publicUrl(row.storageKey ?? ""),
            thumbnailUrl: services.storage.publicUrl(row.thumbnailKey ?? ""),
          },
        });
      } catch (error) {
        if (error instanceof UnreadableImageError) {
          return sendUploadError(reply, "UNREADABLE_IMAGE", error.message);
        }
        throw error;
      }
    },
  );
}

/** A new picture shows on listing and building pages: every process drops its cached pages. */
async function announcePictures(services: AppServices, req: FastifyRequest) {
  try {
    await services.changes.publish(CATALOGUE, { kind: "media" });
  } catch (err) {
    req.log.warn({ err: safeError(err) }, "change not announced");
  }
}

function mayEdit(
  viewer: SignedInViewer,
  kind: AttachmentKind,
  record: { id: number; marketId: number; status?: string },
): boolean {
  return kind === "LISTING"
    ? can(viewer, "update", listingSubject({ ...record, status: record.status ?? "" }))
    : can(viewer, "update", buildingSubject(record));
}
