import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_TOUR_INVITATION_ID } from "../db/seed/demoCampaigns";
import { startTestServer, type TestServer, testBackends } from "../testing/testServer";

/**
 * Issue 24: an invitation's page names the invitee and its address carries the mailed secret, so it
 * is answered like the token routes: private, no-store, no Referer, and never kept in the page cache.
 */
describe.each(testBackends())("invitation pages on $name", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, {
      listings: 20,
      pageCacheSeconds: 60,
      env: { BASE_URL: "https://squarely.example" },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const setFirstName = (name: string) =>
    server.database.query("update invitations set first_name = $1 where uuid = $2", [
      name,
      DEMO_TOUR_INVITATION_ID,
    ]);

  it.each(["/invitation", "/tour-invitation"])(
    "answers %s/{id} private and no-store, renders it afresh for each visitor, and sends no referrer",
    async (prefix) => {
      const path = `${prefix}/${DEMO_TOUR_INVITATION_ID}`;
      for (const name of ["Jordan", "Morgan"]) {
        await setFirstName(name);
        const res = await fetch(`${server.url}${path}`);
        const html = await res.text();
        expect(res.status).toBe(200);
        expect(res.headers.get("cache-control")).toBe("private, no-store");
        expect(res.headers.get("referrer-policy")).toBe("no-referrer");
        // A kept page would still name the first visitor's invitee.
        expect(html.includes(`"firstName":"${name}"`), `${path} names ${name}`).toBe(true);
        expect(html.includes('<link rel="canonical" href="https://squarely.example/invitation">')).toBe(true);
      }
      await setFirstName("Jordan");
    },
  );
});
