import { and, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { passwordCheckThrottles as t } from "../db/schema/passwordCheckThrottles";
import { emailFingerprint } from "./accountResult";
import { ipSubject } from "./ipSubject";

/** Wrong passwords an (account, IP) pair may make before each further check has to wait. */
export const PAIR_FREE_FAILURES = 5;
/** Free failures per pair while the account is attacked, or the IP is guessing at many accounts. */
export const ATTACKED_FREE_FAILURES = 1;
/** Failures on one account (from any IP) that mark it as attacked. */
export const ACCOUNT_ATTACK_FAILURES = 20;
/** Failures from one IP (on any account) that mark it as spraying. */
export const IP_SPRAY_FAILURES = 20;
/** The first wait; each further failure doubles it, up to MAX_DELAY_MS. */
export const FIRST_DELAY_MS = 1000;
export const MAX_DELAY_MS = 15 * 60 * 1000;
/** Counters untouched for this long start again from zero. */
export const FORGET_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY = 200;

/** The wait after the n-th failure of a pair: none within the free budget, then 1 s, 2 s, 4 s … 15 min. */
export function delayAfterFailures(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(failures - free, 20));
}

/** The same in SQL, for the atomic upsert. */
function delaySql(failures: SQL, free: number): SQL {
  return sql`(case when ${failures} < ${free} then 0 else least(${MAX_DELAY_MS}, ${FIRST_DELAY_MS} * power(2, least(${failures} - ${free}, 20))) end)`;
}

export type PasswordCheckSubject = { email: string; ip: string };
export type PasswordTicket = { pairKey: string; accountKey: string; ipKey: string };
export type PasswordGate = { allowed: true; ticket: PasswordTicket } | { allowed: false; retryAt: Date };

function keysOf(subject: PasswordCheckSubject): PasswordTicket {
  // Accounts by a hash of the submitted address, known or not, so throttling reveals nothing.
  const account = emailFingerprint(subject.email);
  const ip = ipSubject(subject.ip);
  return {
    pairKey: `pair:${account}:${ip}`,
    accountKey: `account:${account}`,
    ipKey: `ip:${ip}`,
  };
}

function ts(date: Date): SQL {
  return sql`${date.toISOString()}::timestamptz`;
}

/**
 * Reserves one password check for (account, IP) before the password is looked at. The reservation
 * counts as a failure at once and sets the pair's "next allowed at" in the same atomic upsert, so
 * parallel guesses from one IP cannot all slip in; a correct password then clears the pair
 * (finishPasswordCheck). Only the pair waits: a correct password from an IP with no failures for
 * the account is always checked, so an attacker elsewhere cannot lock the owner out. An attacked
 * account (or a spraying IP) only shrinks every pair's free budget to one failure.
 */
export async function reservePasswordCheck(
  db: Db,
  subject: PasswordCheckSubject,
  now = new Date(),
): Promise<PasswordGate> {
  const ticket = keysOf(subject);
  const forgetBefore = new Date(now.getTime() - FORGET_MS);
  const counters = await db
    .select({ key: t.key, failures: t.failures, updatedAt: t.updatedAt })
    .from(t)
    .where(inArray(t.key, [ticket.accountKey, ticket.ipKey]));
  const recent = (key: string) => {
    const row = counters.find((c) => c.key === key);
    return row && row.updatedAt > forgetBefore ? row.failures : 0;
  };
  const attacked =
    recent(ticket.accountKey) >= ACCOUNT_ATTACK_FAILURES || recent(ticket.ipKey) >= IP_SPRAY_FAILURES;
  const free = attacked ? ATTACKED_FREE_FAILURES : PAIR_FREE_FAILURES;

  const stale = sql`${t.updatedAt} < ${ts(forgetBefore)}`;
  const next = sql`(case when ${stale} then 1 else ${t.failures} + 1 end)`;
  const [reserved] = await db
    .insert(t)
    .values({
      key: ticket.pairKey,
      failures: 1,
      nextAllowedAt: new Date(now.getTime() + delayAfterFailures(1, free)),
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: next,
        nextAllowedAt: sql`${ts(now)} + ${delaySql(next, free)} * interval '1 millisecond'`,
        updatedAt: now,
      },
      setWhere: sql`${t.nextAllowedAt} <= ${ts(now)} or ${stale}`,
    })
    .returning({ failures: t.failures });
  if (Math.random() * PRUNE_EVERY < 1) void prunePasswordThrottles(db, now).catch(() => {});
  if (reserved) return { allowed: true, ticket };
  const [row] = await db
    .select({ nextAllowedAt: t.nextAllowedAt })
    .from(t)
    .where(inArray(t.key, [ticket.pairKey]));
  return { allowed: false, retryAt: row?.nextAllowedAt ?? new Date(now.getTime() + FIRST_DELAY_MS) };
}

/**
 * After the check: a correct password clears the pair (its reservation included); a wrong one
 * stays counted on the pair and is added to the account's and the IP's failures.
 */
export async function finishPasswordCheck(
  db: Db,
  ticket: PasswordTicket,
  correct: boolean,
  now = new Date(),
): Promise<void> {
  if (correct) {
    await db.delete(t).where(inArray(t.key, [ticket.pairKey]));
    return;
  }
  const forgetBefore = new Date(now.getTime() - FORGET_MS);
  for (const key of [ticket.accountKey, ticket.ipKey]) {
    await db
      .insert(t)
      .values({ key, failures: 1, nextAllowedAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          failures: sql`(case when ${t.updatedAt} < ${ts(forgetBefore)} then 1 else ${t.failures} + 1 end)`,
          updatedAt: now,
        },
      });
  }
}

export async function prunePasswordThrottles(db: Db, now = new Date()): Promise<void> {
  await db.delete(t).where(and(lt(t.updatedAt, new Date(now.getTime() - FORGET_MS))));
}
