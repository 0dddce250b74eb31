import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { freshDatabase, testBackends } from "../testing/testServer";
import { bootConfig } from "./bootTestSupport";
import { type RunningServer, startServer } from "./startServer";

/**
 * SIGTERM runs RunningServer.close (boot/processLifecycle.ts): the balancer's check fails at once, the
 * process keeps serving while it drains, a request under way finishes, then jobs and the database close.
 */
describe.each(testBackends())("a graceful stop on $name", (backend) => {
  let database: Database;
  let dropDatabase: () => Promise<void> = async () => {};
  let running: RunningServer | undefined;
  afterAll(async () => {
    await running?.close().catch(() => {});
    await dropDatabase();
  });

  it("answers 503 on /health/ready at once, serves while draining, finishes the request under way, then closes jobs and the database", async () => {
    ({ database, dropDatabase } = await freshDatabase(backend));
    running = await startServer(bootConfig({ DEMO_MODE: "false", SHUTDOWN_DRAIN_MS: "1500" }), {
      database,
      logger: false,
      log: { info: () => {}, warn: () => {} },
    });
    const url = running.url;
    const ready = await fetch(`${url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
    expect(await (await fetch(`${url}/health`)).json()).toMatchObject({ status: "ok", databaseState: "up" });

    // A request under way: its body is still arriving when the stop begins.
    const body = JSON.stringify({ query: "{ markets { slug } }" });
    let send: (chunk: string | null) => void = () => {};
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        send = (chunk) =>
          chunk === null ? controller.close() : controller.enqueue(new TextEncoder().encode(chunk));
      },
    });
    const underWay = fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(body.length) },
      body: stream,
      duplex: "half",
    } as RequestInit);
    send(body.slice(0, 10));
    const server = running.app.server;
    await expect
      .poll(() => new Promise<number>((resolve) => server.getConnections((_e, n) => resolve(n))), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);

    const closing = running.close();
    let closed = false;
    void closing.then(() => {
      closed = true;
    });

    const draining = await fetch(`${url}/health/ready`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: "stopping" });
    const health = await fetch(`${url}/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: "stopping", databaseState: "up" });
    // Still serving while the balancer takes it out.
    const page = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(page.status).toBe(200);
    expect(closed).toBe(false);

    // The drain is over when the server stops taking requests: the one under way is still waited for.
    await expect
      .poll(
        async () => {
          try {
            const res = await fetch(`${url}/health/ready`);
            return (await res.text()).includes('"stopping"') ? "draining" : "closing";
          } catch {
            return "closing";
          }
        },
        { timeout: 10_000 },
      )
      .toBe("closing");
    expect(closed).toBe(false);
    send(body.slice(10));
    send(null);
    const answer = await underWay;
    expect(answer.status).toBe(200);
    expect((await answer.json()).data.markets.length).toBeGreaterThan(0);

    await closing;
    running = undefined;
    await expect(fetch(`${url}/health/ready`)).rejects.toThrow();
    // pg-boss let go of the database and the database is closed.
    await expect(database.query("select 1")).rejects.toThrow();
  }, 60_000);
});
