import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { noteRecordTypeEnum } from "./enums";
import { users } from "./users";

/** Internal notes on a Listing, Building, BrokerInsight or Contact (polymorphic, no foreign key). */
export const notes = pgTable(
  "notes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    recordType: noteRecordTypeEnum("record_type").notNull(),
    recordId: integer("record_id").notNull(),
    text: text("text").notNull(),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notes_record_idx").on(t.recordType, t.recordId, t.createdAt),
    index("notes_author_idx").on(t.authorId),
  ],
);

export const noteFiles = pgTable(
  "note_files",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    noteId: integer("note_id")
      .notNull()
      .references(() => notes.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    filename: text("filename").notNull(),
    contentType: text("content_type"),
    byteSize: integer("byte_size"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("note_files_note_idx").on(t.noteId)],
);
