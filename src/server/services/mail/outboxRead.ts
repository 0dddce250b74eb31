import { and, desc, eq, gte, ilike, isNotNull, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/likePattern";
import { emailOutbox } from "../../db/schema/emailOutbox";
import { MAIL_ATTEMPTS } from "../../jobs/mailJobs";
import type { MailSubject } from "../../policies/subjects";

/** An outbox row as the mail screens read it (attachments stay in the database). */
export type MailRow = {
  id: number;
  to: string;
  subject: string;
  kind: string;
  html: string;
  text: string;
  attempts: number;
  createdAt: Date;
  sentAt: Date | null;
  error: string | null;
  campaignId: number | null;
  sentById: number | null;
};

/** The SDL enum MailStatus lists the same values. */
export const MAIL_STATUS_VALUES = ["QUEUED", "SENT", "RETRYING", "FAILED"] as const;
export type MailStatus = (typeof MAIL_STATUS_VALUES)[number];

/**
 * Where a message stands: sent; failed for good after MAIL_ATTEMPTS tries; retrying after a failed
 * try (the job tries again with backoff); otherwise queued (never tried, or being sent now).
 */
export function mailStatus(row: Pick<MailRow, "sentAt" | "attempts">): MailStatus {
  if (row.sentAt) return "SENT";
  if (row.attempts >= MAIL_ATTEMPTS) return "FAILED";
  if (row.attempts > 0) return "RETRYING";
  return "QUEUED";
}

function statusCondition(status: MailStatus): SQL | undefined {
  switch (status) {
    case "SENT":
      return isNotNull(emailOutbox.sentAt);
    case "FAILED":
      return and(isNull(emailOutbox.sentAt), gte(emailOutbox.attempts, MAIL_ATTEMPTS));
    case "RETRYING":
      return and(isNull(emailOutbox.sentAt), sql`${emailOutbox.attempts} between 1 and ${MAIL_ATTEMPTS - 1}`);
    case "QUEUED":
      return and(isNull(emailOutbox.sentAt), eq(emailOutbox.attempts, 0));
  }
}

export const mailSubject = (row: MailRow, demoMode: boolean): MailSubject => ({
  kind: "mail",
  id: row.id,
  to: row.to,
  sentById: row.sentById,
  createdAt: row.createdAt,
  demoMode,
});

const columns = {
  id: emailOutbox.id,
  to: emailOutbox.to,
  subject: emailOutbox.subject,
  kind: emailOutbox.kind,
  html: emailOutbox.html,
  text: emailOutbox.text,
  attempts: emailOutbox.attempts,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
  error: emailOutbox.error,
  campaignId: emailOutbox.campaignId,
  sentById: emailOutbox.sentById,
};

export type MailFilter = {
  /** Part of the recipient's address. */
  recipient: string | null;
  status: MailStatus | null;
  /** Only mail written in the last so many days. */
  days: number | null;
};

export type MailPage = { rows: MailRow[]; hasMore: boolean };

async function page(db: Db, where: (SQL | undefined)[], before: number | null, limit: number) {
  const rows = await db
    .select(columns)
    .from(emailOutbox)
    .where(and(...where, before ? lt(emailOutbox.id, before) : undefined))
    .orderBy(desc(emailOutbox.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}

/** Every message, newest first, filtered; one keyset page (admins). */
export function listOutbox(
  db: Db,
  filter: MailFilter,
  cursor: { before: number | null; limit: number },
): Promise<MailPage> {
  return page(
    db,
    [
      filter.recipient ? ilike(emailOutbox.to, containsPattern(filter.recipient)) : undefined,
      filter.status ? statusCondition(filter.status) : undefined,
      filter.days
        ? gte(emailOutbox.createdAt, sql`now() - make_interval(days => ${filter.days})`)
        : undefined,
    ],
    cursor.before,
    cursor.limit,
  );
}

/** Mail to one address (trimmed, any case), newest first; one keyset page. */
export function listMailTo(
  db: Db,
  email: string,
  cursor: { before: number | null; limit: number },
): Promise<MailPage> {
  return page(
    db,
    [sql`lower(trim(${emailOutbox.to})) = ${email.trim().toLowerCase()}`],
    cursor.before,
    cursor.limit,
  );
}

/** A campaign's mail, newest first, only what `sentById` sent when given (a broker's own actions). */
export async function campaignMail(
  db: Db,
  campaignRowId: number,
  sentById: number | null,
  limit: number,
): Promise<MailRow[]> {
  return db
    .select(columns)
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.campaignId, campaignRowId),
        sentById === null ? undefined : eq(emailOutbox.sentById, sentById),
      ),
    )
    .orderBy(desc(emailOutbox.id))
    .limit(limit);
}

export async function mailById(db: Db, id: number): Promise<MailRow | null> {
  const [row] = await db.select(columns).from(emailOutbox).where(eq(emailOutbox.id, id));
  return row ?? null;
}
