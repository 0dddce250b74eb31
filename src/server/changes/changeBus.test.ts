import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database, Db } from "../db/client";
import { openDatabase } from "../db/client";
import { freshDatabase } from "../testing/testServer";
import { type Change, channelOf, decodeChange, EVERYTHING, encodeChange, MAX_PAYLOAD_BYTES } from "./change";
import { type ChangeBus, createChangeBus, publishChange } from "./changeBus";
import { LISTENER_APPLICATION_NAME } from "./pgChangeListener";
import { throttle } from "./throttle";
import type { ChangeLog } from "./topicListeners";

/** Polls until `check` holds (each change arrives asynchronously); fails after `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function recordingLog() {
  const lines: string[] = [];
  const log: ChangeLog = {
    info: (_f, m) => lines.push(`info ${m}`),
    warn: (_f, m) => lines.push(`warn ${m}`),
    error: (_f, m) => lines.push(`error ${m}`),
  };
  return { log, lines };
}

describe("a change's payload", () => {
  it("round-trips, and says its kind alone when its ids would not fit a NOTIFY", () => {
    expect(decodeChange(encodeChange({ kind: "listing", ids: [1, 2] }))).toEqual({
      kind: "listing",
      ids: [1, 2],
    });
    const many = { kind: "listing", ids: Array.from({ length: 5000 }, (_, i) => 1_000_000 + i) };
    const text = encodeChange(many);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    expect(decodeChange(text)).toEqual({ kind: "listing" });
  });

  it("reads anything unreadable as everything, and refuses a topic that is not a plain word", () => {
    expect(decodeChange("not json")).toEqual(EVERYTHING);
    expect(decodeChange('{"ids":[1]}')).toEqual(EVERYTHING);
    expect(() => channelOf("pages; drop table x")).toThrow(/not a change topic/);
    expect(channelOf("catalogue")).toBe("squarely_catalogue");
  });
});

describe("throttle", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs the first call at once and folds the calls of an interval into one run at its end", async () => {
    vi.useFakeTimers();
    let runs = 0;
    const t = throttle(
      () => void runs++,
      500,
      () => {},
    );
    t.call();
    expect(runs).toBe(1);
    t.call();
    t.call();
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(2);
    t.call();
    await t.flush();
    expect(runs).toBe(3);
    await t.flush(); // nothing waiting
    expect(runs).toBe(3);
  });
});

describe("the change bus on PGlite (one process)", () => {
  let database: Database;
  let bus: ChangeBus;
  beforeAll(async () => {
    database = await openDatabase({});
    bus = createChangeBus(database);
  });
  afterAll(async () => {
    await bus.close();
    await database.close();
  });

  it("hands a published change to the topic's listeners, inside a transaction too, until they unsubscribe", async () => {
    const heard: Change[] = [];
    const other: Change[] = [];
    const stop = bus.subscribe("catalogue", (c) => heard.push(c));
    bus.subscribe("elsewhere", (c) => other.push(c));
    await bus.publish("catalogue", { kind: "listing", ids: [7] });
    await database.db.transaction((tx) =>
      publishChange(database, "catalogue", { kind: "building" }, tx as Db),
    );
    await until(() => heard.length === 2);
    expect(heard).toEqual([{ kind: "listing", ids: [7] }, { kind: "building" }]);
    expect(other).toEqual([]);
    expect(bus.listening()).toBe(true);
    stop();
    await bus.publish("catalogue", { kind: "listing" });
    await bus.publish("elsewhere", { kind: "marker" });
    await until(() => other.length === 1);
    expect(heard).toHaveLength(2);
  });

  it("keeps delivering to the others when one listener throws, and logs it", async () => {
    const { log, lines } = recordingLog();
    bus.reportTo(log);
    const heard: Change[] = [];
    bus.subscribe("faulty", () => {
      throw new Error("boom");
    });
    bus.subscribe("faulty", (c) => heard.push(c));
    await bus.publish("faulty", { kind: "x" });
    await until(() => heard.length === 1);
    expect(lines).toEqual(["error a change listener failed"]);
  });
});

describe("the change listener with no database to reach", () => {
  it("keeps trying without throwing into the process, and stops when closed", async () => {
    const database = { kind: "postgres" } as Database; // publishing is not used here
    const bus = createChangeBus(database, {
      url: "postgres://nobody@127.0.0.1:1/none",
      timings: { firstRetryMs: 10, maxRetryMs: 20 },
    });
    const { log, lines } = recordingLog();
    bus.reportTo(log);
    bus.subscribe("catalogue", () => {});
    await until(() => lines.length > 0);
    expect(lines[0]).toBe("warn change listener lost its connection; reconnecting");
    expect(bus.listening()).toBe(false);
    await bus.close();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("the change bus on PostgreSQL (two processes)", () => {
  let first: Database;
  let second: Database;
  let a: ChangeBus;
  let b: ChangeBus;
  let drop: () => Promise<void>;
  let busUrl: string | undefined;
  const heardA: Change[] = [];
  const heardB: Change[] = [];
  const log = recordingLog();
  beforeAll(async () => {
    const fresh = await freshDatabase({ name: "postgres", url: process.env.TEST_DATABASE_URL });
    first = fresh.database;
    drop = fresh.dropDatabase;
    busUrl = fresh.url;
    second = await openDatabase({ url: fresh.url, poolSize: 2 });
    const timings = { firstRetryMs: 20, maxRetryMs: 200 };
    a = createChangeBus(first, { url: fresh.url, timings });
    b = createChangeBus(second, { url: fresh.url, timings });
    a.reportTo(recordingLog().log);
    b.reportTo(log.log);
    a.subscribe("catalogue", (c) => heardA.push(c));
    b.subscribe("catalogue", (c) => heardB.push(c));
    await until(() => a.listening() && b.listening());
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await first?.close();
    await drop?.();
  });

  const listeners = async () =>
    (
      await first.query<{ pid: number }>(
        "select pid from pg_stat_activity where application_name = $1 and datname = current_database()",
        [LISTENER_APPLICATION_NAME],
      )
    ).rows;

  it("uses one connection per process, outside the pool", async () => {
    expect(await listeners()).toHaveLength(2);
  });

  it("tells every process, the publisher included", async () => {
    heardA.length = 0;
    heardB.length = 0;
    await a.publish("catalogue", { kind: "listing", ids: [1] });
    await until(() => heardA.length === 1 && heardB.length === 1);
    expect(heardB).toEqual([{ kind: "listing", ids: [1] }]);
  });

  it("sends a change published inside a transaction only if it commits, when it commits", async () => {
    heardB.length = 0;
    await first.db
      .transaction(async (tx) => {
        await publishChange(first, "catalogue", { kind: "rolled-back" }, tx as Db);
        await tx.execute(sql`select 1`);
        throw new Error("roll back");
      })
      .catch(() => {});
    await first.db.transaction((tx) => publishChange(first, "catalogue", { kind: "committed" }, tx as Db));
    // Notifications arrive in commit order: once this one is in, a committed earlier one would be too.
    await until(() => heardB.length === 1);
    expect(heardB).toEqual([{ kind: "committed" }]);
  });

  it("reconnects after its connection is terminated, says everything changed, and hears changes again", async () => {
    heardA.length = 0;
    heardB.length = 0;
    const pids = (await listeners()).map((l) => l.pid);
    await first.query("select pg_terminate_backend(pid) from unnest($1::int[]) pid", [pids]);
    await until(() => heardA.some((c) => c.kind === "all") && heardB.some((c) => c.kind === "all"));
    await until(() => a.listening() && b.listening());
    expect((await listeners()).map((l) => l.pid)).not.toEqual(expect.arrayContaining(pids));
    await a.publish("catalogue", { kind: "after" });
    await until(() => heardB.some((c) => c.kind === "after"));
    expect(log.lines.filter((l) => l.startsWith("warn"))).toEqual([
      "warn change listener lost its connection; reconnecting",
    ]);
  });

  it("closes its connection and stays closed", async () => {
    // A bus of its own, so the other tests keep both of theirs whatever order they run in.
    const own = createChangeBus(second, { url: busUrl, timings: { firstRetryMs: 20, maxRetryMs: 200 } });
    own.reportTo(recordingLog().log);
    own.subscribe("catalogue", () => {});
    await until(() => own.listening());
    await until(async () => (await listeners()).length === 3);
    await own.close();
    expect(own.listening()).toBe(false);
    await until(async () => (await listeners()).length === 2);
  });
});
