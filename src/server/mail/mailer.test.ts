import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../config";
import { loadConfig } from "../config";
import type { Database } from "../db/client";
import { MAIL_ATTEMPTS } from "../jobs/mailJobs";
import { drainedJobQueue } from "../testing/drainedJobQueue";
import { closedPort, startSmtpSink } from "../testing/smtpSink";
import { migratedDatabase } from "../testing/testServer";
import { CLAIM_STALE_SECONDS, deliverOutboxRow, outboxMessageId, sendEmail } from "./mailer";

const message = {
  to: "ann@example.com",
  subject: "Hello",
  html: "<p>Hi</p>",
  text: "Hi",
  kind: "reset-password" as const,
};

describe("sendEmail", () => {
  let database: Database;
  beforeAll(async () => {
    ({ database } = await migratedDatabase({ name: "pglite" }));
  });
  afterAll(async () => {
    await database?.close();
  });

  /** Writes the message and queues its job, then runs what was queued (with its retries). */
  const sendAndDrain = async (config: Config, email: Parameters<typeof sendEmail>[1]) => {
    const jobs = drainedJobQueue(database, config);
    const sent = await sendEmail({ database, config, jobs }, email);
    await sent.delivered;
    await jobs.drain();
    return { id: sent.id, jobs };
  };

  const row = async (id: number) =>
    (
      await database.query<{ sent_at: Date | null; error: string | null; attempts: number }>(
        "select sent_at, error, attempts from email_outbox where id = $1",
        [id],
      )
    ).rows[0];

  it("only writes the outbox when SMTP is not configured", async () => {
    const { id, jobs } = await sendAndDrain(loadConfig({}), message);
    expect(jobs.failed).toEqual([]);
    expect(await row(id)).toEqual({ sent_at: null, error: null, attempts: 0 });
  });

  it("sends over SMTP and records when", async () => {
    const sink = await startSmtpSink();
    try {
      const config = loadConfig({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
      const { id } = await sendAndDrain(config, message);
      expect(sink.received).toHaveLength(1);
      expect(sink.received[0]).toContain("Subject: Hello");
      expect(sink.received[0]).toContain("To: ann@example.com");
      const sent = await row(id);
      expect(sent.sent_at).toBeInstanceOf(Date);
      expect(sent.attempts).toBe(1);
    } finally {
      await sink.close();
    }
  });

  it("sends the row's attachments over SMTP", async () => {
    const sink = await startSmtpSink();
    try {
      const config = loadConfig({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
      const calendar = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:PUBLISH\r\nEND:VCALENDAR\r\n";
      const attachments = [
        {
          filename: "tour.ics",
          contentType: "text/calendar; charset=utf-8; method=PUBLISH",
          content: calendar,
        },
      ];
      const { id } = await sendAndDrain(config, { ...message, attachments });
      const stored = await database.query<{ attachments: unknown }>(
        "select attachments from email_outbox where id = $1",
        [id],
      );
      expect(stored.rows[0].attachments).toEqual(attachments);
      expect(sink.received).toHaveLength(1);
      const raw = sink.received[0];
      expect(raw).toContain("multipart/mixed");
      expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i);
      expect(raw).toMatch(/filename=tour\.ics/);
      // The attachment's part: its headers, a blank line, then its base64 body up to the boundary.
      const part = raw.slice(raw.indexOf("filename=tour.ics"));
      const encoded = part.split("\r\n\r\n")[1].split("\r\n--")[0];
      const decoded = Buffer.from(encoded.replace(/\r\n/g, ""), "base64").toString("utf8");
      expect(decoded).toContain("METHOD:PUBLISH");
    } finally {
      await sink.close();
    }
  });

  it("records each failed delivery without throwing, and gives up after its attempts", async () => {
    const config = loadConfig({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    const jobs = drainedJobQueue(database, config);
    const { id, delivered } = await sendEmail({ database, config, jobs }, message);
    await expect(delivered).resolves.toBeUndefined();
    expect(await jobs.drain()).toBe(MAIL_ATTEMPTS);
    expect(jobs.failed).toHaveLength(1);
    const failed = await row(id);
    expect(failed.sent_at).toBeNull();
    expect(failed.attempts).toBe(MAIL_ATTEMPTS);
    expect(failed.error).toMatch(/ECONNREFUSED|connect/i);
  });

  it("sends a row once: a fresh claim is left alone, a stale one (a worker died mid-send) is taken over", async () => {
    const sink = await startSmtpSink();
    try {
      const config = loadConfig({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
      const { id } = await sendAndDrain(loadConfig({}), message);
      await database.query("update email_outbox set sending_at = now() where id = $1", [id]);
      expect(await deliverOutboxRow(database, config, id)).toBe("busy");
      await database.query(
        "update email_outbox set sending_at = now() - make_interval(secs => $2) where id = $1",
        [id, CLAIM_STALE_SECONDS + 1],
      );
      const results = await Promise.all([1, 2, 3].map(() => deliverOutboxRow(database, config, id)));
      expect(results.filter((r) => r === "sent")).toHaveLength(1);
      expect(results.filter((r) => r !== "sent").every((r) => r === "busy" || r === "already-sent")).toBe(
        true,
      );
      expect(await deliverOutboxRow(database, config, id)).toBe("already-sent");
      expect(sink.received).toHaveLength(1);
      expect((await row(id)).attempts).toBe(1);
    } finally {
      await sink.close();
    }
  });

  it("gives a message sent again (its process died between the send and the mark) the same Message-ID", async () => {
    const sink = await startSmtpSink();
    try {
      const config = loadConfig({
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        MAIL_FROM: "Squarely <hello@mail.squarely.test>",
      });
      const { id } = await sendAndDrain(config, message);
      // What a process that died after the send leaves: a claim and no mark. Once the claim is stale, a retry sends it.
      await database.query(
        "update email_outbox set sent_at = null, sending_at = now() - make_interval(secs => $2) where id = $1",
        [id, CLAIM_STALE_SECONDS + 1],
      );
      expect(await deliverOutboxRow(database, config, id)).toBe("sent");
      const { rows } = await database.query<{ created_at: Date }>(
        "select created_at from email_outbox where id = $1",
        [id],
      );
      const messageId = outboxMessageId({ id, createdAt: rows[0].created_at }, config);
      expect(messageId).toMatch(new RegExp(`^<outbox\\.${id}\\.[0-9a-z]+@mail\\.squarely\\.test>$`));
      expect(sink.received).toHaveLength(2);
      for (const copy of sink.received) expect(copy).toContain(`Message-ID: ${messageId}`);
    } finally {
      await sink.close();
    }
  });
});
