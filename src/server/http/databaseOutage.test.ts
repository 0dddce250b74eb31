import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../config";
import { outboxMessageId, sendEmail } from "../mail/mailer";
import { createPgCluster, type PgCluster } from "../testing/pgCluster";
import { type SmtpSink, startSmtpSink } from "../testing/smtpSink";
import { startTestServer, type TestServer } from "../testing/testServer";

/*
 * Issue 26: PostgreSQL stopped and started again under a small load, on a cluster of this test's own
 * (testing/pgCluster.ts). The server runs in this process, so a crash of it (an uncaught error event
 * of a pg client, an unhandled rejection of pg-boss) fails the run. Waits are on conditions, never
 * fixed sleeps.
 */

const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
const hasPostgres = fs.existsSync(`${PG_BIN}/initdb`) && fs.existsSync(`${PG_BIN}/pg_ctl`);

/** The database is back this long after accepting connections, at most, before every answer is 200. */
const RECOVERY_MS = 2000;
/** No request may take longer than this (far under REQUEST_TIMEOUT_MS: nothing hangs on the pool). */
const SLOWEST_MS = 8000;

type Outcome = {
  kind: "read" | "write" | "page";
  startedAt: number;
  endedAt: number;
  status: number;
  retryAfter: string | null;
  /** A contact message acknowledged with ok: true, which must be in the database afterwards. */
  acknowledged?: string;
  error?: string;
};

const until = <T>(check: () => Promise<T> | T, timeout = 20_000) =>
  vi.waitFor(check, { timeout, interval: 50 });

