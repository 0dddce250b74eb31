import type { Config } from "../config";
import type { Db } from "../db/client";
import { emailFingerprint } from "./accountResult";
import { hitRateLimit, type RateLimitHit, type RateLimitRule, releaseRateLimitHit } from "./rateLimit";

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** Failed password checks per account (by submitted address) per 15 minutes. */
export const SIGN_IN_ACCOUNT_RULE: RateLimitRule = {
  name: "sign-in-account",
  limit: 5,
  windowMs: 15 * MINUTE_MS,
};
export const RESET_ADDRESS_RULE: RateLimitRule = { name: "reset-address", limit: 3, windowMs: HOUR_MS };
export const RESET_IP_RULE: RateLimitRule = { name: "reset-ip", limit: 10, windowMs: HOUR_MS };
export const SIGN_UP_IP_RULE: RateLimitRule = { name: "sign-up-ip", limit: 20, windowMs: HOUR_MS };

/** Every sign-in attempt from one IP address per 15 minutes (SIGN_IN_IP_LIMIT, default 30). */
export function signInIpRule(config: Config): RateLimitRule {
  return { name: "sign-in-ip", limit: config.signInIpLimit, windowMs: 15 * MINUTE_MS };
}

export type SignInGate = { throttled: "ip" | "account" } | { throttled: null; accountHit: RateLimitHit };

/**
 * Counts a sign-in attempt against the IP and the account before the password is checked. The
 * account's hit is a reservation: a correct password gives it back (releasePasswordCheck), so only
 * failures add up, yet parallel guesses cannot all slip in before the count catches up. Accounts
 * are keyed by a hash of the submitted address, known or not, so throttling reveals nothing.
 */
export async function gateSignIn(db: Db, config: Config, ip: string, email: string): Promise<SignInGate> {
  if ((await hitRateLimit(db, signInIpRule(config), ip)).limited) return { throttled: "ip" };
  return gatePasswordCheck(db, email);
}

/** The per-account budget alone: also spent by wrong current passwords in settings. */
export async function gatePasswordCheck(db: Db, email: string): Promise<SignInGate> {
  const accountHit = await hitRateLimit(db, SIGN_IN_ACCOUNT_RULE, emailFingerprint(email));
  return accountHit.limited ? { throttled: "account" } : { throttled: null, accountHit };
}

export function releasePasswordCheck(db: Db, hit: RateLimitHit): Promise<void> {
  return releaseRateLimitHit(db, hit);
}

export async function gateResetRequest(db: Db, ip: string, email: string): Promise<"ip" | "address" | null> {
  if ((await hitRateLimit(db, RESET_IP_RULE, ip)).limited) return "ip";
  if ((await hitRateLimit(db, RESET_ADDRESS_RULE, emailFingerprint(email))).limited) return "address";
  return null;
}

export async function gateSignUp(db: Db, ip: string): Promise<boolean> {
  return (await hitRateLimit(db, SIGN_UP_IP_RULE, ip)).limited;
}
