import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateSeedMedia } from "../db/seed/media/generateSeedMedia";
import { MEDIA_POOL } from "../db/seed/media/mediaPool";
import { copyToS3 } from "../storage/copyToS3";
import { createLocalStorage } from "../storage/localStorage";
import { createS3Storage, type S3FileStorage } from "../storage/s3Storage";
import type { Json } from "../testing/accountClient";
import { smallPng } from "../testing/imageFixtures";
import { type MediaRole, mediaFixture, postFile } from "../testing/mediaRoles";
import { type S3TestServer, startS3TestServer } from "../testing/s3TestServer";
import { startSecondApp } from "../testing/secondApp";
import { startTestServer, TEST_DATA_DIR, type TestServer, testBackends } from "../testing/testServer";

const DELETE_PHOTO = `mutation D($id: ID!) { deletePhoto(photoId: $id) { id } }`;
const NOTES = `query N($id: ID!) { listing(id: $id) { sharedNotes { id file { id url } } } }`;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

/**
 * Issue 26: with S3_* set, files live in the bucket, so two app servers with their own data
 * directories on one database serve each other's uploads, and deletes reach the bucket.
 */
describe.each(testBackends())("uploads on an S3 bucket, two app servers, on $name", (backend) => {
  let s3: S3TestServer;
  let bucket: S3FileStorage;
  let a: TestServer;
  let b: TestServer;
  let listingId: number;
  let cookie: Partial<Record<MediaRole, string>>;
  const dataDirs: string[] = [];
  const dataDir = () => {
    dataDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), "squarely-app-")));
    return dataDirs[dataDirs.length - 1];
  };

  beforeAll(async () => {
    s3 = await startS3TestServer();
    bucket = createS3Storage(s3.settings);
    // Drawing the 32 demo pictures takes 15 s on a busy machine: copy the ones earlier runs drew,
    // all but one, which the seed then has to draw into the bucket itself.
    const local = path.join(TEST_DATA_DIR, "uploads");
    await generateSeedMedia(createLocalStorage(local));
    await copyToS3(bucket, { root: local, prefix: "seed/", concurrency: 8, log: () => {} });
    await bucket.delete(MEDIA_POOL[0].key);
    a = await startTestServer(backend, { listings: 40, env: { ...s3.env, DATA_DIR: dataDir() } });
    b = await startSecondApp(a, { ...s3.env, DATA_DIR: dataDir() });
    ({ listingId, cookie } = await mediaFixture(a));
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    bucket?.close();
    await s3?.close();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (server: TestServer, url: string, role?: MediaRole) =>
    fetch(server.url + url, { headers: role && cookie[role] ? { cookie: cookie[role]! } : {} });

  it("seeds the demo pictures into the bucket, drawing the missing one there", async () => {
    expect(await bucket.exists(MEDIA_POOL[0].key)).toBe(true);
    const res = await get(b, `/uploads/${MEDIA_POOL[0].key}`);
    expect([res.status, res.headers.get("content-type")]).toEqual([200, "image/webp"]);
  });

  it("serves a photo uploaded through A from B, byte for byte, with A's caching headers; deleted through A, it is gone on B", async () => {
    const up = await postFile(
      a,
      `/media/listings/${listingId}/photos`,
      { bytes: await smallPng(), name: "p.png" },
      {
        cookie: cookie.broker,
      },
    );
    expect(up.status).toBe(201);
    const { imageUpload } = (await up.json()) as Json;
    expect(imageUpload.url).toMatch(/^\/uploads\/media\/[0-9a-f-]{36}\/full\.webp$/);
    const fromA = await get(a, imageUpload.url);
    const fromB = await get(b, imageUpload.url);
    for (const res of [fromA, fromB]) {
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
    const bytes = Buffer.from(await fromB.arrayBuffer());
    expect(Buffer.from(await fromA.arrayBuffer()).equals(bytes)).toBe(true);
    expect(Number(fromB.headers.get("content-length"))).toBe(bytes.length);
    const head = await fetch(b.url + imageUpload.url, { method: "HEAD" });
    expect([head.status, head.headers.get("content-length")]).toEqual([200, String(bytes.length)]);
    // Nothing went to either server's own disk.
    for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, "uploads", "media"))).toBe(false);

    const deleted = await a.graphql(
      { query: DELETE_PHOTO, variables: { id: imageUpload.id } },
      { cookie: cookie.broker },
    );
    expect(((await deleted.json()) as Json).errors).toBeUndefined();
    const gone = await get(b, imageUpload.url);
    expect([gone.status, gone.headers.get("cache-control")]).toEqual([404, "no-store"]);
    for (const variant of ["full", "card", "thumb"]) {
      expect(await bucket.exists(imageUpload.url.slice("/uploads/".length).replace("full", variant))).toBe(
        false,
      );
    }
  });

  it("serves a note's file through B to brokers only, never on /uploads", async () => {
    const added = await postFile(
      a,
      `/media/listings/${listingId}/notes`,
      { bytes: PDF, name: "terms.pdf", type: "application/pdf" },
      { cookie: cookie.broker, fields: { text: "Terms attached." } },
    );
    expect(added.status).toBe(201);
    const res = await b.graphql(
      { query: NOTES, variables: { id: String(listingId) } },
      { cookie: cookie.otherBroker },
    );
    const file = ((await res.json()) as Json).data.listing.sharedNotes[0].file;
    const ok = await get(b, file.url, "otherBroker");
    expect([ok.status, ok.headers.get("cache-control")]).toEqual([200, "private, no-store"]);
    expect(Buffer.from(await ok.arrayBuffer()).equals(PDF)).toBe(true);
    for (const stranger of ["client", "signedOut"] as const)
      expect((await get(b, file.url, stranger)).status).toBe(404);
    const { rows } = await a.database.query<{ storage_key: string }>(
      "select storage_key from note_files where id = $1",
      [Number(file.id)],
    );
    expect(await bucket.exists(rows[0].storage_key)).toBe(true);
    expect((await get(b, `/uploads/${rows[0].storage_key}`, "otherBroker")).status).toBe(404);
  });

  it("answers 503 with Retry-After, never 500, while the bucket is down, and stores nothing", async () => {
    const down = await startSecondApp(a, {
      ...s3.env,
      S3_ENDPOINT: await closedEndpoint(),
      DATA_DIR: dataDir(),
    });
    try {
      const started = performance.now();
      const read = await get(down, `/uploads/${MEDIA_POOL[1].key}`);
      expect([read.status, read.headers.get("retry-after"), read.headers.get("cache-control")]).toEqual([
        503,
        "10",
        "no-store",
      ]);
      expect(await read.text()).toBe("Files cannot be reached right now. Please try again in a minute.");
      const before = await a.database.query("select id from image_uploads");
      const up = await postFile(
        down,
        `/media/listings/${listingId}/photos`,
        { bytes: await smallPng(), name: "p.png" },
        {
          cookie: cookie.broker,
        },
      );
      expect([up.status, up.headers.get("retry-after"), ((await up.json()) as Json).error.code]).toEqual([
        503,
        "10",
        "STORAGE_UNAVAILABLE",
      ]);
      expect((await a.database.query("select id from image_uploads")).rows.length).toBe(before.rows.length);
      expect(performance.now() - started).toBeLessThan(10_000);
    } finally {
      await down.close();
    }
  });

  it("with S3_PUBLIC_URL, links public images to it, redirects /uploads there and lets pages load them", async () => {
    const publicUrl = `${s3.endpoint}/${s3.bucket}`;
    const c = await startSecondApp(a, { ...s3.env, S3_PUBLIC_URL: publicUrl, DATA_DIR: dataDir() });
    try {
      const res = await get(c, `/uploads/${MEDIA_POOL[1].key}`);
      expect(res.status).toBe(200);
      expect(res.redirected).toBe(true);
      expect(res.url).toBe(`${publicUrl}/${MEDIA_POOL[1].key}`);
      const page = await fetch(`${c.url}/`);
      expect(page.headers.get("content-security-policy")).toContain(`img-src 'self' data: blob:`);
      expect(page.headers.get("content-security-policy")).toContain(s3.endpoint);
      await page.arrayBuffer();
    } finally {
      await c.close();
    }
  });
});

/** The address of a server that is not there. */
async function closedEndpoint(): Promise<string> {
  const net = await import("node:net");
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as import("node:net").AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}
