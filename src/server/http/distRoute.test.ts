import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, testBackends } from "../testing/testServer";
import { isPublicDistPath } from "./distRoute";

describe("/dist/", () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    // A built client as `npm run build` leaves it: scripts, hidden maps, the manifest, precompressed copies.
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "squarely-dist-"));
    fs.mkdirSync(path.join(dist, ".vite"));
    fs.mkdirSync(path.join(dist, "assets"));
    const files: Record<string, string> = {
      "assets/entry-abc123.js": "console.log('hi');",
      "assets/entry-abc123.js.map": '{"version":3,"sources":["../src/client/entry.client.tsx"]}',
      ".vite/manifest.json": '{"src/client/entry.client.tsx":{"file":"assets/entry-abc123.js"}}',
    };
    for (const [name, text] of Object.entries(files)) {
      fs.writeFileSync(path.join(dist, name), text);
      fs.writeFileSync(path.join(dist, `${name}.br`), zlib.brotliCompressSync(text));
      fs.writeFileSync(path.join(dist, `${name}.gz`), zlib.gzipSync(text));
    }
    server = await startTestServer(testBackends()[0], { listings: 0, distDir: dist });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("serves the scripts", async () => {
    const res = await fetch(`${server.url}/dist/assets/entry-abc123.js`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("console.log('hi');");
  });

  it.each([
    "/dist/.vite/manifest.json",
    "/dist/.vite/manifest.json.br",
    "/dist/%2Evite/manifest.json",
    "/dist/assets/entry-abc123.js.map",
    "/dist/assets/entry-abc123.js.map.gz",
    "/dist/assets/entry-abc123.js.%6Dap",
    "/dist/assets/../.vite/manifest.json",
  ])("does not serve %s", async (url) => {
    for (const encoding of ["br, gzip", "identity"]) {
      const res = await fetch(`${server.url}${url}`, { headers: { "accept-encoding": encoding } });
      expect(res.status).toBe(404);
      const body = await res.text();
      expect(body).not.toContain('"file"');
      expect(body).not.toContain("sources");
    }
  });

  it("tells public bundle paths from private ones", () => {
    expect(isPublicDistPath("/assets/entry-abc123.js")).toBe(true);
    expect(isPublicDistPath("/assets/entry-abc123.css.br")).toBe(true);
    expect(isPublicDistPath("/assets/entry.js.MAP")).toBe(false);
    expect(isPublicDistPath("/.VITE/manifest.json")).toBe(false);
    expect(isPublicDistPath("/%E0%A4%A")).toBe(false);
  });
});
