import fs from "node:fs";
import net from "node:net";
import path from "node:path";

/**
 * A minimal SMTP server for browser tests: the app sends real mail over SMTP (SMTP_URL), and each
 * message lands as a file in `dir`, where tests read the links in it.
 */
export function startSmtpSink(port: number, dir: string): Promise<net.Server> {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = net.createServer((socket) => {
    let buffer = "";
    let inData = false;
    let recipients: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 squarely-test-sink ESMTP");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          count += 1;
          const name = `${String(Date.now()).padStart(15, "0")}-${String(count).padStart(4, "0")}.eml`;
          fs.writeFileSync(path.join(dir, name), `X-Test-Recipients: ${recipients.join(",")}\r\n${message}`);
          recipients = [];
          reply("250 OK queued");
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") reply("250 squarely-test-sink");
        else if (verb === "MAIL") reply("250 OK");
        else if (verb === "RCPT") {
          recipients.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, "$1"));
          reply("250 OK");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 End data with <CR><LF>.<CR><LF>");
        } else if (verb === "QUIT") {
          reply("221 Bye");
          socket.end();
        } else reply("250 OK");
      }
    });
    socket.on("error", () => {});
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

/** The newest message to `to` whose text matches `pattern`, waiting for it to arrive. */
export async function waitForMail(
  dir: string,
  to: string,
  pattern: RegExp,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(dir, file), "utf8");
      const recipients = text.split("\r\n", 1)[0].toLowerCase();
      if (recipients.includes(to.toLowerCase()) && pattern.test(decodeQuotedPrintable(text))) {
        return decodeQuotedPrintable(text);
      }
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${pattern}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
