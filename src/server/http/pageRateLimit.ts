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
 * Page renders a minute per client address (PAGE_IP_LIMIT). Only renders count: a page served from
 * the page cache costs nothing and is never refused, so cached throughput is unchanged. The count
 * lives in Postgres (the limit holds across processes); once an address is over, this process
 * remembers it until the window ends and refuses its renders without asking the database.
 */
export function createPageRenderLimiter(db: Db, limit: number) {
  const rule = { name: "page-ip", limit, windowMs: 60_000 };
  const blockedUntil = new Map<string, number>();

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
      const known = waitSeconds(subject, Date.now());
      if (known) throw new PageRateLimited(known);
      const hit = await hitRateLimit(db, rule, subject);
      if (!hit.limited) return;
      // Bounded: entries end with their window, and at most one window's worth of addresses is kept.
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
