import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { rateLimitCounters } from "../db/schema/rateLimits";
import { awayFromWindowEdge } from "../testing/accountClient";
import { migratedDatabase, testBackends } from "../testing/testServer";
import { createPageRenderLimiter, PageRateLimited, renderBatchFor } from "./pageRateLimit";

/** How many of `n` renders the limiter let through for `ip`. */
async function renders(limiter: ReturnType<typeof createPageRenderLimiter>, ip: string, n: number) {
  let allowed = 0;
  for (let i = 0; i < n; i++) {
    try {
      await limiter.countRender(ip);
      allowed++;
    } catch (error) {
      if (!(error instanceof PageRateLimited)) throw error;
    }
  }
  return allowed;
}

describe.each(testBackends())("page render limit on $name", (backend) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await migratedDatabase(backend);
    database = fresh.database;
    drop = fresh.dropDatabase;
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it("counts a small limit one render at a time", () => {
    expect(renderBatchFor(1)).toBe(1);
    expect(renderBatchFor(3)).toBe(1);
    expect(renderBatchFor(250)).toBe(2);
    expect(renderBatchFor(3000)).toBe(10);
  });

  it("lets exactly the limit through in one process, writing once a batch", async () => {
    await awayFromWindowEdge(60_000);
    const limiter = createPageRenderLimiter(database.db, 300);
    expect(await renders(limiter, "10.0.0.1", 305)).toBe(300);
    const [row] = await database.db.select().from(rateLimitCounters);
    // 100 writes of 3 renders reached the limit; the refusals after it are remembered, not written.
    expect(row.count).toBe(300 + renderBatchFor(300));
  });

  it("never lets more than the limit through across processes", async () => {
    await awayFromWindowEdge(60_000);
    const a = createPageRenderLimiter(database.db, 300);
    const b = createPageRenderLimiter(database.db, 300);
    // a reserved three renders with its last write and used two of them.
    expect(await renders(a, "10.0.0.2", 299)).toBe(299);
    // b finds the counter at the limit: refused, although a left one reserved render unused.
    expect(await renders(b, "10.0.0.2", 1)).toBe(0);
    expect(await renders(a, "10.0.0.2", 2)).toBe(1);
  });
});
