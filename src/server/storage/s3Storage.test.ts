import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type S3TestServer, startS3TestServer } from "../testing/s3TestServer";
import { StorageUnavailableError } from "./fileStorage";
import { createS3Storage } from "./s3Storage";

/** A TCP server that accepts connections and never answers: a stuck bucket. */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on: a bucket that is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** What only the S3 backend has: outages, a missing bucket, public URLs. */
describe("S3 storage", () => {
  let s3: S3TestServer;
  beforeAll(async () => {
    s3 = await startS3TestServer("s3-only");
  });
  afterAll(async () => {
    await s3?.close();
  });

  it("turns a bucket that is down into StorageUnavailableError on every operation, at once", async () => {
    const storage = createS3Storage({ ...s3.settings, endpoint: `http://127.0.0.1:${await closedPort()}` });
    const started = performance.now();
    for (const run of [
      () => storage.read("media/x/full.webp"),
      () => storage.exists("media/x/full.webp"),
      () => storage.put("media/x/full.webp", Buffer.from("x"), "image/webp"),
      () => storage.delete("media/x/full.webp"),
      () => storage.verify(),
    ]) {
      await expect(run()).rejects.toBeInstanceOf(StorageUnavailableError);
    }
    expect(performance.now() - started).toBeLessThan(5000);
    storage.close();
  });

  it("gives up on a bucket that accepts connections but never answers, within its timeouts", async () => {
    const stuck = await silentServer();
    const storage = createS3Storage(
      { ...s3.settings, endpoint: `http://127.0.0.1:${stuck.port}` },
      { connectMs: 300, answerMs: 300, idleMs: 300, maxAttempts: 2 },
    );
    const started = performance.now();
    const error = await storage.read("media/x/full.webp").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageUnavailableError);
    expect((error as Error).message).toMatch(/^File storage failed to read media\/x\/full\.webp: /);
    expect(performance.now() - started).toBeLessThan(3000);
    storage.close();
    await stuck.close();
  });

  it("refuses to start on a bucket that does not exist, naming the setting", async () => {
    const storage = createS3Storage({ ...s3.settings, bucket: "no-such-bucket" });
    await expect(storage.verify()).rejects.toThrow(
      `S3_BUCKET: there is no bucket "no-such-bucket" at ${s3.endpoint}`,
    );
    await expect(storage.read("media/x/full.webp")).rejects.toBeInstanceOf(StorageUnavailableError);
    storage.close();
  });

  it("links public images to S3_PUBLIC_URL and keeps private keys behind the app", () => {
    const storage = createS3Storage({ ...s3.settings, publicUrl: "https://cdn.example.com/files" });
    expect(storage.publicUrl("media/a/full.webp")).toBe("https://cdn.example.com/files/media/a/full.webp");
    expect(storage.redirectUrl("seed/photo-01.webp")).toBe(
      "https://cdn.example.com/files/seed/photo-01.webp",
    );
    expect(storage.publicUrl("private/notes/a.pdf")).toBe("/uploads/private/notes/a.pdf");
    expect(storage.redirectUrl("private/notes/a.pdf")).toBeNull();
    expect(storage.redirectUrl("../x")).toBeNull();
    storage.close();
  });
});
