import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { generateSeedMedia } from "../src/server/db/seed/media/generateSeedMedia";
import { copyToS3 } from "../src/server/storage/copyToS3";
import { createLocalStorage } from "../src/server/storage/localStorage";
import { createS3Storage } from "../src/server/storage/s3Storage";
import { mediaFixture, postFile } from "../src/server/testing/mediaRoles";
import { startS3TestServer } from "../src/server/testing/s3TestServer";
import { startSecondApp } from "../src/server/testing/secondApp";
import { startTestServer, TEST_DATA_DIR, type TestServer } from "../src/server/testing/testServer";

/**
 * Issue 26: what the bucket costs a photo. One database (PGlite, in process), two app servers: one
 * on local disk, one on an S3-compatible server (s3rver on loopback). Each round uploads a
 * 1600 × 1200 JPEG through one, then fetches its full-size WebP, then fetches a demo picture,
 * alternating the two servers so machine load falls on both alike. BENCH_ROUNDS (default 30).
 */
const rounds = Number(process.env.BENCH_ROUNDS ?? 30);

const s3 = await startS3TestServer("bench");
const bucket = createS3Storage(s3.settings);
const localUploads = path.join(TEST_DATA_DIR, "uploads");
await generateSeedMedia(createLocalStorage(localUploads));
await copyToS3(bucket, { root: localUploads, prefix: "seed/", log: () => {} });
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), "squarely-bench-"));

const local = await startTestServer({ name: "pglite" }, { listings: 20 });
const onS3 = await startSecondApp(local, { ...s3.env, DATA_DIR: s3Dir });
const { listingId, cookie } = await mediaFixture(local);

/** A photo-like JPEG: noise compresses about as badly as a real picture. */
const photo = await sharp(crypto.randomBytes(400 * 300 * 3), {
  raw: { width: 400, height: 300, channels: 3 },
})
  .resize(1600, 1200)
  .jpeg({ quality: 85 })
  .toBuffer();

type Times = { upload: number[]; fetchNew: number[]; fetchSeed: number[] };
const times = new Map<TestServer, Times>([
  [local, { upload: [], fetchNew: [], fetchSeed: [] }],
  [onS3, { upload: [], fetchNew: [], fetchSeed: [] }],
]);

async function timed(run: () => Promise<Response>): Promise<[number, Response]> {
  const started = performance.now();
  const res = await run();
  await res.arrayBuffer();
  return [performance.now() - started, res];
}

async function round(server: TestServer) {
  const t = times.get(server)!;
  const [up, res] = await timed(() =>
    postFile(
      server,
      `/media/listings/${listingId}/photos`,
      { bytes: photo, name: "p.jpg" },
      { cookie: cookie.broker },
    ),
  );
  if (res.status !== 201) throw new Error(`upload answered ${res.status}`);
  t.upload.push(up);
  const { rows } = await local.database.query<{ storage_key: string; id: number }>(
    "select id, storage_key from image_uploads order by id desc limit 1",
  );
  const [get, got] = await timed(() => fetch(`${server.url}/uploads/${rows[0].storage_key}`));
  if (got.status !== 200) throw new Error(`fetch answered ${got.status}`);
  t.fetchNew.push(get);
  const [seed] = await timed(() => fetch(`${server.url}/uploads/seed/floor-plan-1.webp`));
  t.fetchSeed.push(seed);
  // Keep the listing under its photo limit.
  await local.database.query("delete from image_uploads where id = $1", [rows[0].id]);
}

for (let i = 0; i < rounds; i++) {
  for (const server of i % 2 ? [local, onS3] : [onS3, local]) await round(server);
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1);
};
console.log(
  `photo ${(photo.length / 1024).toFixed(0)} KB JPEG, ${rounds} rounds, load average ${os.loadavg()[0].toFixed(1)}`,
);
console.log("                                local disk p50 / p95     s3rver p50 / p95   (ms)");
for (const [label, key] of [
  ["upload (sharp + 3 writes + row)", "upload"],
  ["GET /uploads full.webp (new)", "fetchNew"],
  ["GET /uploads seed floor plan", "fetchSeed"],
] as const) {
  const l = times.get(local)![key];
  const s = times.get(onS3)![key];
  console.log(
    `${label.padEnd(32)}${`${pct(l, 50)} / ${pct(l, 95)}`.padStart(18)}${`${pct(s, 50)} / ${pct(s, 95)}`.padStart(20)}`,
  );
}

await onS3.close();
await local.close();
bucket.close();
await s3.close();
fs.rmSync(s3Dir, { recursive: true, force: true });
