import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { noteFiles, notes } from "../../db/schema/notes";
import { users } from "../../db/schema/users";
import { type FileStorage, PRIVATE_KEY_PREFIX } from "../../storage/fileStorage";
import { EXTENSION_OF, type NoteFileType } from "../media/fileChecks";

export type NoteRow = typeof notes.$inferSelect;
export type NoteFileRow = typeof noteFiles.$inferSelect;
/** A note as the list shows it: with its author's name and its file, if any. */
export type SharedNote = NoteRow & { authorName: string | null; file: NoteFileRow | null };

export type NoteFileInput = { bytes: Buffer; type: NoteFileType; filename: string };

/** The shared notes of each listing, newest first, with author and file (one query for a batch). */
export async function sharedNotesOf(db: Db, listingIds: readonly number[]): Promise<SharedNote[]> {
  if (listingIds.length === 0) return [];
  const rows = await db
    .select({
      note: notes,
      file: noteFiles,
      first: users.firstName,
      last: users.lastName,
      email: users.email,
    })
    .from(notes)
    .leftJoin(noteFiles, eq(noteFiles.noteId, notes.id))
    .leftJoin(users, eq(users.id, notes.authorId))
    .where(and(eq(notes.recordType, "Listing"), inArray(notes.recordId, [...listingIds])))
    .orderBy(asc(notes.recordId), desc(notes.createdAt), desc(notes.id), asc(noteFiles.id));
  const byId = new Map<number, SharedNote>();
  for (const r of rows) {
    if (byId.has(r.note.id)) continue;
    const authorName =
      r.email === null ? null : `${r.first ?? ""} ${r.last ?? ""}`.trim() || r.email.split("@")[0];
    byId.set(r.note.id, { ...r.note, authorName, file: r.file });
  }
  return [...byId.values()];
}

export async function findNote(db: Db, noteId: number): Promise<NoteRow | null> {
  const [row] = await db.select().from(notes).where(eq(notes.id, noteId));
  return row ?? null;
}

export async function findNoteFile(
  db: Db,
  fileId: number,
): Promise<(NoteFileRow & { note: NoteRow }) | null> {
  const [row] = await db
    .select({ file: noteFiles, note: notes })
    .from(noteFiles)
    .innerJoin(notes, eq(notes.id, noteFiles.noteId))
    .where(eq(noteFiles.id, fileId));
  return row ? { ...row.file, note: row.note } : null;
}

/** Writes an attachment under a random key in the private area (never served by /uploads). */
async function writeFile(storage: FileStorage, file: NoteFileInput) {
  const key = `${PRIVATE_KEY_PREFIX}notes/${randomUUID()}.${EXTENSION_OF[file.type]}`;
  await storage.put(key, file.bytes, file.type);
  return key;
}

const fileValues = (noteId: number, key: string, file: NoteFileInput) => ({
  noteId,
  storageKey: key,
  filename: file.filename,
  contentType: file.type,
  byteSize: file.bytes.length,
});

/** A new note on a listing, with its file written before the rows that name it. */
export async function createSharedNote(
  db: Db,
  storage: FileStorage,
  input: { listingId: number; authorId: number; text: string; file: NoteFileInput | null },
): Promise<NoteRow> {
  const key = input.file ? await writeFile(storage, input.file) : null;
  try {
    return await db.transaction(async (tx) => {
      const [note] = await tx
        .insert(notes)
        .values({
          recordType: "Listing",
          recordId: input.listingId,
          text: input.text,
          authorId: input.authorId,
        })
        .returning();
      if (input.file && key) await tx.insert(noteFiles).values(fileValues(note.id, key, input.file));
      return note;
    });
  } catch (error) {
    if (key) await storage.delete(key);
    throw error;
  }
}

/**
 * New text, and optionally a new file (replacing the old one) or no file. The old file is deleted
 * once the rows no longer name it.
 */
export async function updateSharedNote(
  db: Db,
  storage: FileStorage,
  note: NoteRow,
  input: { text: string; file: NoteFileInput | null; removeFile: boolean },
): Promise<NoteRow> {
  const key = input.file ? await writeFile(storage, input.file) : null;
  let oldKeys: string[] = [];
  let updated: NoteRow;
  try {
    updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(notes)
        .set({ text: input.text, updatedAt: new Date() })
        .where(eq(notes.id, note.id))
        .returning();
      if (input.file || input.removeFile) {
        const old = await tx.delete(noteFiles).where(eq(noteFiles.noteId, note.id)).returning();
        oldKeys = old.map((f) => f.storageKey);
      }
      if (input.file && key) await tx.insert(noteFiles).values(fileValues(note.id, key, input.file));
      return row;
    });
  } catch (error) {
    if (key) await storage.delete(key);
    throw error;
  }
  // After the commit, outside the try: the new file is named by the rows now, and must stay even
  // when removing the old one fails (a bucket outage).
  await Promise.all(oldKeys.map((k) => storage.delete(k)));
  return updated;
}

export async function deleteSharedNote(db: Db, storage: FileStorage, note: NoteRow): Promise<void> {
  const files = await db.select().from(noteFiles).where(eq(noteFiles.noteId, note.id));
  // note_files go with the note (on delete cascade); then their files.
  await db.delete(notes).where(eq(notes.id, note.id));
  await Promise.all(files.map((f) => storage.delete(f.storageKey)));
}
