import type { Db } from "../db/client";
import { hitRateLimit } from "./rateLimit";

/**
 * "At most one such mail per window" for one subject (a campaign, a survey): the notices a broker is
 * sent when a client signs in or opens or answers a survey. Not a rate limit (nobody is refused; the
 * mail is just not sent again), but kept in the same counters table (rate_limit_counters, key
 * `${name}:${subject}`), so it holds across app processes and is pruned with the limits' rows.
 */
export type MailGate = { name: string; windowMs: number };

/** True when this caller may send the mail now: the first claim of the window wins, later ones lose. */
export async function claimMailSlot(
  db: Db,
  gate: MailGate,
  subject: string,
  now = new Date(),
): Promise<boolean> {
  const hit = await hitRateLimit(db, { ...gate, limit: 1 }, subject, now);
  return !hit.limited;
}
