import type { FastifyReply } from "fastify";
import type { Db } from "../db/client";
import { ipSubject } from "../services/ipSubject";
import { hitRateLimit } from "../services/rateLimit";

/** Thrown by a render that the client's address may not have; answered with 429. */
export class PageRateLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("page render refused by the per-IP rate limit");
  }
}

/**
 * How many renders one database write counts at once: a hundredth of the limit, at most 10, so a
 * small limit (tests use 3) is still counted one by one.
 */
export function renderBatchFor(limit: number): number {
  return Math.max(1, Math.min(10, Math.floor(limit / 100)));
}

/**
 * Page renders a minute per client address (PAGE_IP_LIMIT). Only renders count: a page served from
 * the page cache costs nothing and is never refused, so cached throughput is unchanged. The count
 * lives in Postgres (the limit holds across processes); once an address is over, this process
 * remembers it until the window ends and refuses its renders without asking the database.
 *
 * Renders are counted in batches (`renderBatchFor`): one upsert adds a batch to the address's
 * counter, and this process then renders that many for it before it writes again. A render was one
 * write per page (about a tenth of an uncached home page on PGlite). Never looser than counting one
 * by one: a batch is only counted up to the limit, and a batch a process reserved but did not use
 * makes the limit stricter for that minute by at most batch − 1 renders per process.
 */
export function createPageRenderLimiter(db: Db, limit: number) {
  const rule = { name: "page-ip", limit, windowMs: 60_000 };
  const batch = renderBatchFor(limit);
  const blockedUntil = new Map<string, number>();
  /** Renders this process has counted in the database already and not done yet, per address. */
  const reserved = new Map<string, { windowStart: number; left: number }>();

  function waitSeconds(subject: string, now: number): number {
    const until = blockedUntil.get(subject);
    if (until === undefined) return 0;
    if (until <= now) {
      blockedUntil.delete(subject);
      return 0;
    }
    return Math.max(1, Math.ceil((until - now) / 1000));
  }

  return {
    /** Counts a render for the address; throws PageRateLimited when it is over the limit. */
    async countRender(ip: string): Promise<void> {
      const subject = ipSubject(ip);
      const now = Date.now();
      const known = waitSeconds(subject, now);
      if (known) throw new PageRateLimited(known);
      const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
      const mine = reserved.get(subject);
      if (mine && mine.windowStart === windowStart && mine.left > 0) {
        mine.left--;
        return;
      }
      const hit = await hitRateLimit(db, rule, subject, new Date(now), batch);
      // Of this batch, the renders still within the limit; this one is the first of them.
      const allowed = Math.min(batch, limit - (hit.count - batch));
      // Bounded: entries end with their window, and at most one window's worth of addresses is kept.
      if (reserved.size > 100_000) reserved.clear();
      if (allowed > 1) reserved.set(subject, { windowStart: hit.windowStart.getTime(), left: allowed - 1 });
      else reserved.delete(subject);
      if (allowed > 0) return;
      if (blockedUntil.size > 100_000) blockedUntil.clear();
      blockedUntil.set(subject, hit.retryAt.getTime());
      throw new PageRateLimited(waitSeconds(subject, Date.now()));
    },
  };
}

/** A plain, fast 429 page. */
export function sendTooManyRenders(reply: FastifyReply, error: PageRateLimited) {
  return reply
    .code(429)
    .header("retry-after", String(error.retryAfterSeconds))
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8")
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Too many requests</title><h1>Too many requests</h1><p>Too many pages were asked for from your address. Please try again in ${error.retryAfterSeconds} seconds.</p></html>`,
    );
}
