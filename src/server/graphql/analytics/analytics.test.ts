import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { visitorProfiles } from "../../db/schema/analytics";
import { awayFromWindowEdge, ONE_HOUR } from "../../testing/accountClient";
import { sessionCookieFor } from "../../testing/sessions";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";

const RECORD = "mutation RecordEvents($events: [AnalyticsEventInput!]!) { recordEvents(events: $events) }";
const LATEST = `query Latest($last: Int, $type: AnalyticsEventType, $anonymousId: String) {
  analyticsEvents(last: $last, type: $type, anonymousId: $anonymousId) {
    id type name properties userUuid userEmail anonymousId serverId createdAt
  }
}`;

type Json = Record<string, unknown>;
type Body = { data?: Json | null; errors?: { message: string; extensions?: Json }[] };

let ipCounter = 0;
/** Each test posts from its own address (the server trusts X-Forwarded-For), so allowances never collide. */
function freshIp(): string {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
}

describe.each(testBackends())("analytics API on $name", (backend) => {
  let server: TestServer;
  let admin: string;
  let client: string;

  beforeAll(async () => {
    server = await startTestServer(backend, {
      env: { TRUST_PROXY: "1", ANALYTICS_IP_LIMIT: "60", SERVER_ID: "app-test" },
    });
    admin = await sessionCookieFor(server.database, "admin@squarely.test");
    client = await sessionCookieFor(server.database, "client@squarely.test");
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => awayFromWindowEdge(ONE_HOUR));

  async function post(query: string, variables: Json, opts: { cookie?: string; ip?: string } = {}) {
    const res = await server.graphql(
      { query, variables },
      { cookie: opts.cookie, headers: { "x-forwarded-for": opts.ip ?? freshIp() } },
    );
    expect(res.status).toBe(200);
    return (await res.json()) as Body;
  }

  async function latestFor(anonymousId: string): Promise<Json[]> {
    const body = await post(LATEST, { last: 50, anonymousId }, { cookie: admin });
    expect(body.errors).toBeUndefined();
    return ((body.data?.analyticsEvents ?? []) as Json[]).slice().reverse();
  }

  it("stores a batch in order with the server id each event carries, else the request's cookie", async () => {
    const anonymousId = "anon-order";
    const body = await post(
      RECORD,
      {
        events: [
          {
            type: "PAGE",
            name: "home",
            anonymousId,
            serverId: "lb-a",
            userType: "EXTERNAL",
            properties: { path: "/", title: "Home | Squarely", referrer: "", search: "" },
          },
          { type: "TRACK", name: "search_submitted", anonymousId, properties: { city: "Chicago" } },
          { type: "PAGE", name: "search", anonymousId, serverId: "lb-b", gclid: "Cj0KCQ-abc_123" },
        ],
      },
      { cookie: `SERVERID=lb-cookie; ${client}` },
    );
    expect(body).toEqual({ data: { recordEvents: 3 } });
    const rows = await latestFor(anonymousId);
    expect(rows.map((r) => [r.type, r.name, r.serverId])).toEqual([
      ["PAGE", "home", "lb-a"],
      ["TRACK", "search_submitted", "lb-cookie"],
      ["PAGE", "search", "lb-b"],
    ]);
    expect(rows[0].properties).toEqual({
      path: "/",
      title: "Home | Squarely",
      referrer: "",
      search: "",
      userType: "external",
    });
    expect(rows[2].properties).toEqual({ gclid: "Cj0KCQ-abc_123" });
    // The user is the session's.
    expect(rows.every((r) => r.userEmail === "client@squarely.test")).toBe(true);
  });

  it("stores an identify for the session's own user with the account's e-mail and name", async () => {
    const me = await post("{ currentUser { uuid email displayName } }", {}, { cookie: client });
    const user = me.data?.currentUser as { uuid: string; email: string; displayName: string };
    const anonymousId = "anon-identify";
    const body = await post(
      RECORD,
      {
        events: [
          {
            type: "IDENTIFY",
            userId: user.uuid,
            anonymousId,
            userType: "EXTERNAL",
            properties: { email: "someone-else@example.com", name: "Not Me" },
          },
          // Somebody else's uuid: not stored.
          { type: "IDENTIFY", userId: "6f1c1c2e-6a0b-4c0e-9a59-0d8f1f7a2b11", anonymousId },
        ],
      },
      { cookie: client },
    );
    expect(body).toEqual({ data: { recordEvents: 1 } });
    const rows = await latestFor(anonymousId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: "IDENTIFY",
      name: null,
      userUuid: user.uuid,
      // No SERVERID in the event or the request's cookies: this answer sets ours, so the event has it.
      serverId: "app-test",
      properties: { email: user.email, name: user.displayName, userType: "external" },
    });
  });

  it("counts a signed-out visitor's page views and actions in their visitor profile", async () => {
    const anonymousId = "anon-interactions";
    const profile = async () => {
      const [row] = await server.database.db
        .select()
        .from(visitorProfiles)
        .where(eq(visitorProfiles.anonymousId, anonymousId));
      return row;
    };
    expect(await profile()).toBeUndefined();
    // The first interactions set the count.
    const first = await post(RECORD, {
      events: [
        { type: "PAGE", name: "home", anonymousId },
        { type: "TRACK", name: "search_submitted", anonymousId },
        { type: "PAGE", name: "other", anonymousId: "anon-someone-else" },
      ],
    });
    expect(first).toEqual({ data: { recordEvents: 3 } });
    expect(await profile()).toMatchObject({ numberOfInteractions: 2, userId: null });
    // Later ones add to it, through either mutation.
    await post(RECORD, { events: [{ type: "PAGE", name: "search", anonymousId }] });
    await post("mutation T($event: TrackEventInput!) { track(event: $event) }", {
      event: { name: "listing_viewed", anonymousId },
    });
    expect(await profile()).toMatchObject({ numberOfInteractions: 4 });
    // Once the visitor signs in, their events link the profile to the account without counting.
    await post(RECORD, { events: [{ type: "PAGE", name: "settings", anonymousId }] }, { cookie: client });
    const linked = await profile();
    expect(linked?.numberOfInteractions).toBe(4);
    expect(linked?.userId).toEqual(expect.any(Number));
  });

  it("does not store an identify from a signed-out visitor", async () => {
    const body = await post(RECORD, {
      events: [{ type: "IDENTIFY", userId: "6f1c1c2e-6a0b-4c0e-9a59-0d8f1f7a2b11", anonymousId: "anon-x" }],
    });
    expect(body).toEqual({ data: { recordEvents: 0 } });
  });

  it.each([
    ["a track without a name", [{ type: "TRACK" }], "events.0.name"],
    ["a bad event name", [{ type: "TRACK", name: "bad name!" }], "events.0.name"],
    ["a server id with a semicolon", [{ type: "PAGE", serverId: "a;b" }], "events.0.serverId"],
    ["a gclid that is not one", [{ type: "PAGE", gclid: "<script>" }], "events.0.gclid"],
    ["a user id that is not a uuid", [{ type: "IDENTIFY", userId: "42" }], "events.0.userId"],
    [
      "properties over 4 KB",
      [{ type: "TRACK", name: "big", properties: { text: "x".repeat(5000) } }],
      "events.0.properties",
    ],
    ["more than 50 events", Array.from({ length: 51 }, () => ({ type: "PAGE" })), "events"],
  ])("refuses %s with BAD_USER_INPUT and stores nothing", async (_label, events, path) => {
    const before = await countEvents();
    const body = await post(RECORD, { events });
    expect(body.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    const fields = (body.errors?.[0].extensions?.fields ?? []) as { path: string }[];
    expect(fields.map((f) => f.path)).toContain(path);
    expect(await countEvents()).toBe(before);
  });

  it("caps the events one address may send an hour, across calls and the older track mutation", async () => {
    const ip = freshIp();
    const page = { type: "PAGE", name: "home", anonymousId: "anon-flood" };
    const first = await post(RECORD, { events: Array.from({ length: 50 }, () => page) }, { ip });
    expect(first).toEqual({ data: { recordEvents: 50 } });
    const track = await post('mutation { track(event: { name: "flood" }) }', {}, { ip });
    expect(track).toEqual({ data: { track: true } });
    // 51 stored; 10 more would make 61 > 60.
    const refused = await post(RECORD, { events: Array.from({ length: 10 }, () => page) }, { ip });
    expect(refused.errors?.[0].extensions?.code).toBe("RATE_LIMITED");
    expect(refused.errors?.[0].message).toBe("Too many analytics events from this address; try again later.");
    expect((await latestFor("anon-flood")).length).toBe(50);
    // Another address is unaffected.
    expect(await post(RECORD, { events: [page] })).toEqual({ data: { recordEvents: 1 } });
  });

  it("lets only admins read events", async () => {
    const anonymous = await post(LATEST, { last: 5 });
    expect(anonymous.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const asClient = await post(LATEST, { last: 5 }, { cookie: client });
    expect(asClient.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const tooMany = await post(LATEST, { last: 501 }, { cookie: admin });
    expect(tooMany.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("answers serverInfo with this process's id and build version, and nothing secret", async () => {
    const body = await post("{ serverInfo { serverId buildVersion } }", {});
    expect(body).toEqual({ data: { serverInfo: { serverId: "app-test", buildVersion: "dev" } } });
  });

  async function countEvents(): Promise<number> {
    const { rows } = await server.database.query<{ n: string | number }>(
      "select count(*) as n from analytics_events",
    );
    return Number(rows[0].n);
  }
});
