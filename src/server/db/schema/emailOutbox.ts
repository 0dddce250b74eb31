import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { campaigns } from "./campaigns";
import { users } from "./users";

/** A file sent with an e-mail; text only (an iCalendar invite), so the row stays readable. */
export type EmailAttachment = { filename: string; contentType: string; content: string };

/**
 * Every e-mail sent (or to send). Dev and tests read it; a job (jobs/mailJobs.ts) delivers unsent rows
 * over SMTP, retrying with backoff.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** Template name, e.g. "confirm-account", "reset-password", "client-login". */
    kind: text("kind").notNull(),
    /** Files to attach, e.g. a tour's iCalendar event; null for most mail. */
    attachments: jsonb("attachments").$type<EmailAttachment[]>(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Set while one worker sends the row (a claim), so two workers never send it both; see mailer.ts. */
    sendingAt: timestamp("sending_at", { withTimezone: true }),
    error: text("error"),
    /** The campaign the mail is about (invitation, survey, tour), so its broker sees the delivery. */
    campaignId: integer("campaign_id").references(() => campaigns.id, { onDelete: "set null" }),
    /** Whose action sent it (the broker who published the survey...); null for the system's own mail. */
    sentById: integer("sent_by_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("email_outbox_to_idx").on(t.to, t.createdAt),
    // "Your mail" (/mail): one address in any case and spacing, newest first (outboxRead.listMailTo).
    index("email_outbox_own_address_idx").on(sql`lower(trim(${t.to}))`, t.id),
    index("email_outbox_sent_idx").on(t.sentAt),
    index("email_outbox_campaign_idx").on(t.campaignId, t.id),
    // Deleting a user sets the mail it sent to no sender (the foreign key needs its index).
    index("email_outbox_sent_by_idx").on(t.sentById),
  ],
);
