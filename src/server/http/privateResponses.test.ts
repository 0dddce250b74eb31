import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { AccountClient, CURRENT_USER, uniqueEmail } from "../testing/accountClient";
import { sessionCookieFor } from "../testing/sessions";
import { startTestServer, type TestServer, testBackends } from "../testing/testServer";

const backend = testBackends()[0];

async function get(server: TestServer, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${path}`, { redirect: "manual", headers });
  return { res, html: await res.text() };
}

const serverIdCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith("SERVERID="));

describe("token pages, the SERVERID cookie and CORS", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, {
      listings: 0,
      pageCacheSeconds: 60,
      env: { BASE_URL: "https://squarely.example", SERVER_ID: "app-77" },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each([
    ["/confirm-account/Tok3n-in-the-path", "/confirm-account"],
    ["/confirm-account/Tok3n-in-the-path/true", "/confirm-account"],
    ["/change-password?token=Tok3n-in-the-path", "/change-password"],
  ])("sends %s with no-store, no referrer and a canonical URL without the token", async (path, canonical) => {
    for (let i = 0; i < 2; i++) {
      const { res, html } = await get(server, path);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("referrer-policy")).toBe("no-referrer");
      expect(html).toContain(`<link rel="canonical" href="https://squarely.example${canonical}">`);
      expect(html).toContain(`<meta property="og:url" content="https://squarely.example${canonical}">`);
      // The token may travel only in the form that spends it (a hidden field, so the form posts
      // without scripts): never in links, the head or the page state.
      const withoutForm = html.replace('<input type="hidden" name="token" value="Tok3n-in-the-path"/>', "");
      expect(withoutForm).not.toContain("Tok3n-in-the-path");
    }
  });

  it("refuses a page address holding a control character before any render", async () => {
    for (const path of ["/search?q=a%00b", "/office-space/ny/new%00york", "/blog/a%1Bb"]) {
      const { res, html } = await get(server, path);
      expect(res.status).toBe(400);
      expect(html).toBe("Bad request: the address holds a control character.");
    }
    expect((await get(server, "/search?q=a%09b")).res.status).toBe(200);
  });

  it("sets no SERVERID cookie on a publicly cacheable page", async () => {
    const { res } = await get(server, "/about");
    expect(res.headers.get("cache-control")).toContain("public");
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("sets SERVERID, Secure on https, on private pages and GraphQL answers, once", async () => {
    const cookie = await sessionCookieFor(server.database, "client@squarely.test");
    const page = await get(server, "/about", { cookie });
    expect(page.res.headers.get("cache-control")).toBe("private, no-store");
    expect(serverIdCookie(page.res)).toBe("SERVERID=app-77; Path=/; Secure; SameSite=Lax");

    const api = await server.graphql({ query: CURRENT_USER });
    expect(serverIdCookie(api)).toBe("SERVERID=app-77; Path=/; Secure; SameSite=Lax");

    const again = await server.graphql({ query: CURRENT_USER }, { cookie: "SERVERID=lb-2" });
    expect(serverIdCookie(again)).toBeUndefined();
  });

  it("answers a cross-origin preflight with no CORS permission at all", async () => {
    const res = await fetch(`${server.url}/graphql`, {
      method: "OPTIONS",
      headers: {
        origin: "https://evil.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    const allowed = [...res.headers.keys()].filter((k) => k.startsWith("access-control-"));
    expect(allowed).toEqual([]);
  });

  it("gives a cross-origin POST no CORS permission either", async () => {
    const res = await server.graphql(
      { query: CURRENT_USER },
      { headers: { origin: "https://evil.example" } },
    );
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    expect(res.headers.get("access-control-allow-credentials")).toBeNull();
  });
});

describe("TRUST_PROXY", () => {
  it("refuses true, which would let a client pick its own address, with a clear message", () => {
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY: TRUST_PROXY=true would trust every hop.*give the number of proxies in front/,
    );
  });

  it("takes a hop count or proxy addresses", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 10.0.0.2" }).trustProxy).toEqual(["10.0.0.1", "10.0.0.2"]);
  });

  describe("with one proxy in front", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(backend, {
        listings: 0,
        env: { TRUST_PROXY: "1", SIGN_IN_IP_LIMIT: "3" },
      });
    });
    afterAll(async () => {
      await server?.close();
    });

    it("counts a client by the address the proxy saw, whatever X-Forwarded-For it forged", async () => {
      const codes: string[] = [];
      for (let i = 0; i < 4; i++) {
        // The client wrote "198.51.100.i"; the proxy appended the address it saw.
        const client = new AccountClient(server, `198.51.100.${i}, 203.0.113.9`);
        codes.push((await client.signIn(uniqueEmail("forger"), "wrong-password")).error.code);
      }
      expect(codes).toEqual([
        "INVALID_CREDENTIALS",
        "INVALID_CREDENTIALS",
        "INVALID_CREDENTIALS",
        "THROTTLED",
      ]);
      // Another address the proxy saw is counted on its own.
      const other = new AccountClient(server, "198.51.100.1, 203.0.113.10");
      expect((await other.signIn(uniqueEmail("other"), "wrong-password")).error.code).toBe(
        "INVALID_CREDENTIALS",
      );
    });

    it("counts an IPv6 client by its /64, so walking its addresses dodges no limit", async () => {
      const codes: string[] = [];
      for (let i = 1; i <= 4; i++) {
        const client = new AccountClient(server, `2001:db8:7:7::${i}`);
        codes.push((await client.signIn(uniqueEmail("walker"), "wrong-password")).error.code);
      }
      expect(codes).toEqual([
        "INVALID_CREDENTIALS",
        "INVALID_CREDENTIALS",
        "INVALID_CREDENTIALS",
        "THROTTLED",
      ]);
      // The next /64 is someone else.
      const neighbour = new AccountClient(server, "2001:db8:7:8::1");
      expect((await neighbour.signIn(uniqueEmail("neighbour"), "wrong-password")).error.code).toBe(
        "INVALID_CREDENTIALS",
      );
    });
  });
});
