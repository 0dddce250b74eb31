import type { Database } from "../db/client";
import { prunePasswordThrottles } from "../services/passwordThrottle";
import { pruneRateLimitCounters } from "../services/rateLimit";
import { SESSION_IDLE_MS } from "../services/sessionService";

export const RETENTION_QUEUE = "data-retention";
/** Daily at 04:15 UTC, after the vacuum. */
export const RETENTION_CRON = "15 4 * * *";

/** What the privacy page (content/privacy.md) promises; a test holds the page to these numbers. */
export const RETENTION = {
  /** Analytics events are deleted after this many months. */
  analyticsMonths: 13,
  /** Ad click identifiers (gclid) are removed from analytics events after this many days. */
  gclidDays: 90,
  /** Contact, list-with-us and referral messages (and their e-mailed copies) after this many months. */
  contactMonths: 24,
  /**
   * The outbox copy of a mail carrying a confirmation or reset link holds the live link: it is deleted
   * once the longest-lived link (confirmation, 7 days) has expired.
   */
  linkEmailDays: 7,
  /** Spent or expired sign-in links are forgotten this many days after they expire (until then they answer "used" or "expired" rather than "invalid"). */
  authTokenDaysAfterExpiry: 7,
} as const;

/** Outbox kinds whose mail carries a sign-in capable link. */
const LINK_EMAIL_KINDS = ["confirm-account", "confirm-email-change", "reset-password"];

// Deleting in slices keeps each statement short: on PGlite every request waits behind it.
const SLICE = 5000;

export type RetentionResult = {
  analyticsEvents: number;
  gclidsRemoved: number;
  contactSubmissions: number;
  contactEmails: number;
  linkEmails: number;
  sessions: number;
  authTokens: number;
};

async function inSlices(database: Database, sliceSql: string, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const { rows } = await database.query<{ n: number }>(
      `with done as (${sliceSql}) select count(*)::int as n from done`,
      [now, SLICE],
    );
    total += rows[0].n;
    if (rows[0].n < SLICE) return total;
  }
}

/** Deletes, a slice at a time, the rows of `table` matching `where` ($1 is the job's "now"). */
function deleteWhere(database: Database, table: string, key: string, where: string, now: Date) {
  return inSlices(
    database,
    `delete from ${table} where ${key} in (select ${key} from ${table} where ${where} limit $2) returning 1`,
    now,
  );
}

/** `$1` minus an interval, in SQL. */
const ago = (interval: string) => `$1::timestamptz - make_interval(${interval})`;

/** Deletes what the privacy page says is kept no longer, and old security counters. */
export async function applyRetention(database: Database, now = new Date()): Promise<RetentionResult> {
  const analyticsEvents = await deleteWhere(
    database,
    "analytics_events",
    "id",
    `created_at < ${ago(`months => ${RETENTION.analyticsMonths}`)}`,
    now,
  );
  const gclidsRemoved = await inSlices(
    database,
    `update analytics_events set properties = properties - 'gclid' where id in (
       select id from analytics_events
       where created_at < ${ago(`days => ${RETENTION.gclidDays}`)} and properties ? 'gclid' limit $2)
     returning 1`,
    now,
  );
  const contactSubmissions = await deleteWhere(
    database,
    "contact_submissions",
    "id",
    `created_at < ${ago(`months => ${RETENTION.contactMonths}`)}`,
    now,
  );
  // The copy mailed to the team holds the same message.
  const contactEmails = await deleteWhere(
    database,
    "email_outbox",
    "id",
    `kind = 'contact-form' and created_at < ${ago(`months => ${RETENTION.contactMonths}`)}`,
    now,
  );
  const linkEmails = await deleteWhere(
    database,
    "email_outbox",
    "id",
    `kind in (${LINK_EMAIL_KINDS.map((k) => `'${k}'`).join(", ")})
       and created_at < ${ago(`days => ${RETENTION.linkEmailDays}`)}`,
    now,
  );
  // A session past its idle or absolute end can never be used again; its IP and browser go with it.
  const sessions = await deleteWhere(
    database,
    "sessions",
    "id_hash",
    `expires_at < $1::timestamptz or last_seen_at < ${ago(`secs => ${SESSION_IDLE_MS / 1000}`)}`,
    now,
  );
  const authTokens = await deleteWhere(
    database,
    "auth_tokens",
    "id",
    `expires_at < ${ago(`days => ${RETENTION.authTokenDaysAfterExpiry}`)}`,
    now,
  );
  // The request paths prune these now and then; the job keeps the page's "deleted after a day" true
  // on a quiet site too.
  await pruneRateLimitCounters(database.db, now);
  await prunePasswordThrottles(database.db, now);
  return {
    analyticsEvents,
    gclidsRemoved,
    contactSubmissions,
    contactEmails,
    linkEmails,
    sessions,
    authTokens,
  };
}
