import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../testing/accountClient";
import { startTestServer, type TestServer, testBackends } from "../testing/testServer";

const BASE = "https://squarely.example.com";

describe.each(testBackends())("sitemaps and robots.txt on $name", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { listings: 200, env: { BASE_URL: BASE } });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function get(path: string) {
    const res = await fetch(server.url + path);
    return { res, text: await res.text() };
  }
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it("serves robots.txt that keeps crawlers out of private screens and points at the sitemap", async () => {
    const { res, text } = await get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    const lines = text.split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of [
      "/tourbook",
      "/settings",
      "/sign-in",
      "/sign-out",
      "/profile",
      "/building-admin",
      "/user-admin",
      "/featured-listings-admin",
      "/importer",
      "/research-team",
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain("Disallow: /listings");
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });

  it("serves a sitemap index of the static, market, building and listing sitemaps", async () => {
    const { res, text } = await get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(text)).toEqual([
      `${BASE}/sitemaps/static.xml`,
      `${BASE}/sitemaps/markets.xml`,
      `${BASE}/sitemaps/buildings-1.xml`,
      `${BASE}/sitemaps/listings-1.xml`,
    ]);
    for (const loc of locs(text)) {
      const file = await get(loc.replace(BASE, ""));
      expect(file.res.status, loc).toBe(200);
      expect(file.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    }
    expect((await get("/sitemaps/listings-2.xml")).res.status).toBe(404);
    expect((await get("/sitemaps/other.xml")).res.status).toBe(404);
  });

  it("lists every AVAILABLE listing with its canonical path and last change, and nothing else", async () => {
    const { text } = await get("/sitemaps/listings-1.xml");
    const { rows } = await server.database.query<{ id: number; updated_at: Date }>(
      "select id, updated_at from listings where status = 'AVAILABLE' order by id",
    );
    const urls = locs(text);
    expect(urls).toHaveLength(rows.length);
    const lastmods = [...text.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]);
    expect(lastmods).toEqual(rows.map((r) => new Date(r.updated_at).toISOString()));
    // The first few resolve to those very listings through listingByPath.
    for (const [i, url] of urls.slice(0, 5).entries()) {
      const [, , state, city, zip, neighborhood, address, floorAndSuite] = new URL(url).pathname.split("/");
      const body: Json = await (
        await server.graphql({
          query: `query($a: String!, $b: String!, $c: String!, $d: String!, $e: String!, $f: String!) {
            listingByPath(state: $a, city: $b, zip: $c, neighborhood: $d, address: $e, floorAndSuite: $f) { id path } }`,
          variables: { a: state, b: city, c: zip, d: neighborhood, e: address, f: floorAndSuite },
        })
      ).json();
      expect(body.data.listingByPath).toEqual({ id: String(rows[i].id), path: new URL(url).pathname });
    }
  });

  it("lists market and neighbourhood search pages and the buildings directory", async () => {
    const urls = locs((await get("/sitemaps/markets.xml")).text);
    for (const path of [
      "/office-space/ny/new-york",
      "/office-space/ny/new-york/soho",
      "/buildings/ny",
      "/buildings/ny/new-york",
      "/office-space/tx/houston",
    ]) {
      expect(urls).toContain(BASE + path);
    }
    const buildings = locs((await get("/sitemaps/buildings-1.xml")).text);
    const { rows } = await server.database.query<{ n: number }>("select count(*)::int as n from buildings");
    expect(buildings).toHaveLength(rows[0].n);
    for (const url of buildings)
      expect(url).toMatch(
        /^https:\/\/squarely\.example\.com\/buildings\/[a-z]{2}\/[a-z-]+\/\d+\/[a-z0-9-]+\/\d[a-z0-9-]*$/,
      );
    const statics = locs((await get("/sitemaps/static.xml")).text);
    expect(statics).toContain(`${BASE}/`);
  });

  it("answers the buildings directory queries: states by name, buildings 50 a page by address", async () => {
    const body: Json = await (
      await server.graphql({
        query: `{ sitemapStates { state name markets { slug } }
          all: sitemapBuildings(state: "ny", city: "new-york") { totalCount page pageCount market { slug } neighborhood { slug } buildings { id address path } }
          second: sitemapBuildings(state: "NY", city: "new-york", page: 2) { page buildings { id } }
          far: sitemapBuildings(state: "ny", city: "new-york", page: 99) { totalCount buildings { id } }
          unknownHood: sitemapBuildings(state: "ny", city: "new-york", neighborhood: "atlantis") { totalCount }
          unknownMarket: sitemapBuildings(state: "zz", city: "nowhere") { totalCount } }`,
      })
    ).json();
    expect(body.errors).toBeUndefined();
    const { sitemapStates, all, second, far } = body.data;
    expect(sitemapStates).toContainEqual({ state: "ny", name: "New York", markets: [{ slug: "new-york" }] });
    expect(sitemapStates).toContainEqual(
      expect.objectContaining({ state: "dc", name: "District of Columbia" }),
    );
    const names = sitemapStates.map((s: Json) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const { rows } = await server.database.query<{ id: number }>(
      "select b.id from buildings b join markets m on m.id = b.market_id where m.slug = 'new-york' order by b.address, b.id",
    );
    expect(all).toMatchObject({
      totalCount: rows.length,
      page: 1,
      pageCount: Math.ceil(rows.length / 50),
      neighborhood: null,
    });
    expect(all.buildings.map((b: Json) => b.id)).toEqual(rows.slice(0, 50).map((r) => String(r.id)));
    expect(second.buildings.map((b: Json) => b.id)).toEqual(rows.slice(50, 100).map((r) => String(r.id)));
    expect(far).toEqual({ totalCount: rows.length, buildings: [] });
    expect(body.data.unknownHood).toBeNull();
    expect(body.data.unknownMarket).toBeNull();

    const hood = all.buildings[0].path.split("/")[5];
    const inHood: Json = await (
      await server.graphql({
        query: `{ sitemapBuildings(state: "ny", city: "new-york", neighborhood: "${hood}") { neighborhood { slug } buildings { path } } }`,
      })
    ).json();
    expect(inHood.data.sitemapBuildings.neighborhood.slug).toBe(hood);
    for (const b of inHood.data.sitemapBuildings.buildings) expect(b.path.split("/")[5]).toBe(hood);

    const bad: Json = await (
      await server.graphql({
        query: `{ sitemapBuildings(state: "ny", city: "new-york", page: 0) { totalCount } }`,
      })
    ).json();
    expect(bad.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });
});
