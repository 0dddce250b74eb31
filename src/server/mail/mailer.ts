import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../config";
import type { Database, Db } from "../db/client";
import { type EmailAttachment, emailOutbox } from "../db/schema/emailOutbox";
import { type JobQueue, queueMail } from "../jobs/jobQueue";
import type { EmailKind, RenderedEmail } from "./renderEmail";

export type OutgoingEmail = RenderedEmail & {
  to: string;
  kind: EmailKind;
  /** Files sent with it (a tour's calendar event); stored on the outbox row. */
  attachments?: EmailAttachment[];
  /** The campaign it is about, so the campaign's broker sees whether it went out. */
  campaignId?: number | null;
  /** Whose action sent it; the broker sees the delivery of their own actions' mail. */
  sentById?: number | null;
};

export type SentEmail = {
  id: number;
  /** Settles when the row is handed to the delivery job, or sent (or failed) without one; never rejects. */
  delivered: Promise<void>;
};

/**
 * A claim older than this is taken to belong to a worker that died mid-send, and may be taken over.
 * Longer than an SMTP send can last (see SMTP_TIMEOUTS), so a slow send is never doubled; short
 * enough that a killed process's mail goes out again about a minute later.
 */
export const CLAIM_STALE_SECONDS = 60;

// Short enough that a hung mail server fails the attempt (and the job retries) well within the claim.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * How long a delivery waits for its "sent" mark when the database went away after the send. The
 * mark is kept and retried in the process beyond that (database.pending) and the job is failed, so
 * its retry finds the row marked; a PostgreSQL restart (a few seconds) lands within the wait.
 */
const MARK_WAIT_MS = 10_000;

/** Raised when the mail went out but its mark is still waiting for the database. */
export class MarkPendingError extends Error {
  constructor(id: number) {
    super(`e-mail ${id} was sent; marking it sent waits for the database`);
    this.name = "MarkPendingError";
  }
}

const markKey = (id: number) => `mail-sent-${id}`;

/** Writes the message to the outbox; pass a transaction to make it part of a larger write. */
export async function queueEmail(db: Db, email: OutgoingEmail): Promise<number> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      to: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      kind: email.kind,
      attachments: email.attachments?.length ? email.attachments : null,
      campaignId: email.campaignId ?? null,
      sentById: email.sentById ?? null,
    })
    .returning({ id: emailOutbox.id });
  return row.id;
}

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
    transports.set(smtpUrl, transport);
  }
  return transport;
}

export type DeliveryResult =
  /** Sent now. */
  | "sent"
  /** Sent before: nothing to do. */
  | "already-sent"
  /** Another worker holds a fresh claim on it: try again later. */
  | "busy"
  | "missing"
  /** No SMTP_URL: mail is only stored. */
  | "not-configured";

/**
 * Sends one outbox row at most once. The row is claimed with one atomic UPDATE (sending_at) before
 * the SMTP send and marked sent_at after it, so concurrent workers, retries and restarts never send a
 * sent message again. A database away when the mark is due does not open a gap: the mark is kept in
 * the process and retried until it lands (MarkPendingError if that takes over MARK_WAIT_MS; the job's
 * retry then finds the row sent). The one gap: SMTP accepted the message and the process died before
 * the mark landed; the claim goes stale after CLAIM_STALE_SECONDS and a retry sends it once more,
 * with the same Message-ID. A failed send is recorded on the row (attempts, error) and thrown, so the
 * delivery job retries it.
 */
