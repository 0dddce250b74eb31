import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { sendEmail } from "./mailer";

/** Just enough SMTP to accept messages; keeps what it received. */
function smtpSink(): Promise<{ port: number; received: string[]; close(): void }> {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = "";
    let inData = false;
    socket.write("220 sink\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write("250 queued\r\n");
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol < 0) return;
        const verb = buffer.slice(0, 4).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (verb === "DATA") {
          inData = true;
          socket.write("354 go on\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
    socket.on("error", () => {});
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ port: (server.address() as net.AddressInfo).port, received, close: () => server.close() }),
    ),
  );
}

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

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
    database = await openDatabase({});
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
  });

  const row = async (id: number) =>
    (
      await database.query<{ sent_at: Date | null; error: string | null; attempts: number }>(
        "select sent_at, error, attempts from email_outbox where id = $1",
        [id],
      )
    ).rows[0];

  it("only writes the outbox when SMTP is not configured", async () => {
    const { id, delivered } = await sendEmail(database, loadConfig({}), message);
    await delivered;
    expect(await row(id)).toEqual({ sent_at: null, error: null, attempts: 0 });
  });

  it("sends over SMTP and records when", async () => {
    const sink = await smtpSink();
    try {
      const config = loadConfig({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
      const { id, delivered } = await sendEmail(database, config, message);
      await delivered;
      expect(sink.received).toHaveLength(1);
      expect(sink.received[0]).toContain("Subject: Hello");
      expect(sink.received[0]).toContain("To: ann@example.com");
      const sent = await row(id);
      expect(sent.sent_at).toBeInstanceOf(Date);
      expect(sent.attempts).toBe(1);
    } finally {
      sink.close();
    }
  });

  it("records a failed delivery without throwing", async () => {
    const config = loadConfig({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    const { id, delivered } = await sendEmail(database, config, message);
    await expect(delivered).resolves.toBeUndefined();
    const failed = await row(id);
    expect(failed.sent_at).toBeNull();
    expect(failed.attempts).toBe(1);
    expect(failed.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
