import { and, desc, eq, gte, ilike, isNotNull, isNull, lt, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/likePattern";
import { contactSubmissions } from "../../db/schema/contactSubmissions";
import type { UserRow } from "../../policies/policy";
import { recordAudit } from "./auditLog";

export type ContactSubmissionRow = typeof contactSubmissions.$inferSelect;

export type ContactSubmissionFilter = {
  kind: string | null;
  /** Part of the sender's name, e-mail address or company. */
  search: string | null;
  /** true: handled only; false: waiting only; null: both. */
  handled: boolean | null;
  /** Inclusive lower and exclusive upper bounds on created_at. */
  from: Date | null;
  to: Date | null;
};

export type SubmissionPage = { rows: ContactSubmissionRow[]; hasMore: boolean };

export function submissionConditions(filter: ContactSubmissionFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.kind) where.push(eq(contactSubmissions.kind, filter.kind));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const match = or(
      ilike(contactSubmissions.name, pattern),
      ilike(contactSubmissions.email, pattern),
      ilike(contactSubmissions.companyName, pattern),
    );
    if (match) where.push(match);
  }
  if (filter.handled === true) where.push(isNotNull(contactSubmissions.handledAt));
  if (filter.handled === false) where.push(isNull(contactSubmissions.handledAt));
  if (filter.from) where.push(gte(contactSubmissions.createdAt, filter.from));
  if (filter.to) where.push(lt(contactSubmissions.createdAt, filter.to));
  return where.length ? and(...where) : undefined;
}

/** Newest first, one keyset page (limit + 1 read to tell whether there is more). */
export async function listContactSubmissions(
  db: Db,
  filter: ContactSubmissionFilter,
  page: { before: number | null; limit: number },
): Promise<SubmissionPage> {
  const rows = await db
    .select()
    .from(contactSubmissions)
    .where(
      and(submissionConditions(filter), page.before ? lt(contactSubmissions.id, page.before) : undefined),
    )
    .orderBy(desc(contactSubmissions.id))
    .limit(page.limit + 1);
  return { rows: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}

/**
 * Marks a message handled (someone answered it) or waiting again, with the audit row in the same
 * transaction. Null when there is no such message.
 */
export async function setSubmissionHandled(
  db: Db,
  actor: UserRow,
  id: number,
  handled: boolean,
): Promise<ContactSubmissionRow | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, id))
      .for("update");
    if (!before) return null;
    if ((before.handledAt !== null) === handled) return before;
    const [after] = await tx
      .update(contactSubmissions)
      .set({ handledAt: handled ? new Date() : null })
      .where(eq(contactSubmissions.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: handled ? "contactSubmission.handle" : "contactSubmission.reopen",
      subjectKind: "contactSubmission",
      subjectId: id,
      before: { handledAt: before.handledAt },
      after: { handledAt: after.handledAt },
    });
    return after;
  });
}
