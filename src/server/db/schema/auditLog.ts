import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Every admin and research-team action: who, what, on which record, the values before and after,
 * when. Append-only: migration 0009 adds a trigger that refuses UPDATE and DELETE, so not even a bug
 * in the app can rewrite it (only a database owner dropping the trigger could).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** The actor's e-mail when it acted: the row stays readable if the account goes. */
    actorEmail: text("actor_email").notNull(),
    /** A dotted verb: "user.setRoles", "user.disable", "settings.maintenance"... */
    action: text("action").notNull(),
    subjectKind: text("subject_kind").notNull(),
    subjectId: text("subject_id"),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt, t.id),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt),
    index("audit_log_subject_idx").on(t.subjectKind, t.subjectId, t.createdAt),
  ],
);
