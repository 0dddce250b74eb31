import { and, desc, eq, gte, ilike, lt, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/likePattern";
import { auditLog } from "../../db/schema/auditLog";
import type { UserRow } from "../../policies/policy";

export type AuditEntry = {
  action: string;
  subjectKind: string;
  subjectId: string | number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

export type AuditRow = typeof auditLog.$inferSelect;

/** Writes one audit row, inside the caller's transaction so the record and its change stand or fall together. */
export async function recordAudit(db: Db, actor: Pick<UserRow, "id" | "email">, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    subjectKind: entry.subjectKind,
    subjectId: entry.subjectId === null ? null : String(entry.subjectId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export type AuditFilter = {
  action: string | null;
  actorEmail: string | null;
  subjectKind: string | null;
  subjectId: string | null;
  /** Inclusive lower and exclusive upper bounds on created_at. */
  from: Date | null;
  to: Date | null;
  /** Keyset paging: rows older than this id. */
  before: number | null;
  limit: number;
};

/** Newest first, filtered, one page (limit + 1 read to tell whether there is more). */
export async function listAudit(
  db: Db,
  filter: AuditFilter,
): Promise<{ rows: AuditRow[]; hasMore: boolean }> {
  const where: SQL[] = [];
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.actorEmail) where.push(ilike(auditLog.actorEmail, containsPattern(filter.actorEmail)));
  if (filter.subjectKind) where.push(eq(auditLog.subjectKind, filter.subjectKind));
  if (filter.subjectId) where.push(eq(auditLog.subjectId, filter.subjectId));
  if (filter.from) where.push(gte(auditLog.createdAt, filter.from));
  if (filter.to) where.push(lt(auditLog.createdAt, filter.to));
  if (filter.before) where.push(lt(auditLog.id, filter.before));
  const rows = await db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(filter.limit + 1);
  return { rows: rows.slice(0, filter.limit), hasMore: rows.length > filter.limit };
}
