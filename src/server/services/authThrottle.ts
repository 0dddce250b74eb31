import type { Config } from "../config";
import type { Db } from "../db/client";
import { emailFingerprint } from "./accountResult";
import { hitIpRateLimit, hitRateLimit, type RateLimitHit, type RateLimitRule } from "./rateLimit";

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

export const RESET_ADDRESS_RULE: RateLimitRule = { name: "reset-address", limit: 3, windowMs: HOUR_MS };
export const RESET_IP_RULE: RateLimitRule = { name: "reset-ip", limit: 10, windowMs: HOUR_MS };
export const SIGN_UP_IP_RULE: RateLimitRule = { name: "sign-up-ip", limit: 20, windowMs: HOUR_MS };

/** Every sign-in attempt from one IP address per 15 minutes (SIGN_IN_IP_LIMIT, default 30). */
export function signInIpRule(config: Config): RateLimitRule {
  return { name: "sign-in-ip", limit: config.signInIpLimit, windowMs: 15 * MINUTE_MS };
}

/**
 * Every sign-in attempt counts against the IP's cap, right or wrong, known address or not. Failed
 * passwords are slowed down per account and IP by the progressive delay (passwordThrottle.ts).
 */
export async function gateSignInIp(db: Db, config: Config, ip: string): Promise<RateLimitHit | null> {
  const hit = await hitIpRateLimit(db, signInIpRule(config), ip);
  return hit.limited ? hit : null;
}

/** E-mail changes send mail to any address: a few per user and per IP each hour. */
export const CHANGE_EMAIL_USER_RULE: RateLimitRule = {
  name: "change-email-user",
  limit: 5,
  windowMs: HOUR_MS,
};
export const CHANGE_EMAIL_IP_RULE: RateLimitRule = { name: "change-email-ip", limit: 20, windowMs: HOUR_MS };

export async function gateChangeEmail(db: Db, userId: number, ip: string): Promise<"ip" | "user" | null> {
  if ((await hitIpRateLimit(db, CHANGE_EMAIL_IP_RULE, ip)).limited) return "ip";
  if ((await hitRateLimit(db, CHANGE_EMAIL_USER_RULE, String(userId))).limited) return "user";
  return null;
}

export async function gateResetRequest(db: Db, ip: string, email: string): Promise<"ip" | "address" | null> {
  if ((await hitIpRateLimit(db, RESET_IP_RULE, ip)).limited) return "ip";
  if ((await hitRateLimit(db, RESET_ADDRESS_RULE, emailFingerprint(email))).limited) return "address";
  return null;
}

export async function gateSignUp(db: Db, ip: string): Promise<boolean> {
  return (await hitIpRateLimit(db, SIGN_UP_IP_RULE, ip)).limited;
}
