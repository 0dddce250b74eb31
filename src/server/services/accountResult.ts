import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Database, Db } from "../db/client";
import { users } from "../db/schema/users";
import type { JobQueue } from "../jobs/jobQueue";
import type { UserRow } from "../policies/policy";
import type { TokenErrorCode } from "./authTokens";

export type AccountErrorCode =
  | "INVALID_CREDENTIALS"
  | "EMAIL_TAKEN"
  | "INVALID_INPUT"
  | "WEAK_PASSWORD"
  | "WRONG_PASSWORD"
  | TokenErrorCode
  | "THROTTLED"
  | "SESSION_NOT_FOUND"
  | "ACCOUNT_DISABLED"
  /** Never sent as a payload error: resolvers turn it into a FORBIDDEN GraphQL error. */
  | "FORBIDDEN";

/** An expected failure, answered as the `AccountError` of a payload. */
export type AccountError = {
  code: AccountErrorCode;
  message: string;
  field: string | null;
  /** THROTTLED only: whole seconds until a retry can be checked. */
  retryAfterSeconds?: number | null;
};

export type AccountResult<T> = { ok: true; value: T } | { ok: false; error: AccountError };

export function ok<T>(value: T): AccountResult<T> {
  return { ok: true, value };
}

export function fail(code: AccountErrorCode, message: string, field: string | null = null) {
  return { ok: false as const, error: { code, message, field } };
}

/** Thrown inside a transaction to roll it back with an expected failure. */
export class AccountFailure extends Error {
  constructor(readonly error: AccountError) {
    super(error.code);
  }
}

export const MESSAGES = {
  invalidCredentials: "The email or password you entered is incorrect.",
  emailTaken: "It looks like you already have an account.",
  emailTakenByOther: "That e-mail address belongs to another account.",
  wrongPassword: "That is not your current password.",
  signInThrottled: "Too many sign-in attempts. Please wait 15 minutes and try again.",
  passwordCheckThrottled: "Too many wrong passwords. Please wait 15 minutes and try again.",
  resetThrottled: "Too many reset requests. Please wait an hour and try again.",
  emailChangeThrottled: "Too many e-mail changes. Please wait an hour and try again.",
  sessionNotFound: "That session has already ended.",
  signUpThrottled: "Too many new accounts from your network. Please wait an hour and try again.",
  forbidden: "You are not permitted to do this.",
  accountDisabled: "This account has been disabled. Contact us if you think this is a mistake.",
} as const;

/** The progressive delay's answer: the wait in words and in `retryAfterSeconds`. */
export function throttledError(
  kind: "signIn" | "passwordCheck",
  retryAt: Date,
  field: string | null,
  now = new Date(),
): AccountError {
  const waitMs = Math.max(0, retryAt.getTime() - now.getTime());
  const wait = formatWait(waitMs);
  const message =
    kind === "signIn"
      ? `Too many sign-in attempts. Please wait ${wait} and try again.`
      : `Too many wrong passwords. Please wait ${wait} and try again.`;
  return { code: "THROTTLED", message, field, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** "15 minutes", "2 minutes", "1 second": whole units, rounded up so nobody comes back too early. */
export function formatWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

type AuthLogger = Pick<FastifyBaseLogger, "info" | "warn">;

/** What account services need from the request: never the raw cookie, never a password in logs. */
export type AccountDeps = {
  database: Database;
  config: Config;
  /** Where the mail it writes goes to be sent (AppServices.jobs). */
  jobs: JobQueue;
  log: AuthLogger;
  ip: string;
  userAgent: string | null;
};

/** E-mail addresses are compared trimmed and lower-cased. */
export function normalizeEmailAddress(raw: string): string {
  return raw.trim().toLowerCase();
}

/** Identifies an address in logs without writing it down: the first 12 hex digits of its SHA-256. */
export function emailFingerprint(email: string): string {
  return crypto.createHash("sha256").update(normalizeEmailAddress(email)).digest("hex").slice(0, 12);
}

/** Case-insensitive, through the users_email_key index on lower(email). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmailAddress(email)}`)
    .limit(1);
  return user;
}

/** Postgres unique_violation, however the driver or Drizzle wrapped it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
