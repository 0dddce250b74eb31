import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieFor } from "../testing/sessions";
import { startTestServer, type TestServer, testBackends } from "../testing/testServer";

const backend = testBackends()[0];

async function get(server: TestServer, path: string, cookie?: string) {
  const res = await fetch(`${server.url}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

describe("maintenance page", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("is an ordinary page at /maintenance when maintenance mode is off", async () => {
    const res = await get(server, "/maintenance");
    expect(res.status).toBe(200);
    expect(res.body).toContain("Your data is safe");
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect((await get(server, "/")).status).toBe(200);
  });
});

describe("MAINTENANCE_MODE", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { env: { MAINTENANCE_MODE: "true" } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(["/", "/office-space/ny/new-york", "/maintenance", "/no-such-page"])(
    "answers %s with 503 and the maintenance page, without scripts",
    async (path) => {
      const res = await get(server, path);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("300");
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.body).toContain("down for planned maintenance");
      expect(res.body).toContain("<title>Down for maintenance | Squarely</title>");
      expect(res.body).not.toContain('<script type="module"');
    },
  );

  it("keeps the demo-site notice in demo mode (the test servers' default)", async () => {
    const res = await get(server, "/");
    expect(res.status).toBe(503);
    expect(res.body).toContain('<section class="demo-notice" aria-label="Demo site">');
  });

  it("renders it for nobody in particular, even with a session", async () => {
    const cookie = await sessionCookieFor(server.database, "client@squarely.test");
    const res = await get(server, "/settings", cookie);
    expect(res.status).toBe(503);
    expect(res.body).not.toContain("client@squarely.test");
    expect(res.body).not.toContain("Alex Rivera");
  });

  it("keeps /debuginfo, /health, redirects and the API working", async () => {
    expect((await get(server, "/debuginfo")).status).toBe(200);
    expect((await get(server, "/health")).status).toBe(200);
    const redirect = await get(server, "/gclid?gclid=abc");
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toBe("/debuginfo?gclid=abc");
    const api = await server.graphql({ query: "{ ping }" });
    expect(api.status).toBe(200);
  });
});