describe.skipIf(!hasPostgres)("a PostgreSQL restart under load", () => {
  let cluster: PgCluster;
  let server: TestServer;
  let sink: SmtpSink;
  /** Holds the SMTP reply to a message whose subject starts "Held": the test stops the database meanwhile. */
  let hold: { arrived: () => void; release: Promise<void> } | null = null;

  beforeAll(async () => {
    cluster = await createPgCluster();
    sink = await startSmtpSink(0, {
      beforeAccept: async (message) => {
        if (!hold || !/^Subject: Held/m.test(message)) return;
        hold.arrived();
        await hold.release;
      },
    });
    server = await startTestServer(
      { name: "postgres", url: cluster.url() },
      {
        listings: 10,
        jobs: true,
        env: {
          SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
          GRAPHQL_IP_LIMIT: "1000000",
          PAGE_IP_LIMIT: "1000000",
          CONTACT_FORM_IP_LIMIT: "1000000",
        },
      },
    );
  }, 120_000);

  /** No message reached the mail server twice (each carries its outbox row's Message-ID). */
  const expectEachMailOnce = () => {
    const ids = sink.received.map((m) => /^Message-ID: (<[^>]+>)/m.exec(m)?.[1]);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  };

  afterAll(async () => {
    await server?.close().catch(() => {});
    await sink?.close();
    await cluster?.destroy();
  });

  it("answers 503 with Retry-After while it is away, never 500 or a hang, serves within 2 s of its return and loses no acknowledged write", async () => {
    const outcomes: Outcome[] = [];
    let stop = false;
    let serial = 0;
    const request = async (kind: Outcome["kind"]): Promise<Outcome> => {
      const startedAt = Date.now();
      const signal = AbortSignal.timeout(15_000);
      const message = `Outage check ${++serial}`;
      try {
        const res =
          kind === "page"
            ? await fetch(`${server.url}/`, { headers: { accept: "text/html" }, signal })
            : await fetch(`${server.url}/graphql`, {
                method: "POST",
                headers: { "content-type": "application/json" },
                signal,
                body: JSON.stringify(
                  kind === "read"
                    ? { query: "{ markets { slug } currentUser { id } }" }
                    : {
                        query:
                          "mutation ($input: ContactFormInput!) { submitContactForm(input: $input) { ok } }",
                        variables: {
                          input: { kind: "CONTACT", name: "Lee", email: "lee@example.com", message },
                        },
                      },
                ),
              });
        const text = await res.text();
        const ok = kind === "write" && res.status === 200 && JSON.parse(text).data?.submitContactForm?.ok;
        return {
          kind,
          startedAt,
          endedAt: Date.now(),
          status: res.status,
          retryAfter: res.headers.get("retry-after"),
          ...(ok ? { acknowledged: message } : {}),
        };
      } catch (err) {
        return { kind, startedAt, endedAt: Date.now(), status: 0, retryAfter: null, error: String(err) };
      }
    };
    const loops = (["read", "write", "page", "read"] as const).map(async (kind) => {
      while (!stop) outcomes.push(await request(kind));
    });
    const served = (after: number) => outcomes.filter((o) => o.startedAt >= after && o.status === 200);
    const refused = () => outcomes.filter((o) => o.status === 503);

    try {
      await until(() => expect(served(0).length).toBeGreaterThan(20));
      const stoppedAt = Date.now();
      await cluster.stop();
      // Away long enough for every kind of request to meet it.
      await until(() => {
        for (const kind of ["read", "write", "page"]) {
          expect(refused().filter((o) => o.kind === kind).length).toBeGreaterThan(2);
        }
      });
      await cluster.start();
      const acceptingAt = Date.now();
      await until(() => {
        for (const kind of ["read", "write", "page"]) {
          expect(served(acceptingAt).filter((o) => o.kind === kind).length).toBeGreaterThan(0);
        }
      });
      // Keep the load on past the recovery window, so its answers are counted.
      await until(() =>
        expect(outcomes.filter((o) => o.startedAt > acceptingAt + RECOVERY_MS).length).toBeGreaterThan(20),
      );
      stop = true;
      await Promise.all(loops);

      const firstServed = Math.min(...served(acceptingAt).map((o) => o.endedAt)) - acceptingAt;
      const lastRefused = Math.max(...refused().map((o) => o.endedAt)) - acceptingAt;
      const slowest = Math.max(...outcomes.map((o) => o.endedAt - o.startedAt));
      console.log(
        `restart under load: ${outcomes.length} requests, ${refused().length} answered 503 over ${acceptingAt - stoppedAt} ms away; ` +
          `first 200 ${firstServed} ms after PostgreSQL accepted connections, last 503 ${lastRefused} ms after; slowest request ${slowest} ms`,
      );

      expect(outcomes.filter((o) => o.error)).toEqual([]);
      expect(outcomes.filter((o) => o.status !== 200 && o.status !== 503)).toEqual([]);
      expect(refused().every((o) => o.retryAfter === "5")).toBe(true);
      expect(slowest).toBeLessThan(SLOWEST_MS);
      // Every request started 2 s after PostgreSQL came back was served.
      expect(outcomes.filter((o) => o.startedAt > acceptingAt + RECOVERY_MS && o.status !== 200)).toEqual([]);

      const acknowledged = outcomes.flatMap((o) => (o.acknowledged ? [o.acknowledged] : []));
      const { rows } = await server.database.query<{ message: string }>(
        "select message from contact_submissions where message like 'Outage check %'",
      );
      const stored = new Set(rows.map((r) => r.message));
      expect(acknowledged.filter((m) => !stored.has(m))).toEqual([]);
      expect(acknowledged.length).toBeGreaterThan(10);
      // Each acknowledged message e-mailed the contact address; none of those went out twice.
      expectEachMailOnce();
    } finally {
      stop = true;
      await Promise.all(loops);
    }
  }, 90_000);

  it("marks a mail sent while the database is away once it returns, and sends it once", async () => {
    let arrived = () => {};
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    hold = { arrived, release: new Promise<void>((resolve) => (release = resolve)) };
    const config = loadConfig({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
    const { id } = await sendEmail(
      { database: server.database, config, jobs: server.jobQueue },
      {
        to: "ann@example.com",
        subject: "Held while the database restarts",
        html: "<p>Hi</p>",
        text: "Hi",
        kind: "reset-password",
      },
    );
    await held;
    await cluster.stop();
    // The mail server now accepts it: the send succeeded, and its mark cannot be written.
    release();
    await until(() => expect(server.database.pending.has(`mail-sent-${id}`)).toBe(true));
    await cluster.start();
    const acceptingAt = Date.now();
    await until(async () => {
      const { rows } = await server.database.query<{ sent_at: Date | null }>(
        "select sent_at from email_outbox where id = $1",
        [id],
      );
      expect(rows[0].sent_at).not.toBeNull();
    });
    const markedAfter = Date.now() - acceptingAt;
    // Its job ends completed (not retried into a second send).
    await until(async () => {
      const { rows } = await server.database.query<{ state: string }>(
        "select state from pgboss.job where name = 'mail-deliver' and singleton_key = $1",
        [String(id)],
      );
      expect(rows.map((r) => r.state)).toEqual(["completed"]);
    });
    console.log(
      `mail held across a restart: marked sent ${markedAfter} ms after PostgreSQL accepted connections`,
    );
    const { rows } = await server.database.query<{ id: number; created_at: Date; attempts: number }>(
      "select id, created_at, attempts from email_outbox where id = $1",
      [id],
    );
    expect(rows[0].attempts).toBe(1);
    const copies = sink.received.filter((m) => /^Subject: Held/m.test(m));
    expect(copies).toHaveLength(1);
    const messageId = outboxMessageId({ id, createdAt: rows[0].created_at }, config);
    expect(copies[0]).toContain(`Message-ID: ${messageId}`);
    expect(markedAfter).toBeLessThan(RECOVERY_MS);
    expectEachMailOnce();
  }, 60_000);
});
