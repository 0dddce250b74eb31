import { eq, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../config";
import type { Database, Db } from "../db/client";
import { emailOutbox } from "../db/schema/emailOutbox";
import type { EmailKind, RenderedEmail } from "./renderEmail";

export type OutgoingEmail = RenderedEmail & { to: string; kind: EmailKind };

export type SentEmail = {
  id: number;
  /** Settles when SMTP delivery is done (or failed, or not configured); never rejects. */
  delivered: Promise<void>;
};

/** Writes the message to the outbox; pass a transaction to make it part of a larger write. */
export async function queueEmail(db: Db, email: OutgoingEmail): Promise<number> {
  const [row] = await db
    .insert(emailOutbox)
    .values({ to: email.to, subject: email.subject, html: email.html, text: email.text, kind: email.kind })
    .returning({ id: emailOutbox.id });
  return row.id;
}

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/**
 * Sends an outbox row over SMTP when SMTP_URL is set and records sent_at or the error. A failure
 * is recorded, logged by the caller if it likes, and never thrown: mail must not fail a request.
 */
export async function deliverEmail(database: Database, config: Config, id: number): Promise<void> {
  if (!config.smtpUrl) return;
  const db = database.db;
  try {
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    if (!row || row.sentAt) return;
    try {
      await transportFor(config.smtpUrl).sendMail({
        from: config.mailFrom,
        to: row.to,
        subject: row.subject,
        html: row.html,
        text: row.text,
      });
      await db
        .update(emailOutbox)
        .set({ sentAt: new Date(), attempts: sql`${emailOutbox.attempts} + 1`, error: null })
        .where(eq(emailOutbox.id, id));
    } catch (err) {
      await db
        .update(emailOutbox)
        .set({
          attempts: sql`${emailOutbox.attempts} + 1`,
          error: (err instanceof Error ? err.message : String(err)).slice(0, 500),
        })
        .where(eq(emailOutbox.id, id));
    }
  } catch {
    // The database itself failed (shutting down?): the row stays unsent for a later retry.
  }
}

/**
 * Writes the message to the outbox and starts SMTP delivery without waiting for it, so a slow or
 * failing mail server neither fails nor slows the request (nor reveals, by timing, that a mail went out).
 */
export async function sendEmail(
  database: Database,
  config: Config,
  email: OutgoingEmail,
): Promise<SentEmail> {
  const id = await queueEmail(database.db, email);
  return { id, delivered: deliverEmail(database, config, id) };
}
