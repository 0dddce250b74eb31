import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { migratedDatabase, testBackends } from "../testing/testServer";
import { hitRateLimit, pruneRateLimitCounters, releaseRateLimitHit } from "./rateLimit";

describe.each(testBackends())("rate limit counters on $name", (backend) => {
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
  const rule = { name: "test", limit: 3, windowMs: 60_000 };

  it("counts concurrent hits exactly once each (atomic upsert)", async () => {
    const now = new Date("2030-01-01T00:00:30Z");
    const hits = await Promise.all(
      Array.from({ length: 20 }, () => hitRateLimit(database.db, rule, "burst", now)),
    );
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(hits.filter((h) => !h.limited)).toHaveLength(3);
    expect(hits[0].retryAt.toISOString()).toBe("2030-01-01T00:01:00.000Z");
  });

  it("starts again in the next window and keeps subjects apart", async () => {
    const t = new Date("2030-01-02T00:00:59Z");
    for (let i = 0; i < 4; i++) await hitRateLimit(database.db, rule, "a", t);
    expect((await hitRateLimit(database.db, rule, "a", t)).limited).toBe(true);
    expect((await hitRateLimit(database.db, rule, "b", t)).limited).toBe(false);
    const next = new Date("2030-01-02T00:01:00Z");
    expect((await hitRateLimit(database.db, rule, "a", next)).count).toBe(1);
  });

  it("gives a released hit back and prunes old windows", async () => {
    const t = new Date("2030-01-03T00:00:00Z");
    const hit = await hitRateLimit(database.db, rule, "release", t);
    await releaseRateLimitHit(database.db, hit);
    expect((await hitRateLimit(database.db, rule, "release", t)).count).toBe(1);
    await pruneRateLimitCounters(database.db, new Date("2030-02-01T00:00:00Z"));
    const { rows } = await database.query<{ n: number }>(
      "select count(*)::int as n from rate_limit_counters",
    );
    expect(rows[0].n).toBe(0);
  });
});
