import { Readable } from "node:stream";
import fastifyMultipart, { type MultipartFile } from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { CSV_MAX_BYTES } from "../../../common/csvImport/csvColumns";
import type { AppServices } from "../../graphql/context";
import { can } from "../../policies/can";
import { isSignedIn } from "../../policies/policy";
import { csvImportSubject, vendorSubject } from "../../policies/subjects";
import { dispatchCsvImport } from "../../services/csvImport/csvImportRun";
import { csvReportChunks, csvTemplate } from "../../services/csvImport/csvReport";
import { CsvFileError, receiveCsvFile } from "../../services/csvImport/csvUpload";
import { findCsvImport, findVendorBySlug } from "../../services/csvImport/vendors";
import { sanitizeFilename } from "../../services/media/fileChecks";
import { hitRateLimit } from "../../services/rateLimit";
import { contentDisposition } from "../contentDisposition";
import { admitUpload, sendUploadError } from "../media/uploadRequest";
import { resolveViewer } from "../viewer";

/**
 * Vendor CSV imports (issue 12), in a scope of their own with the multipart parser:
 * - POST /csv-imports/{vendor}: one CSV in the multipart field "file", streamed into importer jobs
 *   (csvUpload.ts). Checked before the body is read: CSRF (same origin), signed in, the upload
 *   limit, the vendor exists, `vendor.uploadCsv`, the CSV hourly limit. 201 { csvImport: { id,
 *   totalRows, status } } once every row is stored; a refused file is 413 or 422 with its reason.
 * - GET /csv-imports/template.csv: the columns and an example row (public: it holds no data).
 * - GET /csv-imports/{id}/report.csv: the per-row report, `csvImport.read`.
 */
export function registerCsvImportRoutes(app: FastifyInstance, services: AppServices) {
  app.get("/csv-imports/template.csv", async (_req, reply) => {
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", contentDisposition("listings-template.csv"))
      .header("cache-control", "public, max-age=3600")
      .send(csvTemplate());
  });

  app.get<{ Params: { id: string } }>("/csv-imports/:id/report.csv", async (req, reply) => {
    reply.header("cache-control", "private, no-store");
    const viewer = await resolveViewer(req, services.database.db);
    if (!isSignedIn(viewer))
      return sendUploadError(reply, "UNAUTHENTICATED", "Sign in to download the report.");
    const row = await findCsvImport(services.database.db, req.params.id);
    // Someone else's import answers as a missing one: an id says nothing.
    if (!row || !can(viewer, "read", csvImportSubject(row))) {
      return sendUploadError(reply, "NOT_FOUND", "This import does not exist.");
    }
    const name = sanitizeFilename(row.filename).replace(/\.csv$/i, "") || "import";
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", contentDisposition(`${name}-report.csv`))
      .send(Readable.from(csvReportChunks(services.database.db, row.id)));
  });

  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: CSV_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
    });
    scope.post<{ Params: { vendor: string } }>("/csv-imports/:vendor", async (req, reply) => {
      reply.header("cache-control", "no-store");
      const viewer = await admitUpload(req, reply, services);
      if (!viewer) return reply;
      const db = services.database.db;
      const vendor = await findVendorBySlug(db, req.params.vendor);
      if (!vendor) return sendUploadError(reply, "NOT_FOUND", "There is no vendor at this address.");
      if (!can(viewer, "uploadCsv", vendorSubject(vendor))) {
        req.log.warn({ policy: "vendor.uploadCsv", userId: viewer.user.id }, "authorization denied");
        return sendUploadError(reply, "FORBIDDEN", `You may not upload listings for ${vendor.name}.`);
      }
      const limits = services.config.csvUpload;
      const rule = { name: "csv-upload-user", limit: limits.userLimit, windowMs: 3_600_000 };
      const hit = await hitRateLimit(db, rule, `user:${viewer.user.id}`);
      if (hit.limited) {
        reply.header(
          "retry-after",
          String(Math.max(1, Math.ceil((hit.retryAt.getTime() - Date.now()) / 1000))),
        );
        return sendUploadError(
          reply,
          "RATE_LIMITED",
          "Too many CSV uploads in the last hour. Please try again later.",
        );
      }
      if (!req.isMultipart())
        return sendUploadError(reply, "BAD_REQUEST", "Send the file as multipart/form-data.");
      // A body announced larger than the cap (plus the form's own lines) is refused unread.
      if (Number(req.headers["content-length"]) > limits.maxBytes + MULTIPART_OVERHEAD_BYTES) {
        return sendUploadError(
          reply,
          "TOO_LARGE",
          `The file is too large: at most ${sizeText(limits.maxBytes)}.`,
        );
      }
      let file: MultipartFile | undefined;
      try {
        // One byte over the cap: the parser's own count (csvGate) refuses the file; at the cap the
        // multipart parser would only cut it short.
        file = await req.file({ limits: { fileSize: limits.maxBytes + 1, files: 1 } });
      } catch {
        return sendUploadError(reply, "BAD_REQUEST", "The upload could not be read. Please try again.");
      }
      if (!file) return sendUploadError(reply, "BAD_REQUEST", "Choose a CSV file to upload.");
      try {
        const received = await receiveCsvFile(
          services.database,
          {
            vendorId: vendor.id,
            vendorName: vendor.name,
            userId: viewer.user.id,
            filename: sanitizeFilename(file.filename) || "upload.csv",
          },
          file.file,
          { maxRows: limits.maxRows, maxBytes: limits.maxBytes },
        );
        await dispatchCsvImport(services.jobs, received.id);
        return reply.code(201).send({
          csvImport: { id: received.uuid, totalRows: received.totalRows, status: "PROCESSING" },
        });
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (
          code === "FST_REQ_FILE_TOO_LARGE" ||
          (error instanceof CsvFileError && error.problem === "TOO_LARGE")
        ) {
          return sendUploadError(
            reply,
            "TOO_LARGE",
            `The file is too large: at most ${sizeText(limits.maxBytes)}.`,
          );
        }
        if (error instanceof CsvFileError) {
          const line: Record<string, number> = error.line === null ? {} : { line: error.line };
          return sendUploadError(reply, "BAD_CSV", error.message, line);
        }
        throw error;
      }
    });
  });
}

/** Room for the multipart boundaries and part headers around the file (a form field or two). */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/** "50 MB", "1.5 MB", "2 KB". */
function sizeText(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  return mb >= 1 ? `${Math.round(mb * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}
