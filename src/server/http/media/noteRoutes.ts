import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sharedNoteTextProblem } from "../../../common/notes/sharedNoteRules";
import type { AppServices } from "../../graphql/context";
import { can } from "../../policies/can";
import type { SignedInViewer, Viewer } from "../../policies/policy";
import { listingSubject, noteSubject } from "../../policies/subjects";
import { sanitizeFilename, sniffNoteFileType } from "../../services/media/fileChecks";
import { loadMediaRecord } from "../../services/media/mediaRecords";
import {
  createSharedNote,
  findNote,
  findNoteFile,
  type NoteFileInput,
  updateSharedNote,
} from "../../services/notes/sharedNotes";
import { contentDisposition } from "../contentDisposition";
import { readOrUnavailable } from "../uploadsRoute";
import { resolveViewer } from "../viewer";
import {
  admitUpload,
  MAX_NOTE_FILE_BYTES,
  readUploadForm,
  sendUploadError,
  type UploadedForm,
  whileStorageAnswers,
} from "./uploadRequest";

const ID = /^[1-9]\d{0,9}$/;

/** Shared notes are the listing's broker-only data: its `readPrivate` rule. */
async function mayUseNotes(
  services: AppServices,
  viewer: Viewer,
  listingId: number,
): Promise<boolean | null> {
  const listing = await loadMediaRecord(services.database.db, { kind: "LISTING", id: listingId });
  if (!listing) return null;
  return can(viewer, "readPrivate", listingSubject({ ...listing, status: listing.status ?? "" }));
}

/** The text and the optional file of a note form, checked; null once a refusal has been sent. */
function noteInput(
  reply: FastifyReply,
  form: UploadedForm,
): { text: string; file: NoteFileInput | null } | null {
  const text = (form.fields.text ?? "").trim();
  const problem = sharedNoteTextProblem(text);
  if (problem) {
    sendUploadError(reply, "BAD_REQUEST", problem);
    return null;
  }
  if (!form.file || form.file.bytes.length === 0) return { text, file: null };
  const type = sniffNoteFileType(form.file.bytes);
  if (!type) {
    sendUploadError(reply, "UNSUPPORTED_TYPE", "Attach a PDF, JPEG, PNG or WebP file.");
    return null;
  }
  return { text, file: { bytes: form.file.bytes, type, filename: sanitizeFilename(form.file.filename) } };
}

/**
 * Shared notes with a file (issue 12): POST /media/listings/{id}/notes adds one, POST
 * /media/notes/{id} changes one (fields "text", optional "file", "removeFile"), both multipart so
 * the text and its file land together. GET /media/note-files/{id} reads an attachment, for brokers
 * only: attachments live under private/ keys that /uploads never serves.
 */
export function registerNoteRoutes(scope: FastifyInstance, services: AppServices) {
  const db = services.database.db;

  async function admitNoteForm(req: FastifyRequest, reply: FastifyReply, listingId: number) {
    const viewer = await admitUpload(req, reply, services);
    if (!viewer) return null;
    const allowed = await mayUseNotes(services, viewer, listingId);
    if (allowed) return viewer;
    if (allowed === null) sendUploadError(reply, "NOT_FOUND", "That listing does not exist.");
    else sendUploadError(reply, "FORBIDDEN", "Shared notes are for brokers.");
    return null;
  }

  scope.post<{ Params: { id: string } }>("/media/listings/:id/notes", async (req, reply) => {
    reply.header("cache-control", "no-store");
    if (!ID.test(req.params.id)) return sendUploadError(reply, "NOT_FOUND", "That listing does not exist.");
    const listingId = Number(req.params.id);
    const viewer = await admitNoteForm(req, reply, listingId);
    if (!viewer) return reply;
    const form = await readUploadForm(req, reply, MAX_NOTE_FILE_BYTES);
    const input = form && noteInput(reply, form);
    if (!input) return reply;
    const note = await whileStorageAnswers(reply, () =>
      createSharedNote(db, services.storage, { listingId, authorId: viewer.user.id, ...input }),
    );
    return note ? reply.code(201).send({ note: { id: String(note.id) } }) : reply;
  });

  scope.post<{ Params: { id: string } }>("/media/notes/:id", async (req, reply) => {
    reply.header("cache-control", "no-store");
    const note = ID.test(req.params.id) ? await findNote(db, Number(req.params.id)) : null;
    if (!note) return sendUploadError(reply, "NOT_FOUND", "That note does not exist.");
    const viewer: SignedInViewer | null = await admitNoteForm(req, reply, note.recordId);
    if (!viewer) return reply;
    if (!can(viewer, "update", noteSubject(note))) {
      return sendUploadError(reply, "FORBIDDEN", "Only the note's author or an admin may change it.");
    }
    const form = await readUploadForm(req, reply, MAX_NOTE_FILE_BYTES);
    const input = form && noteInput(reply, form);
    if (!form || !input) return reply;
    const removeFile = form.fields.removeFile === "true";
    const updated = await whileStorageAnswers(reply, () =>
      updateSharedNote(db, services.storage, note, { ...input, removeFile }),
    );
    return updated ? reply.send({ note: { id: String(note.id) } }) : reply;
  });

  scope.get<{ Params: { id: string } }>("/media/note-files/:id", async (req, reply) => {
    reply.header("cache-control", "private, no-store");
    const file = ID.test(req.params.id) ? await findNoteFile(db, Number(req.params.id)) : null;
    const viewer = await resolveViewer(req, db);
    // Unknown and forbidden answer alike, so an id says nothing to someone who may not read it.
    if (!file || !viewer.user || !(await mayUseNotes(services, viewer, file.note.recordId))) {
      return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
    }
    const stored = await readOrUnavailable(services, file.storageKey, req, reply);
    if (stored === undefined) return reply;
    if (!stored) return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
    const inline = file.contentType?.startsWith("image/") === true;
    return reply
      .header("content-disposition", contentDisposition(file.filename, inline ? "inline" : "attachment"))
      .header("content-security-policy", "default-src 'none'; sandbox")
      .header("content-length", stored.size)
      .type(file.contentType ?? "application/octet-stream")
      .send(stored.body);
  });
}
