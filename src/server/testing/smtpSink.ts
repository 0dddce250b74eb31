import net from "node:net";

export type SmtpSink = { port: number; received: string[]; close(): Promise<void> };

export type SmtpSinkOptions = {
  /**
   * Runs when a message has arrived (it is in `received`), before the sink says it accepted it:
   * a test holds the sender there, e.g. to stop the database before the sender can mark it sent.
   */
  beforeAccept?: (message: string) => Promise<void>;
};

/** Just enough SMTP to accept messages; keeps what it received. Port 0 picks a free one. */
export function startSmtpSink(port = 0, options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const received: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    let buffer = "";
    let inData = false;
    socket.write("220 sink\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          const message = buffer.slice(0, end);
          received.push(message);
          buffer = buffer.slice(end + 5);
          inData = false;
          if (options.beforeAccept) {
            // The rest of this chunk waits with the reply (a sender waits for it anyway).
            const rest = buffer;
            buffer = "";
            void options.beforeAccept(message).then(() => {
              socket.write("250 queued\r\n");
              if (rest) socket.emit("data", Buffer.from(rest));
            });
            return;
          }
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
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        received,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      }),
    );
  });
}

/** A port nothing listens on (just freed), for a mail server that is down. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
