import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { ContactFormKind } from "../content/renderMarkdown";
import type { Database } from "../db/client";
import { contactSubmissions } from "../db/schema/contactSubmissions";
import type { JobQueue } from "../jobs/jobQueue";
import { contactFormEmail } from "../mail/contactFormEmail";
import { deliverEmail, queueEmail } from "../mail/mailer";
import { emailFingerprint } from "./accountResult";
import { hitIpRateLimit } from "./rateLimit";

export type ContactFormDeps = {
  database: Database;
  config: Config;
  jobs: JobQueue;
  log: Pick<FastifyBaseLogger, "info" | "warn">;
  ip: string;
  userId: number | null;
};

export type ContactSubmissionInput = {
  kind: ContactFormKind;
  name: string;
  email: string;
  phone: string | null;
  companyName: string | null;
  message: string | null;
  /** The kind's own fields (building, space, the referred company...). */
  payload: Record<string, string>;
};

export type ContactFormResult = { ok: true } | { ok: false; code: "THROTTLED"; message: string };

const HOUR = 60 * 60 * 1000;

export function throttledMessage(contactEmail: string): string {
  return `We have received several messages from your network in the last hour. Please try again later, or e-mail us at ${contactEmail}.`;
}

/**
 * Stores a valid message and e-mails it to the contact address. The row and its outbox mail are
 * written in one transaction; SMTP delivery starts after the commit and is not awaited. Only valid
 * messages count towards the per-IP limit, so a typo never locks anyone out.
 */
export async function submitContactForm(
  deps: ContactFormDeps,
  input: ContactSubmissionInput,
): Promise<ContactFormResult> {
  const { database, config } = deps;
  const rule = { name: "contact-form-ip", limit: config.contactFormIpLimit, windowMs: HOUR };
  const hit = await hitIpRateLimit(database.db, rule, deps.ip);
  if (hit.limited) {
    deps.log.warn({ event: "contact_form_throttled", kind: input.kind, count: hit.count });
    return { ok: false, code: "THROTTLED", message: throttledMessage(config.contactEmail) };
  }
  const { id, mailId } = await database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactSubmissions)
      .values({
        kind: input.kind,
        name: input.name,
        email: input.email,
        phone: input.phone,
        companyName: input.companyName,
        message: input.message,
        payload: input.payload,
        userId: deps.userId,
      })
      .returning({ id: contactSubmissions.id });
    const mail = contactFormEmail({ ...input, id: row.id });
    const mailId = await queueEmail(tx, { ...mail, to: config.contactEmail, kind: "contact-form" });
    return { id: row.id, mailId };
  });
  void deliverEmail(deps, mailId);
  deps.log.info({
    event: "contact_form_submitted",
    kind: input.kind,
    submissionId: id,
    email: emailFingerprint(input.email),
  });
  return { ok: true };
}
