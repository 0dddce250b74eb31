import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../testing/accountClient";
import { startTestServer, type TestServer, testBackends } from "../testing/testServer";

describe.each(testBackends())("uploads on $name", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("serves listing photos, thumbnails and floor plans as WebP, cached as immutable", async () => {
    const body: Json = await (
      await server.graphql({
        query: `{ search(input: { state: "ny", citySlug: "new-york", limit: 4 }) { listings {
          photos { url thumbnailUrl } floorPlanCollection { floorPlans { url } } building { photos { url } } } } }`,
      })
    ).json();
    const listings = body.data.search.listings;
    const urls: string[] = listings.flatMap((l: Json) => [
      ...l.photos.flatMap((p: Json) => [p.url, p.thumbnailUrl]),
      ...l.building.photos.map((p: Json) => p.url),
      ...(l.floorPlanCollection?.floorPlans.map((f: Json) => f.url) ?? []),
    ]);
    expect(urls.length).toBeGreaterThanOrEqual(4 * 8);
    for (const url of new Set(urls)) {
      const res = await fetch(server.url + url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
      expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
      expect(Number(res.headers.get("content-length"))).toBe(bytes.length);
    }
  });

  it("answers 404 for unknown keys and anything that tries to leave the uploads directory", async () => {
    for (const path of [
      "/uploads/seed/photo-99.webp",
      "/uploads/",
      "/uploads/seed/..%2f..%2fpackage.json",
      "/uploads/%2e%2e/%2e%2e/package.json",
      "/uploads/.hidden",
    ]) {
      const res = await fetch(server.url + path);
      const text = await res.text();
      expect(res.status, path).toBe(404);
      expect(text).not.toContain('"name": "squarely"');
    }
  });
});