export async function deliverOutboxRow(
  database: Database,
  config: Config,
  id: number,
): Promise<DeliveryResult> {
  if (!config.smtpUrl) return "not-configured";
  // Sent here, its mark not landed yet: not a row to claim again. A full queue of kept marks: send
  // nothing more whose mark could not be kept.
  if (database.pending.has(markKey(id)) || database.pending.full) return "busy";
  const db = database.db;
  const [row] = await db
    .update(emailOutbox)
    .set({ sendingAt: sql`now()` })
    .where(
      and(
        eq(emailOutbox.id, id),
        isNull(emailOutbox.sentAt),
        or(
          isNull(emailOutbox.sendingAt),
          lt(emailOutbox.sendingAt, sql`now() - make_interval(secs => ${CLAIM_STALE_SECONDS})`),
        ),
      ),
    )
    .returning();
  if (!row) {
    const [current] = await db
      .select({ sentAt: emailOutbox.sentAt })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, id));
    if (!current) return "missing";
    return current.sentAt ? "already-sent" : "busy";
  }
  try {
    await transportFor(config.smtpUrl).sendMail({
      // The same for every try of the row, so a message sent twice (a process died between the send
      // and the mark) is recognisably one message to the receiving systems.
      messageId: outboxMessageId(row, config),
      from: config.mailFrom,
      to: row.to,
      subject: row.subject,
      html: row.html,
      text: row.text,
      attachments: (row.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: a.content,
      })),
    });
  } catch (err) {
    // Not sent: release the claim and count the try (kept until the database takes it, if it is away).
    void database.pending
      .keep(`mail-failed-${id}`, () =>
        db
          .update(emailOutbox)
          .set({
            sendingAt: null,
            attempts: sql`${emailOutbox.attempts} + 1`,
            error: (err instanceof Error ? err.message : String(err)).slice(0, 500),
          })
          .where(eq(emailOutbox.id, id)),
      )
      .catch(() => {});
    throw err;
  }
  // Sent: the mark must land, or a retry would send it again. Kept and retried while the database is away.
  const mark = database.pending.keep(markKey(id), () =>
    db
      .update(emailOutbox)
      .set({ sentAt: sql`now()`, sendingAt: null, attempts: sql`${emailOutbox.attempts} + 1`, error: null })
      .where(eq(emailOutbox.id, id)),
  );
  if ((await within(mark, MARK_WAIT_MS)) !== "landed") throw new MarkPendingError(id);
  return "sent";
}

/** The promise's value, or "waiting" if it takes longer than `ms` (it goes on regardless). */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | "waiting"> {
  let timer: NodeJS.Timeout | undefined;
  const waiting = new Promise<"waiting">((resolve) => {
    timer = setTimeout(() => resolve("waiting"), ms);
  });
  try {
    return await Promise.race([promise, waiting]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A Message-ID made from the outbox row (its id and creation time, so rows of different databases
 * differ) at the sender's domain.
 */
export function outboxMessageId(
  row: { id: number; createdAt: Date },
  config: Pick<Config, "mailFrom" | "baseUrl">,
): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(config.mailFrom)?.[1] ?? new URL(config.baseUrl).hostname;
  return `<outbox.${row.id}.${row.createdAt.getTime().toString(36)}@${domain}>`;
}

/** What mail needs: the row's database, the SMTP settings, and the job queue that sends it. */
export type MailDeps = { database: Database; config: Config; jobs: JobQueue };

/**
 * Starts delivery of a committed outbox row; call it after the transaction that queued the row. The
 * row becomes a delivery job (retried with backoff, survives a restart); the request never sends it.
 * Never rejects: mail must not fail a request, and a row whose job could not be queued is picked up by
 * the sweeper (jobs/mailJobs.ts).
 */
export async function deliverEmail(deps: Pick<MailDeps, "config" | "jobs">, id: number): Promise<void> {
  if (!deps.config.smtpUrl) return;
  try {
    await queueMail(deps.jobs, id);
  } catch {
    // Left for the sweeper (the queue or database failed).
  }
}

/**
 * Writes the message to the outbox and starts delivery without waiting for it, so a slow or failing
 * mail server neither fails nor slows the request (nor reveals, by timing, that a mail went out).
 */
export async function sendEmail(deps: MailDeps, email: OutgoingEmail): Promise<SentEmail> {
  const id = await queueEmail(deps.database.db, email);
  return { id, delivered: deliverEmail(deps, id) };
}
