import { and, asc, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { emailOutbox } from "../db/schema/emailOutbox";
import { deliverOutboxRow } from "../mail/mailer";
import { type JobData, MAIL_QUEUE } from "./jobQueue";

export { MAIL_QUEUE };
export const MAIL_SWEEP_QUEUE = "mail-sweep";

/**
 * Tries per message: the first send and four retries, pg-boss's backoff from 15 s (15-30 s, then
 * 30-60 s, 1-2 and 2-4 min later). The first delay is also how long a killed process's mail waits
 * after its job expired, so expiry, maintenance and this stay under a minute together (jobRunner.ts).
 */
export const MAIL_ATTEMPTS = 5;
export const MAIL_RETRY_DELAY_SECONDS = 15;

export const MAIL_EXPIRE_SECONDS = 20;

/**
 * "stately": at most one waiting job per outbox row (singletonKey), so the sweeper and a late
 * enqueue never pile up copies. The expiry (also pg-boss's limit on one batch's run) is short so a
 * killed process's jobs go back to the queue within a minute (jobRunner.ts); a job expired while its
 * send still runs is harmless, as its retry finds the row claimed ("busy") or sent.
 */
export function mailQueueOptions(retryDelaySeconds = MAIL_RETRY_DELAY_SECONDS): PgBoss.Queue {
  return {
    name: MAIL_QUEUE,
    policy: "stately",
    retryLimit: MAIL_ATTEMPTS - 1,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: MAIL_EXPIRE_SECONDS,
  };
}

/**
 * Delivers one row. A send that failed (or a row another worker is sending) throws, so the queue
 * retries that job with backoff.
 */
export async function runMailJob(
  database: Database,
  config: Config,
  { outboxId }: JobData[typeof MAIL_QUEUE],
): Promise<void> {
  const result = await deliverOutboxRow(database, config, outboxId);
  if (result === "busy") throw new Error("another worker is sending this message");
}

/** Rows the sweeper looks at: unsent, never tried, not claimed, older than this... */
const SWEEP_AFTER_SECONDS = 60;
/** ...and younger than this, so switching SMTP_URL on never mails out a backlog of stored-only rows. */
const SWEEP_WITHIN_SECONDS = 60 * 60;
const SWEEP_BATCH = 100;

/**
 * Queues rows whose job was never sent: the process stopped between the commit and the enqueue, or
 * the queue failed. Rows that failed a send already have a job in retry and are left to it. On its
 * interval a row must be a minute old (its request may still be queueing it); `atStart` (a worker
 * starting, jobRunner.ts) takes the young ones too, so mail a stopped process stored but never queued
 * goes out within seconds of the restart. Queueing a row twice never sends it twice: its job is
 * keyed by the row (a waiting duplicate is dropped), and a send claims the row and skips a sent one.
 */
export async function sweepUnsentMail(
  database: Database,
  config: Config,
  enqueue: (outboxId: number) => Promise<void>,
  { atStart = false }: { atStart?: boolean } = {},
): Promise<number> {
  if (!config.smtpUrl) return 0;
  const minAgeSeconds = atStart ? 0 : SWEEP_AFTER_SECONDS;
  const rows = await database.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        isNull(emailOutbox.sentAt),
        isNull(emailOutbox.sendingAt),
        eq(emailOutbox.attempts, 0),
        lte(emailOutbox.createdAt, sql`now() - make_interval(secs => ${minAgeSeconds})`),
        gt(emailOutbox.createdAt, sql`now() - make_interval(secs => ${SWEEP_WITHIN_SECONDS})`),
      ),
    )
    .orderBy(asc(emailOutbox.id))
    .limit(SWEEP_BATCH);
  for (const row of rows) await enqueue(row.id);
  return rows.length;
}
