import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieFor } from "../testing/sessions";
import { startTestServer, type TestServer, testBackends } from "../testing/testServer";

// biome-ignore lint/suspicious/noExplicitAny: test reads deep JSON answers
type Json = any;

const CURRENT_USER = `query CurrentUserQuery { currentUser { id email displayName isBroker isAdmin cityOfInterest
  brokerMarket { name state } marketOfInterest { name position { lat lng } } tours { id date }
  latestCampaign { uuid listings { id } surveys { id externalId }
    currentActiveRequirements { numEmployees numberOfEmployees neighborhoods { name } market { name } } } } }`;

describe.each(testBackends())("POST /graphql on $name", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers a single operation", async () => {
    const res = await server.graphql({ query: "{ ping }" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { ping: "pong" } });
  });

  it("answers CurrentUserQuery with null when signed out", async () => {
    const res = await server.graphql({
      operationName: "CurrentUserQuery",
      query: CURRENT_USER,
      variables: {},
    });
    expect(await res.json()).toEqual({ data: { currentUser: null } });
  });

  it("answers a batch with an array of the same length in the same order", async () => {
    const res = await server.graphql([
      { query: "{ ping }" },
      { query: CURRENT_USER, operationName: "CurrentUserQuery" },
      { query: "{ markets { name } }" },
    ]);
    const body = (await res.json()) as { data: Record<string, unknown> }[];
    expect(body).toHaveLength(3);
    expect(body[0].data.ping).toBe("pong");
    expect(body[1].data.currentUser).toBeNull();
    expect((body[2].data.markets as unknown[]).length).toBeGreaterThan(50);
  });

  it("accepts a batch of 2000 operations and refuses 2001", async () => {
    const op = { query: CURRENT_USER, operationName: "CurrentUserQuery" };
    const ok = await server.graphql(Array.from({ length: 2000 }, () => op));
    const results = (await ok.json()) as unknown[];
    expect(results).toHaveLength(2000);
    expect(results[1999]).toEqual({ data: { currentUser: null } });
    const tooMany = await server.graphql(Array.from({ length: 2001 }, () => op));
    expect(tooMany.status).toBeGreaterThanOrEqual(400);
  });

  it("returns every current-user field for a signed-in client", async () => {
    const cookie = await sessionCookieFor(server.database, "client@squarely.test");
    const res = await server.graphql({ query: CURRENT_USER }, { cookie });
    const { data } = (await res.json()) as { data: { currentUser: Json } };
    const user = data.currentUser;
    expect(user.email).toBe("client@squarely.test");
    expect(user.isBroker).toBe(false);
    expect(user.cityOfInterest).toBe("New York");
    expect(user.latestCampaign.listings.length).toBeGreaterThan(0);
    expect(user.latestCampaign.currentActiveRequirements.numEmployees).toBeGreaterThan(0);
    expect(user.latestCampaign.currentActiveRequirements.neighborhoods.length).toBeGreaterThan(0);
    expect(user.latestCampaign.currentActiveRequirements.market.name).toBe("New York");
  });

  it("marks brokers and admins with their roles", async () => {
    const broker = await sessionCookieFor(server.database, "broker@squarely.test");
    const admin = await sessionCookieFor(server.database, "admin@squarely.test");
    const b = (await (await server.graphql({ query: CURRENT_USER }, { cookie: broker })).json()) as Json;
    const a = (await (await server.graphql({ query: CURRENT_USER }, { cookie: admin })).json()) as Json;
    expect(b.data.currentUser).toMatchObject({
      isBroker: true,
      isAdmin: false,
      brokerMarket: { name: "New York" },
    });
    expect(a.data.currentUser).toMatchObject({ isBroker: true, isAdmin: true });
  });

  it("ignores an unknown or tampered session cookie", async () => {
    const res = await server.graphql({ query: CURRENT_USER }, { cookie: "sq_session=not-a-real-session" });
    expect(await res.json()).toEqual({ data: { currentUser: null } });
  });

  it("refuses GET", async () => {
    const res = await fetch(`${server.url}/graphql?query=%7Bping%7D`);
    expect(res.status).toBe(405);
  });

  it("refuses non-JSON and cross-site posts (CSRF)", async () => {
    const form = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "query=%7Bping%7D",
    });
    // Fastify itself refuses an unknown body type; text/plain (which a form can send) reaches the CSRF check.
    expect([403, 415]).toContain(form.status);
    const plain = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ query: "{ ping }" }),
    });
    expect(plain.status).toBe(403);
    const crossSite = await server.graphql(
      { query: "{ ping }" },
      { headers: { origin: "https://evil.example" } },
    );
    expect(crossSite.status).toBe(403);
    const fetchMeta = await server.graphql(
      { query: "{ ping }" },
      { headers: { "sec-fetch-site": "cross-site" } },
    );
    expect(fetchMeta.status).toBe(403);
  });

  it("rejects over-deep queries (graphql-armor) without a stack trace", async () => {
    const deep = `{ markets { submarkets { neighborhoods { position { lat } } } } ${"a: ping ".repeat(40)} }`;
    const res = await server.graphql({ query: deep });
    const body = (await res.json()) as {
      errors: { message: string; extensions?: Record<string, unknown> }[];
    };
    expect(body.errors.length).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it("answers bad input with a clear error, never a 500", async () => {
    const res = await server.graphql({ query: 'mutation { track(event: { name: "bad name!" }) }' });
    const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(res.status).toBe(200);
    expect(body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });

  it("stores analytics events with the SERVERID cookie", async () => {
    const res = await server.graphql(
      {
        query:
          'mutation { track(event: { name: "logged_out_protected_route", properties: { path: "/settings" } }) }',
      },
      { cookie: "SERVERID=app-7" },
    );
    expect(await res.json()).toEqual({ data: { track: true } });
    const { rows } = await server.database.query<{ server_id: string; name: string }>(
      "select server_id, name from analytics_events where name = 'logged_out_protected_route'",
    );
    expect(rows).toContainEqual({ server_id: "app-7", name: "logged_out_protected_route" });
  });
});
