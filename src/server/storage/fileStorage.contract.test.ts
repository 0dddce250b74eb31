import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3TestServer } from "../testing/s3TestServer";
import type { FileStorage } from "./fileStorage";
import { createLocalStorage } from "./localStorage";
import { createS3Storage } from "./s3Storage";

type Backend = { name: string; start(): Promise<{ storage: FileStorage; stop(): Promise<void> }> };

/** The same contract, run against local disk in a temporary directory and against s3rver. */
const BACKENDS: Backend[] = [
  {
    name: "local disk",
    async start() {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), "squarely-storage-"));
      return { storage: createLocalStorage(root), stop: async () => fs.rmSync(root, { recursive: true }) };
    },
  },
  {
    name: "S3 (s3rver)",
    async start() {
      const s3 = await startS3TestServer("contract");
      const storage = createS3Storage(s3.settings);
      return {
        storage,
        stop: async () => {
          storage.close();
          await s3.close();
        },
      };
    },
  },
];

async function bytesOf(body: Readable): Promise<{ bytes: Buffer; chunks: number }> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return { bytes: Buffer.concat(chunks), chunks: chunks.length };
}

describe.each(BACKENDS)("file storage contract on $name", (backend) => {
  let storage: FileStorage;
  let stop: () => Promise<void>;
  const unique = () => `media/${crypto.randomUUID()}`;

  beforeAll(async () => {
    ({ storage, stop } = await backend.start());
    await storage.verify();
  });
  afterAll(async () => {
    await stop?.();
  });

  it("puts a file that then exists, reads back whole with its size and type, and has a /uploads URL", async () => {
    const key = `${unique()}/full.webp`;
    const body = Buffer.from("RIFF....WEBPVP8 not really a picture");
    await storage.put(key, body, "image/webp");
    expect(await storage.exists(key)).toBe(true);
    const file = await storage.read(key);
    expect(file).not.toBeNull();
    expect([file?.size, file?.contentType]).toEqual([body.length, "image/webp"]);
    expect((await bytesOf(file!.body)).bytes.equals(body)).toBe(true);
    expect(storage.publicUrl(key)).toBe(`/uploads/${key}`);
    expect(storage.redirectUrl(key)).toBeNull();
  });

  it("replaces a file written again under the same key", async () => {
    const key = `${unique()}/card.webp`;
    await storage.put(key, Buffer.from("first"), "image/webp");
    await storage.put(key, Buffer.from("second, longer"), "image/webp");
    const file = await storage.read(key);
    expect((await bytesOf(file!.body)).bytes.toString()).toBe("second, longer");
    expect(file?.size).toBe(14);
  });

  it("answers a missing key with null and false, and deleting it is no error", async () => {
    const key = `${unique()}/thumb.webp`;
    expect(await storage.read(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
    // A key that names a folder of other files is no file either.
    const folder = unique();
    await storage.put(`${folder}/full.webp`, Buffer.from("x"), "image/webp");
    expect(await storage.read(folder)).toBeNull();
    expect(await storage.exists(folder)).toBe(false);
  });

  it("deletes: the file is gone for every reader, and a second delete is no error", async () => {
    const key = `private/notes/${crypto.randomUUID()}.pdf`;
    await storage.put(key, Buffer.from("%PDF-1.4\n%%EOF\n"), "application/pdf");
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.read(key)).toBeNull();
    await storage.delete(key);
  });

  it("serves each file as the type its key names, whatever type it was written with", async () => {
    const stem = unique();
    const expected: Record<string, string> = {
      "a.webp": "image/webp",
      "b.PNG": "image/png",
      "c.jpg": "image/jpeg",
      "d.jpeg": "image/jpeg",
      "e.pdf": "application/pdf",
      "f.svg": "image/svg+xml",
      "g.html": "application/octet-stream",
      "h.bin": "application/octet-stream",
    };
    for (const name of Object.keys(expected)) {
      await storage.put(`${stem}/${name}`, Buffer.from(name), "text/html");
    }
    for (const [name, type] of Object.entries(expected)) {
      const file = await storage.read(`${stem}/${name}`);
      expect([name, file?.contentType]).toEqual([name, type]);
      file?.body.destroy();
    }
  });

  it("refuses keys that are not plain relative paths on writes and deletes, and finds nothing for them", async () => {
    const bad = [
      "../escape.webp",
      "/etc/passwd",
      "media/../../x",
      "media/.hidden",
      "",
      "a//b",
      "a\\b",
      "media/a b",
    ];
    for (const key of bad) {
      await expect(storage.put(key, Buffer.from("x"), "image/webp"), key).rejects.toThrow(
        /Invalid storage key/,
      );
      await expect(storage.delete(key), key).rejects.toThrow(/Invalid storage key/);
      expect(await storage.read(key), key).toBeNull();
      expect(await storage.exists(key), key).toBe(false);
    }
    expect(await storage.read(`${"a/".repeat(151)}x`)).toBeNull();
  });

  it("streams a large file in pieces, never as one buffer, byte for byte", async () => {
    const key = `${unique()}/large.pdf`;
    const body = crypto.randomBytes(12 * 1024 * 1024);
    await storage.put(key, body, "application/pdf");
    const file = await storage.read(key);
    expect(file?.size).toBe(body.length);
    const { bytes, chunks } = await bytesOf(file!.body);
    expect(chunks).toBeGreaterThan(10);
    expect(crypto.createHash("sha256").update(bytes).digest("hex")).toBe(
      crypto.createHash("sha256").update(body).digest("hex"),
    );
    await storage.delete(key);
  });
});
