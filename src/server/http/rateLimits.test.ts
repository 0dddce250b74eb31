import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer, type TestServer, testBackends } from "../testing/testServer";

// biome-ignore lint/suspicious/noExplicitAny: test reads JSON answers
type Json = any;

/**
 * The limits count per fixed minute. The server runs in this process, so its clock is held still at
 * the start of a minute of the test's own: no window can end mid-test, and no test waits for one.
 */
function atStartOfMinute(minute: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(Date.UTC(2030, 0, 1, 12, minute, 1)));
}

describe.each(testBackends())("per-IP rate limits on $name", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, {
      pageCacheSeconds: 60,
      env: { GRAPHQL_IP_LIMIT: "4", PAGE_IP_LIMIT: "3" },
    });
  }, 90_000);
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers /graphql 429 with Retry-After past GRAPHQL_IP_LIMIT requests a minute, fast", async () => {
    atStartOfMinute(1);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await server.graphql({ query: "{ ping }" })).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    const started = performance.now();
    const res = await server.graphql([{ query: "{ ping }" }, { query: "{ ping }" }]);
    const body = (await res.json()) as Json;
    expect(performance.now() - started).toBeLessThan(1000);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(body).toHaveLength(2);
    expect(body[0].errors[0].extensions.code).toBe("RATE_LIMITED");
    expect(body[0].errors[0].message).toMatch(
      /^Too many requests from your address; try again in \d+ seconds\.$/,
    );
  }, 90_000);

  it("counts page renders, not page-cache hits, against PAGE_IP_LIMIT", async () => {
    atStartOfMinute(2);
    // Cached after its first render: asked for many times, it counts once.
    for (let i = 0; i < 10; i++) expect((await fetch(`${server.url}/about`)).status).toBe(200);
    expect((await fetch(`${server.url}/terms`)).status).toBe(200);
    expect((await fetch(`${server.url}/privacy`)).status).toBe(200);
    const started = performance.now();
    const refused = await fetch(`${server.url}/jobs`);
    const html = await refused.text();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(html).toContain("Too many requests");
    // Pages already rendered are still served from the cache.
    expect((await fetch(`${server.url}/about`)).status).toBe(200);
  }, 90_000);
});
