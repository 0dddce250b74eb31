import type { MultipartFile } from "@fastify/multipart";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppServices } from "../../graphql/context";
import type { SignedInViewer } from "../../policies/policy";
import { isSignedIn } from "../../policies/policy";
import {
  MAINTENANCE_CODE,
  MAINTENANCE_RETRY_AFTER_SECONDS,
  MAINTENANCE_WRITE_MESSAGE,
  writesClosedFor,
} from "../../services/admin/maintenanceWrites";
import { hitRateLimit } from "../../services/rateLimit";
import {
  STORAGE_RETRY_AFTER_SECONDS,
  STORAGE_UNAVAILABLE_MESSAGE,
  StorageUnavailableError,
} from "../../storage/fileStorage";
import { crossSiteProblem } from "../sameOrigin";
import { resolveViewer } from "../viewer";

/** Largest photo or floor plan accepted: a phone's or a camera's JPEG is well under it. */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
/** Largest shared-note attachment (a PDF brochure or a picture). */
export const MAX_NOTE_FILE_BYTES = 10 * 1024 * 1024;
/** Text fields of an upload form (a note's text). */
export const MAX_FIELD_BYTES = 20_000;

export type UploadErrorCode =
  | "LIMIT_REACHED"
  | "FORBIDDEN"
  | "UNAUTHENTICATED"
  | "NOT_FOUND"
  | "RATE_LIMITED"
  | "BAD_REQUEST"
  | "TOO_LARGE"
  | "UNSUPPORTED_TYPE"
  | "UNREADABLE_IMAGE"
  | "BAD_CSV"
  | "MAINTENANCE"
  | "STORAGE_UNAVAILABLE";

const STATUS: Record<UploadErrorCode, number> = {
  FORBIDDEN: 403,
  UNAUTHENTICATED: 401,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  BAD_REQUEST: 400,
  TOO_LARGE: 413,
  UNSUPPORTED_TYPE: 415,
  UNREADABLE_IMAGE: 422,
  LIMIT_REACHED: 409,
  BAD_CSV: 422,
  MAINTENANCE: 503,
  STORAGE_UNAVAILABLE: 503,
};

/** Every refusal: a stable code and a sentence a person can act on, as JSON (with `details`, e.g. a line). */
export function sendUploadError(
  reply: FastifyReply,
  code: UploadErrorCode,
  message: string,
  details: Record<string, string | number> = {},
) {
  return reply
    .code(STATUS[code])
    .header("cache-control", "no-store")
    .send({ error: { code, message, ...details } });
}

/**
 * Runs a write that stores files; when the store does not answer, sends 503 with Retry-After and
 * code STORAGE_UNAVAILABLE (nothing is recorded: files are written before the rows that name them)
 * and answers null.
 */
export async function whileStorageAnswers<T>(
  reply: FastifyReply,
  write: () => Promise<T>,
): Promise<T | null> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    reply.log.error({ err: error }, "file storage unavailable");
    reply.header("retry-after", String(STORAGE_RETRY_AFTER_SECONDS));
    sendUploadError(reply, "STORAGE_UNAVAILABLE", STORAGE_UNAVAILABLE_MESSAGE);
    return null;
  }
}

/**
 * What every upload checks before reading the body: the post comes from our own pages (CSRF, like
 * form posts), someone is signed in, and that user is within the hourly upload limit.
 */
export async function admitUpload(
  req: FastifyRequest,
  reply: FastifyReply,
  services: AppServices,
): Promise<SignedInViewer | null> {
  const crossSite = crossSiteProblem(req, { strict: true });
  if (crossSite) {
    req.log.warn({ reason: crossSite }, "upload refused by CSRF protection");
    sendUploadError(reply, "FORBIDDEN", crossSite);
    return null;
  }
  const viewer = await resolveViewer(req, services.database.db);
  if (!isSignedIn(viewer)) {
    sendUploadError(reply, "UNAUTHENTICATED", "Sign in to upload files.");
    return null;
  }
  if (await writesClosedFor(services, viewer)) {
    reply.header("retry-after", String(MAINTENANCE_RETRY_AFTER_SECONDS));
    sendUploadError(reply, MAINTENANCE_CODE, MAINTENANCE_WRITE_MESSAGE);
    return null;
  }
  const rule = { name: "upload-user", limit: services.config.uploadUserLimit, windowMs: 3_600_000 };
  const hit = await hitRateLimit(services.database.db, rule, `user:${viewer.user.id}`);
  if (hit.limited) {
    const wait = Math.max(1, Math.ceil((hit.retryAt.getTime() - Date.now()) / 1000));
    reply.header("retry-after", String(wait));
    sendUploadError(reply, "RATE_LIMITED", "Too many uploads in the last hour. Please try again later.");
    return null;
  }
  return viewer;
}

export type UploadedForm = {
  fields: Record<string, string>;
  file: { bytes: Buffer; filename: string } | null;
};

/**
 * The form's text fields and its one file, read whole (up to `maxFileBytes`). Answers the refusal
 * (and returns null) for a body that is not multipart, too large, or carries more than one file.
 */
export async function readUploadForm(
  req: FastifyRequest,
  reply: FastifyReply,
  maxFileBytes: number,
): Promise<UploadedForm | null> {
  if (!req.isMultipart()) {
    sendUploadError(reply, "BAD_REQUEST", "Send the file as multipart/form-data.");
    return null;
  }
  const form: UploadedForm = { fields: {}, file: null };
  try {
    const parts = req.parts({
      limits: { fileSize: maxFileBytes, files: 1, fields: 10, fieldSize: MAX_FIELD_BYTES, parts: 11 },
    });
    for await (const part of parts) {
      if (part.type === "file") {
        const file = part as MultipartFile;
        form.file = { bytes: await file.toBuffer(), filename: file.filename };
      } else if (part.valueTruncated) {
        sendUploadError(reply, "TOO_LARGE", "A field of the form is too long.");
        return null;
      } else if (typeof part.value === "string") {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") {
      const mb = Math.round(maxFileBytes / 1024 / 1024);
      sendUploadError(reply, "TOO_LARGE", `The file is too large: at most ${mb} MB.`);
    } else {
      sendUploadError(reply, "BAD_REQUEST", "The upload could not be read. Please try again.");
    }
    return null;
  }
  return form;
}
