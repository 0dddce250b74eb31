import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  floorPlanLimitMessage,
  MAX_FLOOR_PLANS_PER_LISTING,
  MAX_PHOTOS_PER_RECORD,
  photoLimitMessage,
} from "../../../common/media/mediaLimits";
import type { Json } from "../../testing/accountClient";
import { exifJpeg, pngBomb, smallPng, smallWebp } from "../../testing/imageFixtures";
import { mediaFixture, postFile, type MediaRole as Role } from "../../testing/mediaRoles";
import { startTestServer, TEST_DATA_DIR, type TestServer, testBackends } from "../../testing/testServer";

type Row = {
  id: number;
  status: string;
  storage_key: string;
  card_key: string;
  thumbnail_key: string;
  original_filename: string;
};

/** Photo and floor-plan uploads (issue 12): content checks, limits, every role, CSRF, the rate limit. */
describe.each(testBackends())("photo uploads on $name", (backend) => {
  let server: TestServer;
  let listingId: number;
  let buildingId: number;
  let cookie: Partial<Record<Role, string>>;

  beforeAll(async () => {
    server = await startTestServer(backend, { listings: 40 });
    ({ listingId, buildingId, cookie } = await mediaFixture(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  async function upload(
    target: string,
    bytes: Buffer,
    filename: string,
    options: { role?: Role; type?: string; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; body: Json }> {
    const role = options.role ?? "broker";
    const file = { bytes, name: filename, type: options.type };
    const res = await postFile(server, target, file, { cookie: cookie[role], headers: options.headers });
    return { status: res.status, body: await res.json() };
  }
  const photos = () => `/media/listings/${listingId}/photos`;
  const rowOf = async (id: string) =>
    (await server.database.query<Row>("select * from image_uploads where id = $1", [Number(id)])).rows[0];
  const stored = (key: string) => path.join(TEST_DATA_DIR, "uploads", ...key.split("/"));

  it("turns a JPEG upright, strips its EXIF, and stores thumb, card and full WebP under generated keys", async () => {
    const jpeg = await exifJpeg();
    expect([(await sharp(jpeg).metadata()).orientation, jpeg.includes("Secret Owner")]).toEqual([6, true]);
    const { status, body } = await upload(photos(), jpeg, "IMG 0001.jpg");
    expect(status).toBe(201);
    expect(body.imageUpload).toMatchObject({
      status: "READY",
      attachedTo: { id: String(listingId), kind: "LISTING" },
    });
    const row = await rowOf(body.imageUpload.id);
    expect(row.original_filename).toBe("IMG 0001.jpg");
    for (const key of [row.storage_key, row.card_key, row.thumbnail_key]) {
      expect(key).toMatch(/^media\/[0-9a-f-]{36}\/(full|card|thumb)\.webp$/);
      const res = await fetch(`${server.url}/uploads/${key}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
    }
    const full = await sharp(fs.readFileSync(stored(row.storage_key))).metadata();
    // 300 × 200 with "rotate 90°" is a 200 × 300 portrait; no EXIF travels with it.
    expect([full.format, full.width, full.height]).toEqual(["webp", 200, 300]);
    expect(full.exif).toBeUndefined();
    expect(fs.readFileSync(stored(row.storage_key)).includes("Secret Owner")).toBe(false);
  });

  it("knows a file by its content: a PNG named .exe is taken, a script named .jpg is not", async () => {
    const png = await upload(photos(), await smallPng(), "setup.exe", { type: "application/octet-stream" });
    expect(png.status).toBe(201);
    expect((await upload(photos(), await smallWebp(), "x.bin")).status).toBe(201);
    const refusals = [
      Buffer.from("#!/bin/sh\nrm -rf /\n"),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"),
      Buffer.from("%PDF-1.4\n%%EOF\n"),
    ];
    for (const bytes of refusals) {
      const res = await upload(photos(), bytes, "photo.jpg", { type: "image/jpeg" });
      expect(res.status).toBe(415);
      expect(res.body.error).toEqual({
        code: "UNSUPPORTED_TYPE",
        message: "Only JPEG, PNG and WebP pictures can be uploaded.",
      });
    }
    // JPEG magic bytes with nothing behind them: refused as unreadable, not stored.
    const broken = await upload(photos(), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), "broken.jpg");
    expect(broken.status).toBe(422);
    expect(broken.body.error.code).toBe("UNREADABLE_IMAGE");
  });

  it("refuses a file over 15 MB and a decompression bomb, storing nothing", async () => {
    const before = (await server.database.query("select id from image_uploads")).rows.length;
    const big = Buffer.concat([await exifJpeg(), Buffer.alloc(15 * 1024 * 1024)]);
    const tooLarge = await upload(photos(), big, "big.jpg");
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error).toEqual({
      code: "TOO_LARGE",
      message: "The file is too large: at most 15 MB.",
    });
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(2000);
    const refused = await upload(photos(), bomb, "bomb.png", { type: "image/png" });
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe("The picture is too large (more than 50 megapixels).");
    expect((await server.database.query("select id from image_uploads")).rows.length).toBe(before);
  });

  it("never lets the file name reach a path", async () => {
    for (const name of [
      "../../../../etc/passwd.png",
      "..\\..\\boot.ini.png",
      "/abs/x.png",
      "a\u0000b.png",
      "..",
    ]) {
      const { status, body } = await upload(photos(), await smallPng(), name);
      expect(status).toBe(201);
      const row = await rowOf(body.imageUpload.id);
      expect(row.storage_key).toMatch(/^media\/[0-9a-f-]{36}\/full\.webp$/);
      expect(row.original_filename).not.toMatch(/[/\\]|^\./);
      expect(row.original_filename.includes(String.fromCharCode(0))).toBe(false);
    }
    expect(fs.existsSync(path.join(TEST_DATA_DIR, "etc"))).toBe(false);
  });

  it.each([
    ["signedOut", 401],
    ["client", 403],
    ["otherBroker", 403],
    ["broker", 201],
    ["research", 201],
    ["admin", 201],
  ] as const)(
    "answers %s with %i, for listing photos, building photos and floor plans",
    async (role, expected) => {
      for (const target of [
        photos(),
        `/media/buildings/${buildingId}/photos`,
        `/media/listings/${listingId}/floor-plans`,
      ]) {
        const { status } = await upload(target, await smallPng(), "p.png", { role });
        expect([target, status]).toEqual([target, expected]);
      }
    },
  );

  it("answers 404 for unknown records and routes, and refuses cross-site posts", async () => {
    expect((await upload("/media/listings/999999/photos", await smallPng(), "p.png")).status).toBe(404);
    expect(
      (await upload(`/media/buildings/${buildingId}/floor-plans`, await smallPng(), "p.png")).status,
    ).toBe(404);
    expect((await upload(`/media/users/1/photos`, await smallPng(), "p.png")).status).toBe(404);
    const evil = await upload(photos(), await smallPng(), "p.png", {
      headers: { origin: "https://evil.example" },
    });
    expect(evil.status).toBe(403);
    const sameSite = await upload(photos(), await smallPng(), "p.png", {
      headers: { origin: "", "sec-fetch-site": "same-site" },
    });
    expect(sameSite.status).toBe(403);
  });

  it("refuses a photo or floor plan past the record's maximum, before reading the file", async () => {
    const q = (text: string, values: unknown[] = []) => server.database.query(text, values);
    const count = async (table: string, where: string) =>
      Number((await q(`select count(*)::int n from ${table} where ${where}`, [listingId])).rows[0].n);
    const photosBefore = await count("image_uploads", "attached_to_kind = 'LISTING' and attached_to_id = $1");
    const plansBefore = await count("floor_plans", "listing_id = $1");
    await q(
      `insert into image_uploads (attached_to_kind, attached_to_id, status, storage_key, position, original_filename)
       select 'LISTING', $1, 'READY', 'media/limit-test/full.webp', 1000 + g, 'limit-test'
       from generate_series(1, $2::int) g`,
      [listingId, MAX_PHOTOS_PER_RECORD - photosBefore],
    );
    await q(
      `insert into floor_plans (listing_id, storage_key, position, caption)
       select $1, 'media/limit-test/full.webp', 1000 + g, 'limit-test' from generate_series(1, $2::int) g`,
      [listingId, MAX_FLOOR_PLANS_PER_LISTING - plansBefore],
    );
    try {
      const photo = await upload(photos(), await smallPng(), "p.png");
      expect(photo.status).toBe(409);
      expect(photo.body.error).toEqual({
        code: "LIMIT_REACHED",
        message: photoLimitMessage(MAX_PHOTOS_PER_RECORD),
      });
      const plan = await upload(`/media/listings/${listingId}/floor-plans`, await smallPng(), "p.png");
      expect(plan.status).toBe(409);
      expect(plan.body.error.message).toBe(floorPlanLimitMessage(MAX_FLOOR_PLANS_PER_LISTING));
      expect(await count("image_uploads", "attached_to_kind = 'LISTING' and attached_to_id = $1")).toBe(
        MAX_PHOTOS_PER_RECORD,
      );
    } finally {
      await q("delete from image_uploads where original_filename = 'limit-test'");
      await q("delete from floor_plans where caption = 'limit-test'");
    }
    expect((await upload(photos(), await smallPng(), "p.png")).status).toBe(201);
  });

  it("limits each user's uploads per hour", async () => {
    const start = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    const { id } = (
      await server.database.query<{ id: number }>("select id from users where email = 'admin@squarely.test'")
    ).rows[0];
    for (const window of [start, start + 3_600_000]) {
      await server.database.query(
        "insert into rate_limit_counters (key, window_start, count) values ($1, $2, 1000) on conflict (key, window_start) do update set count = 1000",
        [`upload-user:user:${id}`, new Date(window)],
      );
    }
    try {
      const res = await upload(photos(), await smallPng(), "p.png", { role: "admin" });
      expect(res.status).toBe(429);
      expect(res.body.error.code).toBe("RATE_LIMITED");
      expect((await upload(photos(), await smallPng(), "p.png", { role: "research" })).status).toBe(201);
    } finally {
      // The admin uploads again in other tests, in any order.
      await server.database.query("delete from rate_limit_counters where key = $1", [
        `upload-user:user:${id}`,
      ]);
    }
  });
});
