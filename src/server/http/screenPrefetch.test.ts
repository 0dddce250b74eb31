import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieFor } from "../testing/sessions";
import { startTestServer, type TestServer, testBackends } from "../testing/testServer";

const backend = testBackends()[0];

/*
 * Every screen reads its data through its declaration (system/screenData.tsx), which the server
 * prefetches. A query a render has to ask for itself costs a second render pass; the server logs it
 * as "query not prefetched". Each page below is rendered for real, signed out and signed in, and
 * none may log it.
 */
describe("each screen's data is prefetched from its own declaration", () => {
  let server: TestServer;
  const logs: string[] = [];
  let clientCookie = "";
  beforeAll(async () => {
    server = await startTestServer(backend, { onLog: (line) => logs.push(line) });
    clientCookie = await sessionCookieFor(server.database, "client@squarely.test");
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = async (path: string, cookie?: string) => {
    const res = await fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} });
    return { status: res.status, html: await res.text() };
  };
  const firstLink = (html: string, pattern: RegExp) => {
    const found = pattern.exec(html);
    if (!found) throw new Error(`no link like ${pattern}`);
    return found[1].replaceAll("&amp;", "&");
  };

  async function pagesToVisit(): Promise<string[]> {
    const city = await get("/office-space/ny/new-york");
    const listing = firstLink(city.html, /href="(\/listings\/[a-z]{2}\/[^"]+)"/);
    const listingPage = await get(listing);
    const building = firstLink(
      listingPage.html,
      /href="(\/buildings\/[a-z]{2}\/[^"/]+\/[^"/]+\/[^"/]+\/[^"]+)"/,
    );
    const listingId = firstLink(city.html, /data-listing-id="(\d+)"/);
    const [, state, cityName, , , address] = building.split("/").slice(1);
    return [
      "/",
      "/search",
      "/office-space/ny/new-york",
      "/office-space/ny/new-york?page_number=2&numEmployees=10",
      "/office-space/ny/new-york/soho",
      "/office-space/ny/no-such-city",
      listing,
      building,
      `/building/${state}/${cityName}/${address}`,
      `/${state}/${cityName}/${address}`,
      `/listings/${listingId}`,
      "/buildings",
      "/buildings/ny",
      "/buildings/ny/new-york",
      "/commutes",
      "/office-space-calculator",
      "/about",
      "/blog",
      "/leasopedia",
      "/terms",
      "/site-styles",
    ];
  }

  it("renders every screen with data in one pass, signed out and signed in", async () => {
    const pages = await pagesToVisit();
    logs.length = 0;
    for (const path of pages) {
      for (const cookie of [undefined, clientCookie]) {
        const { status } = await get(path, cookie);
        expect([200, 404], `${path} ${cookie ? "signed in" : "signed out"}`).toContain(status);
      }
    }
    const notPrefetched = logs.filter((line) => line.includes("query not prefetched"));
    expect(notPrefetched).toEqual([]);
  });

  it("runs none of a screen's queries for a viewer who may not open it", async () => {
    logs.length = 0;
    for (const path of ["/building-admin", "/importer", "/user-admin", "/research-team/building-contacts"]) {
      for (const cookie of [undefined, clientCookie]) {
        const { html } = await get(path, cookie);
        if (path === "/building-admin" && cookie)
          expect(html).toContain("You are not permitted to access this content.");
      }
    }
    const noisy = logs.filter(
      (line) => line.includes("server prefetch failed") || line.includes("query not prefetched"),
    );
    expect(noisy).toEqual([]);
  });
});
