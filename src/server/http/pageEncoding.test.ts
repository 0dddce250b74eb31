import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieFor } from "../testing/sessions";
import { startTestServer, type TestServer, testBackends } from "../testing/testServer";
import { createPageEncoder, pageEncodingFor } from "./pageEncoding";

describe("choosing a page's encoding", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["identity", null],
    ["gzip, deflate", "gzip"],
    ["gzip, deflate, br", "br"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0.5, gzip;q=0.8", "gzip"],
    ["gzip;q=0, br;q=0", null],
    ["*", "br"],
    ["*, br;q=0", "gzip"],
    ["X-GZIP", "gzip"],
  ])("answers %j with %j", (header, expected) => {
    expect(pageEncodingFor(header)).toBe(expected);
  });

  it("compresses a kept page once per encoding, and a small or unwanted one not at all", async () => {
    const encode = createPageEncoder();
    const page = { html: "<p>page</p>".repeat(200) };
    const first = encode({ "accept-encoding": "br" }, page.html, page);
    const again = encode({ "accept-encoding": "br" }, page.html, page);
    expect(again?.body).toBe(first?.body);
    expect(zlib.brotliDecompressSync(await first!.body).toString()).toBe(page.html);
    expect(encode({ "accept-encoding": "gzip" }, page.html, page)?.encoding).toBe("gzip");
    expect(encode({ "accept-encoding": "br" }, "<p>short</p>")).toBeNull();
    expect(encode({ "accept-encoding": "br", "x-no-compression": "1" }, page.html)).toBeNull();
  });
});

describe("pages as sent", () => {
  let server: TestServer;
  let cookie = "";
  beforeAll(async () => {
    server = await startTestServer(testBackends()[0], { pageCacheSeconds: 60 });
    cookie = await sessionCookieFor(server.database, "client@squarely.test");
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const raw = async (path: string, headers: Record<string, string>) => {
    // fetch would decode the body itself: read the bytes as sent.
    const { request } = await import("node:http");
    return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      request(`${server.url}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    });
  };

  it("sends the same page in each encoding, cached or rendered for a signed-in viewer", async () => {
    const signedIn: Record<string, string> = { cookie };
    for (const extra of [{} as Record<string, string>, signedIn]) {
      const plain = await raw("/about", { "accept-encoding": "identity", ...extra });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers.vary).toBe("Cookie, Accept-Encoding");
      const html = plain.body.toString();
      expect(html).toContain("</html>");
      const br = await raw("/about", { "accept-encoding": "gzip, br", ...extra });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers.vary).toBe("Cookie, Accept-Encoding");
      const gz = await raw("/about", { "accept-encoding": "gzip", ...extra });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      if (!("cookie" in extra)) {
        // The cached page: the very bytes it was compressed to the first time.
        expect(zlib.brotliDecompressSync(br.body).toString()).toBe(html);
        expect(zlib.gunzipSync(gz.body).toString()).toBe(html);
        expect((await raw("/about", { "accept-encoding": "br" })).body.equals(br.body)).toBe(true);
      } else {
        // Rendered for the viewer each time: the signed-in header, never the visitors' cached page.
        for (const text of [
          zlib.brotliDecompressSync(br.body).toString(),
          zlib.gunzipSync(gz.body).toString(),
        ])
          expect(text).toContain('"email":"client@squarely.test"');
        expect(html).toContain('"email":"client@squarely.test"');
      }
    }
  });
});
