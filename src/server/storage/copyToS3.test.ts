import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type S3TestServer, startS3TestServer } from "../testing/s3TestServer";
import { copyToS3 } from "./copyToS3";
import { createS3Storage, type S3FileStorage } from "./s3Storage";

const run = promisify(execFile);

/** `npm run storage:copy-to-s3`: local uploads into the bucket, idempotent, failures counted. */
describe("copying local files to the bucket", () => {
  let s3: S3TestServer;
  let bucket: S3FileStorage;
  let root: string;
  const write = (key: string, body: string) => {
    const file = path.join(root, ...key.split("/"));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, body);
  };
  const lines: string[] = [];
  const copy = (prefix?: string) =>
    copyToS3(bucket, { root, prefix, log: (l) => lines.push(l), progressEvery: 2, concurrency: 1 });

  beforeAll(async () => {
    s3 = await startS3TestServer("copy");
    bucket = createS3Storage(s3.settings);
    root = fs.mkdtempSync(path.join(os.tmpdir(), "squarely-uploads-"));
    write("seed/photo-01.webp", "seed picture");
    write("media/0b6e/full.webp", "full size");
    write("media/0b6e/thumb.webp", "thumb");
    write("private/notes/9a1f.pdf", "%PDF-1.4");
    write("media/0b6e/card.webp.123.456.tmp", "half written");
    write("media/0b6e/bad name.webp", "stray");
  });
  afterAll(async () => {
    bucket?.close();
    await s3?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** The storage keys among the local files (the stray and the half-written one are not). */
  const KEYS = [
    "seed/photo-01.webp",
    "media/0b6e/full.webp",
    "media/0b6e/thumb.webp",
    "private/notes/9a1f.pdf",
  ];

  it("copies every storage key once, leaves stray and half-written files, and skips what is there on a second run", async () => {
    // From an empty bucket and the original files, whatever ran before.
    for (const key of KEYS) await bucket.delete(key);
    write("media/0b6e/thumb.webp", "thumb");
    lines.length = 0;
    const first = await copy();
    expect(first).toEqual({ copied: 4, copiedBytes: 34, skipped: 0, failed: 0, ignored: 1 });
    expect(lines).toContain("not a storage key, left alone: media/0b6e/bad name.webp");
    expect(lines).toContain("4 files: 3 copied (0.0 MB), 0 already there, 0 failed, 1 not storage keys");
    const pdf = await bucket.read("private/notes/9a1f.pdf");
    expect([pdf?.size, pdf?.contentType]).toEqual([8, "application/pdf"]);
    pdf?.body.destroy();
    expect(await bucket.exists("media/0b6e/card.webp.123.456.tmp")).toBe(false);

    expect(await copy()).toEqual({ copied: 0, copiedBytes: 0, skipped: 4, failed: 0, ignored: 1 });
    write("media/0b6e/thumb.webp", "a new thumb");
    expect(await copy("media/")).toEqual({ copied: 1, copiedBytes: 11, skipped: 1, failed: 0, ignored: 1 });
    expect(await bucket.sizeOf("media/0b6e/thumb.webp")).toBe(11);
  });

  it("counts each file that could not be copied, and the command exits non-zero", async () => {
    // Every storage key already in the bucket, whatever ran before (the CLI's run below skips them all).
    await copy();
    const down = createS3Storage({ ...s3.settings, endpoint: "http://127.0.0.1:1" });
    const summary = await copyToS3(down, { root, log: () => {} });
    expect([summary.copied, summary.failed]).toEqual([0, 4]);
    down.close();

    const cli = (env: Record<string, string>) =>
      run(process.execPath, ["--import", "tsx", "src/server/storage/copyToS3Cli.ts", "--from", root], {
        // Vitest sets BASE_URL (Vite's "/"), which the app reads as its public URL.
        env: { ...process.env, BASE_URL: "http://localhost:4000", ...env },
      }).then(
        (r) => ({ code: 0, out: r.stdout + r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
      );
    const [ok, failed] = await Promise.all([
      cli(s3.env),
      cli({ ...s3.env, S3_ENDPOINT: "http://127.0.0.1:1" }),
    ]);
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(
      /Done in [\d.]+ s: 0 copied \(0\.0 MB\), 4 already there, 0 failed, 1 not storage keys/,
    );
    expect(failed.code).toBe(1);
    expect(failed.out).toContain("File storage failed to reach the bucket copy");
  });
});
