import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type Config, loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { deliverOutboxRow, outboxMessageId, queueEmail, sendEmail } from "../mail/mailer";
import { closedPort, type SmtpSink, startSmtpSink } from "../testing/smtpSink";
import {
  freshDatabase,
  migratedDatabase,
  startTestServer,
  TEST_JOB_OPTIONS,
  testBackends,
} from "../testing/testServer";
import { createJobRunner, type JobRunner, type JobRunnerOptions } from "./jobRunner";
import { MAIL_ATTEMPTS, MAIL_QUEUE, sweepUnsentMail } from "./mailJobs";
import { RETENTION_QUEUE } from "./retentionJob";
import { VACUUM_CRON, VACUUM_QUEUE } from "./vacuumJob";

const quiet = { info: () => {}, warn: () => {} };

const mail = (subject: string) => ({
  to: "ann@example.com",
  subject,
  html: "<p>Hi</p>",
  text: "Hi",
  kind: "reset-password" as const,
});

const smtpConfig = (port: number): Config => loadConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` });

type OutboxRow = { sent_at: Date | null; error: string | null; attempts: number };

async function outboxRow(database: Database, id: number): Promise<OutboxRow> {
  const { rows } = await database.query<OutboxRow>(
    "select sent_at, error, attempts from email_outbox where id = $1",
    [id],
  );
  return rows[0];
}

/** Polls a condition (jobs run on their own schedule); fails the test if it never holds. */
const until = (check: () => Promise<void>, timeout = 20_000) => vi.waitFor(check, { timeout, interval: 100 });

for (const backend of testBackends()) {
  describe(`background jobs on ${backend.name}`, () => {
    let database: Database;
    let dropDatabase: () => Promise<void>;
    const runners: JobRunner[] = [];
    const sinks: SmtpSink[] = [];

    beforeAll(async () => {
      ({ database, dropDatabase } = await migratedDatabase(backend));
    }, 60_000);
    afterEach(async () => {
      for (const runner of runners.splice(0)) await runner.stop();
      for (const sink of sinks.splice(0)) await sink.close();
    });
    afterAll(async () => {
      await database?.close();
      await dropDatabase?.();
    });

    async function runner(config: Config, options: JobRunnerOptions = {}): Promise<JobRunner> {
      const started = await createJobRunner(database, config, quiet, { ...TEST_JOB_OPTIONS, ...options });
      runners.push(started);
      return started;
    }

    async function sink(port?: number): Promise<SmtpSink> {
      const started = await startSmtpSink(port);
      sinks.push(started);
      return started;
    }

    it("retries a failed send with backoff until the mail server answers, then sends it once", async () => {
      const port = await closedPort();
      const config = smtpConfig(port);
      const jobs = await runner(config);
      const queue = await jobs.boss.getQueue(MAIL_QUEUE);
      expect(queue).toMatchObject({ retryLimit: MAIL_ATTEMPTS - 1, retryBackoff: true, policy: "stately" });

      const { id, delivered } = await sendEmail({ database, config, jobs: jobs.queue }, mail("Retried"));
      await delivered;
      await until(async () => {
        const row = await outboxRow(database, id);
        expect(row.attempts).toBeGreaterThanOrEqual(1);
        expect(row.error).toMatch(/ECONNREFUSED|connect/i);
      });
      expect((await outboxRow(database, id)).sent_at).toBeNull();

      const server = await sink(port);
      await until(async () => expect((await outboxRow(database, id)).sent_at).toBeInstanceOf(Date), 30_000);
      expect(server.received).toHaveLength(1);
      expect(server.received[0]).toContain("Subject: Retried");
      const row = await outboxRow(database, id);
      expect(row.attempts).toBeGreaterThanOrEqual(2);
      expect(row.error).toBeNull();
    }, 60_000);

    it("never sends a message twice with two workers, duplicate jobs and concurrent deliveries", async () => {
      const server = await sink();
      const config = smtpConfig(server.port);
      const first = await runner(config);
      const second = await runner(config);
      const ids: number[] = [];
      for (let i = 0; i < 8; i++) {
        const { id, delivered } = await sendEmail({ database, config, jobs: first.queue }, mail(`Once ${i}`));
        await delivered;
        ids.push(id);
        // The same row queued again through the other worker, and sent directly meanwhile.
        await first.boss.send(MAIL_QUEUE, { outboxId: id });
        void deliverOutboxRow(database, config, id).catch(() => {});
      }
      const direct = await Promise.all(ids.map((id) => deliverOutboxRow(database, config, id)));
      expect(direct.every((r) => r === "sent" || r === "busy" || r === "already-sent")).toBe(true);
      await until(async () => {
        for (const id of ids) expect((await outboxRow(database, id)).sent_at).toBeInstanceOf(Date);
        expect(await first.boss.getQueueSize(MAIL_QUEUE, { before: "completed" })).toBe(0);
      });
      expect(server.received).toHaveLength(ids.length);
      const subjects = server.received.map((m) => m.match(/Subject: (Once \d)/)?.[1]);
      expect(new Set(subjects).size).toBe(ids.length);
      expect(second.working).toBe(true);
    }, 60_000);

    it("does not send a sent message again after a restart, even when its job comes again", async () => {
      const server = await sink();
      const config = smtpConfig(server.port);
      const before = await runner(config);
      const { id, delivered } = await sendEmail(
        { database, config, jobs: before.queue },
        mail("Sent before"),
      );
      await delivered;
      await until(async () => expect((await outboxRow(database, id)).sent_at).toBeInstanceOf(Date));
      await before.stop();

      const after = await runner(config);
      const jobId = await after.boss.send(MAIL_QUEUE, { outboxId: id });
      expect(jobId).not.toBeNull();
      await until(async () =>
        expect((await after.boss.getJobById(MAIL_QUEUE, jobId as string))?.state).toBe("completed"),
      );
      expect(server.received).toHaveLength(1);
      expect((await outboxRow(database, id)).attempts).toBe(1);
    }, 60_000);

    it("sweeps unsent mail at start, young rows too, and on its interval only rows a minute old", async () => {
      const config = smtpConfig(await closedPort());
      const id = await queueEmail(database.db, mail("Stored, never queued"));
      const queued: number[] = [];
      await sweepUnsentMail(database, config, async (outboxId) => void queued.push(outboxId));
      expect(queued).not.toContain(id);
      await sweepUnsentMail(database, config, async (outboxId) => void queued.push(outboxId), {
        atStart: true,
      });
      expect(queued).toContain(id);
      await database.query("update email_outbox set sent_at = now() where id = $1", [id]);
    });

    it("sends mail a stopped process stored but never queued within seconds of the restart, once", async () => {
      const server = await sink();
      const config = loadConfig({
        SMTP_URL: `smtp://127.0.0.1:${server.port}`,
        MAIL_FROM: "Squarely <hi@x.test>",
      });
      // Stopped between the commit and the enqueue: a row and no job.
      const lost = await queueEmail(database.db, mail("Never queued"));
      // Queued, its job waiting for a worker: the start sweep queues it again, and the key drops that.
      const sender = await runner(config, { work: false });
      const { id: waiting, delivered } = await sendEmail(
        { database, config, jobs: sender.queue },
        mail("Already queued"),
      );
      await delivered;
      const restarted = performance.now();
      await runner(config);
      await until(async () => {
        for (const id of [lost, waiting])
          expect((await outboxRow(database, id)).sent_at).toBeInstanceOf(Date);
      }, 5_000);
      expect(performance.now() - restarted).toBeLessThan(5_000);
      for (const id of [lost, waiting]) {
        const { rows } = await database.query<{ created_at: Date }>(
          "select created_at from email_outbox where id = $1",
          [id],
        );
        const messageId = outboxMessageId({ id, createdAt: rows[0].created_at }, config);
        expect(server.received.filter((m) => m.includes(`Message-ID: ${messageId}`))).toHaveLength(1);
        expect((await outboxRow(database, id)).attempts).toBe(1);
      }
    }, 30_000);

    it("schedules the nightly VACUUM on PGlite only, and the daily retention on both", async () => {
      const jobs = await runner(loadConfig({}));
      const schedules = await jobs.boss.getSchedules();
      const cronOf = (name: string) => schedules.find((s) => s.name === name)?.cron;
      expect(cronOf(VACUUM_QUEUE)).toBe(backend.name === "pglite" ? VACUUM_CRON : undefined);
      expect(cronOf(RETENTION_QUEUE)).toMatch(/^\d+ \d+ \* \* \*$/);
    });

    it("only sends jobs when it does not work them (JOBS_IN_PROCESS=false)", async () => {
      const server = await sink();
      const config = smtpConfig(server.port);
      const sender = await runner(config, { work: false });
      expect(sender.working).toBe(false);
      const { id, delivered } = await sendEmail(
        { database, config, jobs: sender.queue },
        mail("Left for the worker"),
      );
      await delivered;
      expect(await sender.boss.getQueueSize(MAIL_QUEUE)).toBe(1);
      expect((await outboxRow(database, id)).sent_at).toBeNull();
      await runner(config);
      await until(async () => expect((await outboxRow(database, id)).sent_at).toBeInstanceOf(Date));
      expect(server.received).toHaveLength(1);
    }, 60_000);
  });

  describe(`jobs across a restart on ${backend.name}`, () => {
    it("runs a job queued before the stop once the database is opened again", async () => {
      const server = await startSmtpSink();
      const config = smtpConfig(server.port);
      const dataDir = backend.url ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "squarely-jobs-"));
      const fresh = backend.url ? await freshDatabase(backend) : undefined;
      const reopen = () =>
        fresh ? openDatabase({ url: fresh.url, poolSize: 2 }) : openDatabase({ dataDir });
      let database = fresh ? fresh.database : await reopen();
      try {
        await database.migrate();
        const before = await createJobRunner(database, config, quiet, { ...TEST_JOB_OPTIONS, work: false });
        const { id, delivered } = await sendEmail(
          { database, config, jobs: before.queue },
          mail("Across a restart"),
        );
        await delivered;
        await before.stop();
        await database.close();
        expect(server.received).toHaveLength(0);

        database = await reopen();
        const after = await createJobRunner(database, config, quiet, TEST_JOB_OPTIONS);
        try {
          const db = database;
          await until(async () => expect((await outboxRow(db, id)).sent_at).toBeInstanceOf(Date));
          expect(server.received).toHaveLength(1);
        } finally {
          await after.stop();
        }
      } finally {
        await database.close();
        await fresh?.dropDatabase();
        if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
        await server.close();
      }
    }, 90_000);
  });

  describe(`mail from a request on ${backend.name}`, () => {
    it("is delivered by the in-process job once the request has answered", async () => {
      const sink = await startSmtpSink();
      const server = await startTestServer(backend, {
        listings: 0,
        jobs: true,
        env: { SMTP_URL: `smtp://127.0.0.1:${sink.port}` },
      });
      try {
        expect(server.runner?.working).toBe(true);
        const res = await server.graphql({
          query: `mutation { requestPasswordReset(email: "client@squarely.test") { ok } }`,
        });
        expect(await res.json()).toEqual({ data: { requestPasswordReset: { ok: true } } });
        await until(async () => expect(sink.received).toHaveLength(1));
        expect(sink.received[0]).toContain("To: client@squarely.test");
        const { rows } = await server.database.query<{ sent_at: Date | null }>(
          "select sent_at from email_outbox where kind = 'reset-password'",
        );
        expect(rows).toHaveLength(1);
        expect(rows[0].sent_at).toBeInstanceOf(Date);
        // Through a job, not sent by the request itself.
        await until(async () =>
          expect(
            (
              await server.database.query<{ n: number }>(
                "select count(*)::int as n from pgboss.job where name = $1 and state = 'completed'",
                [MAIL_QUEUE],
              )
            ).rows[0].n,
          ).toBe(1),
        );
      } finally {
        await server.close();
        await sink.close();
      }
    }, 90_000);
  });
}
