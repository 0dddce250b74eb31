import { and, asc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { emailOutbox } from "../db/schema/emailOutbox";
import { deliverOutboxRow } from "../mail/mailer";
import { runEach } from "./runEach";

export const MAIL_QUEUE = "mail-deliver";
export const MAIL_SWEEP_QUEUE = "mail-sweep";

/**
 * Tries per message: the first send and four retries, pg-boss's backoff from 15 s (15-30 s, then
 * 30-60 s, 1-2 and 2-4 min later). The first delay is also how long a killed process's mail waits
 * after its job expired, so expiry, maintenance and this stay under a minute together (jobRunner.ts).
 */
export const MAIL_ATTEMPTS = 5;
export const MAIL_RETRY_DELAY_SECONDS = 15;

export type MailJob = { outboxId: number };

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

export async function enqueueMail(boss: PgBoss, outboxId: number): Promise<void> {
  await boss.send(MAIL_QUEUE, { outboxId } satisfies MailJob, { singletonKey: String(outboxId) });
}

/**
 * Delivers a batch of rows. A job whose send failed (or whose row another worker is sending) is
 * failed on its own, so pg-boss retries it with backoff; the rest of the batch completes.
 */
export async function runMailJobs(
  boss: PgBoss,
  database: Database,
  config: Config,
  jobs: PgBoss.Job<MailJob>[],
): Promise<void> {
  await runEach(boss, MAIL_QUEUE, jobs, async (job) => {
    const result = await deliverOutboxRow(database, config, job.data.outboxId);
    if (result === "busy") throw new Error("another worker is sending this message");
  });
}

/** Rows the sweeper looks at: unsent, never tried, not claimed, older than this... */
const SWEEP_AFTER_SECONDS = 60;
/** ...and younger than this, so switching SMTP_URL on never mails out a backlog of stored-only rows. */
const SWEEP_WITHIN_SECONDS = 60 * 60;
const SWEEP_BATCH = 100;

/**
 * Queues rows whose job was never sent: the process stopped between the commit and the enqueue, or
 * the queue failed. Rows that failed a send already have a job in retry and are left to it.
 */
export async function sweepUnsentMail(
  database: Database,
  config: Config,
  enqueue: (outboxId: number) => Promise<void>,
): Promise<number> {
  if (!config.smtpUrl) return 0;
  const rows = await database.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        isNull(emailOutbox.sentAt),
        isNull(emailOutbox.sendingAt),
        eq(emailOutbox.attempts, 0),
        lt(emailOutbox.createdAt, sql`now() - make_interval(secs => ${SWEEP_AFTER_SECONDS})`),
        gt(emailOutbox.createdAt, sql`now() - make_interval(secs => ${SWEEP_WITHIN_SECONDS})`),
      ),
    )
    .orderBy(asc(emailOutbox.id))
    .limit(SWEEP_BATCH);
  for (const row of rows) await enqueue(row.id);
  return rows.length;
}
