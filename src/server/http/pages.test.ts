import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { screens } from "../../client/screens";
import { sessionCookieFor } from "../testing/sessions";
import { startTestServer, type TestServer, testBackends } from "../testing/testServer";

const TILE_URL = "https://tiles.example.test/{z}/{x}/{y}.png";

const backend = testBackends()[0];

describe("server-rendered pages", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { env: { TILE_URL } });
  });
  afterAll(async () => {
    await server?.close();
  });
  // Reads the whole body: an unread streamed response would hold its connection open and stall close().
  const get = async (path: string, cookie?: string) => {
    const res = await fetch(`${server.url}${path}`, {
      redirect: "manual",
      headers: cookie ? { cookie } : {},
    });
    const body = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      text: async () => body,
      json: async () => JSON.parse(body),
    };
  };

  it("renders the home page with the shell, title template, structured data and state", async () => {
    const res = await get("/");
    expect(res.status).toBe(200);
    // React separates adjacent text nodes with <!-- --> markers.
    const html = (await res.text()).replaceAll("<!-- -->", "");
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-US">/);
    expect(html).toMatch(/<title>[^<]+ \| Squarely<\/title>/);
    expect(html).toContain('"@type":"Organization"');
    expect(html).toContain('"@type":"PostalAddress"');
    expect(html).toContain('"postalCode":"10001"');
    expect(html).toContain('"@type":"WebSite"');
    expect(html).toContain('id="__SQ_STATE__"');
    expect(html).toContain("Smart Tools");
    expect(html).toContain("Quick Start Guide");
    // Footer links generated from the market data
    expect(html).toContain('href="/office-space/ny/new-york/soho"');
    expect(html).toContain('href="/office-space/tx/houston');
    expect(html).toContain(`© ${new Date().getFullYear()}`);
  });

  it("gives the browser the TILE_URL setting for its maps, and lets the page load those tiles", async () => {
    const res = await get("/office-space/ny/new-york");
    const html = await res.text();
    const state = JSON.parse(html.match(/id="__SQ_STATE__">([^<]*)<\/script>/)?.[1] ?? "{}");
    // The test servers run in demo mode (no DATABASE_URL), which the page state also carries.
    expect(state.config).toEqual({ tileUrl: TILE_URL, demoMode: true });
    expect(res.headers.get("content-security-policy")).toContain("https://tiles.example.test");
  });

  it("sets security headers and CDN-friendly caching, and no cookie, for anonymous public pages", async () => {
    const res = await get("/");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(res.headers.get("cache-control")).toContain("s-maxage");
  });

  it("never lets a CDN cache a page with a signed-in user in it", async () => {
    const cookie = await sessionCookieFor(server.database, "client@squarely.test");
    const res = await get("/", cookie);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toContain("client@squarely.test");
  });

  it.each([
    ["/new-york-city", 301, "/office-space/ny/new-york"],
    ["/houston", 301, "/office-space/tx/houston"],
    ["/landlords", 301, "/"],
    ["/gclid", 302, "/debuginfo"],
  ])("redirects %s with %i to %s", async (from, status, to) => {
    const res = await get(from);
    expect(res.status).toBe(status);
    expect(res.headers.get("location")).toBe(to);
  });

  it("keeps the query string on a redirect", async () => {
    const res = await get("/gclid?gclid=abc");
    expect(res.headers.get("location")).toBe("/debuginfo?gclid=abc");
  });

  it("answers unknown paths with HTTP 404 and the 404 page", async () => {
    const res = await get("/no/such/page/here/at/all/really");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Page not found");
    expect((await get("/office-space/nyc/new-york")).status).toBe(404);
  });

  it("shows the signed-out screen on a protected route", async () => {
    const res = await get("/settings");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("/sign-in?redirectTo=");
  });

  it("shows Unauthorized to a non-admin on an admin route, answering 403", async () => {
    const cookie = await sessionCookieFor(server.database, "client@squarely.test");
    const res = await get("/user-admin", cookie);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("You are not permitted to access this content.");
  });

  it("renders only the shell of a client-only route on the server", async () => {
    const cookie = await sessionCookieFor(server.database, "client@squarely.test");
    const html = await (await get("/settings", cookie)).text();
    expect(html).toContain("Loading");
    expect(html).not.toContain("not available yet");
  });

  it("builds every screen of the route table: none answers the not-available page any more", async () => {
    expect(Object.entries(screens).filter(([, screen]) => !screen.load)).toEqual([]);
    const cookie = await sessionCookieFor(server.database, "admin@squarely.test");
    const res = await get("/featured-listings-admin", cookie);
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain("not available yet");
  });

  it("reports health", async () => {
    const res = await get("/health");
    expect(await res.json()).toMatchObject({ status: "ok" });
  });
});

describe("page cache", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { pageCacheSeconds: 60 });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("never serves a page cached for visitors to a signed-in user", async () => {
    const anonymous = await (await fetch(`${server.url}/`)).text();
    expect(anonymous).not.toContain("client@squarely.test");
    const cookie = await sessionCookieFor(server.database, "client@squarely.test");
    const res = await fetch(`${server.url}/`, { headers: { cookie } });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(await res.text()).toContain("client@squarely.test");
  });

  it("never caches a signed-in rendering for visitors", async () => {
    const cookie = await sessionCookieFor(server.database, "client@squarely.test");
    await (await fetch(`${server.url}/?signed-in-first`, { headers: { cookie } })).text();
    const anonymous = await (await fetch(`${server.url}/?signed-in-first`)).text();
    expect(anonymous).not.toContain("client@squarely.test");
  });
});
