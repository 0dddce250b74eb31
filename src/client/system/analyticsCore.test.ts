// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AnalyticsEvent, AnalyticsUser, PageSnapshot } from "./analyticsCore";
import { INTERNAL_FLAG_KEY } from "./analyticsStorage";

type Core = typeof import("./analyticsCore");

const broker: AnalyticsUser = {
  uuid: "0b7f6d0e-3f43-4c8e-9a52-4d1c8f3e2a10",
  email: "broker@brokerage.example",
  displayName: "Bea Broker",
  isBroker: true,
  isAdmin: false,
};
const renter: AnalyticsUser = { ...broker, email: "ann@client.example", isBroker: false };

function at(path: string, search = "", title = "A page | Squarely"): PageSnapshot {
  return { href: `http://localhost${path}${search}`, path, search, title, cookie: "a=1; SERVERID=app-9" };
}

/** Each test gets a fresh module (its user, queue and referrer are module state). */
async function freshCore(): Promise<Core> {
  vi.resetModules();
  return import("./analyticsCore");
}

function sentEvents(fetchMock: ReturnType<typeof vi.fn>): AnalyticsEvent[] {
  return fetchMock.mock.calls.flatMap(
    ([, init]) =>
      (JSON.parse((init as RequestInit).body as string) as { variables: { events: AnalyticsEvent[] } })
        .variables.events,
  );
}

describe("analytics core", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
    fetchMock = vi.fn(async () => new Response('{"data":{"recordEvents":1}}', { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("records a page view with path, title, referrer, search, the SERVERID and the user type", async () => {
    const core = await freshCore();
    core.run("page", ["search"], at("/office-space/ny/new-york", "?page_number=2", "New York | Squarely"));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/graphql");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body as string).operationName).toBe("RecordEvents");
    expect(JSON.parse(init.body as string).extensions.persistedQuery.version).toBe(1);
    const [event] = sentEvents(fetchMock);
    expect(event).toMatchObject({
      type: "PAGE",
      name: "search",
      properties: {
        path: "/office-space/ny/new-york",
        title: "New York | Squarely",
        referrer: document.referrer,
        search: "?page_number=2",
      },
      serverId: "app-9",
      userType: "EXTERNAL",
      gclid: null,
    });
    expect(event.anonymousId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("gives the next page the previous page as its referrer", async () => {
    const core = await freshCore();
    core.run("page", ["home"], at("/"));
    core.run("page", ["about"], at("/about"));
    await vi.advanceTimersByTimeAsync(0);
    const events = sentEvents(fetchMock);
    expect(events.map((e) => e.properties.referrer)).toEqual([document.referrer, "http://localhost/"]);
  });

  it("identifies a broker as internal with e-mail and name, and keeps the browser internal", async () => {
    const core = await freshCore();
    core.run("identify", [broker], at("/"));
    core.run("identify", [null], at("/"));
    core.run("page", ["home"], at("/"));
    await vi.advanceTimersByTimeAsync(0);
    const [identify, page] = sentEvents(fetchMock);
    expect(identify).toMatchObject({
      type: "IDENTIFY",
      userId: broker.uuid,
      properties: { email: broker.email, name: "Bea Broker" },
      userType: "INTERNAL",
    });
    // Signed out again, but the flag was stored.
    expect(page.userType).toBe("INTERNAL");
    expect(localStorage.getItem(INTERNAL_FLAG_KEY)).toBe("1");
  });

  it("keeps a renter external and sends nothing for identify(null)", async () => {
    const core = await freshCore();
    core.run("identify", [renter], at("/"));
    core.run("identify", [null], at("/"));
    await vi.advanceTimersByTimeAsync(0);
    expect(sentEvents(fetchMock).map((e) => [e.type, e.userType])).toEqual([["IDENTIFY", "EXTERNAL"]]);
    expect(localStorage.getItem(INTERNAL_FLAG_KEY)).toBeNull();
  });

  it("turns internal on a staff query parameter", async () => {
    const core = await freshCore();
    core.run("page", [], at("/", "?current_site=ny"));
    await vi.advanceTimersByTimeAsync(0);
    expect(sentEvents(fetchMock)[0].userType).toBe("INTERNAL");
    expect(core.currentUserType("")).toBe("internal");
  });

  it("keeps an ad landing's gclid and attaches it to this and later events", async () => {
    const core = await freshCore();
    core.run("page", ["debugInfo"], at("/debuginfo", "?gclid=Cj0-abc_1&gclsrc=aw.ds"));
    core.run("track", ["search_submitted", { city: "Austin" }], at("/"));
    await vi.advanceTimersByTimeAsync(0);
    expect(sentEvents(fetchMock).map((e) => e.gclid)).toEqual(["Cj0-abc_1", "Cj0-abc_1"]);
  });

  it("retries every 100 ms while the endpoint fails, then stops", async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(new Response("busy", { status: 503 }));
    const core = await freshCore();
    core.run("track", ["clicked"], at("/"));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(core.pendingEvents()).toEqual({ waiting: 0, dropped: 0 });
  });

  it("does not retry an answer that is not a server failure (refused input, over the allowance)", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('{"errors":[{"extensions":{"code":"RATE_LIMITED"}}]}', { status: 200 }),
    );
    fetchMock.mockResolvedValueOnce(new Response("forbidden", { status: 403 }));
    const core = await freshCore();
    core.run("track", ["one"], at("/"));
    await vi.advanceTimersByTimeAsync(0);
    core.run("track", ["two"], at("/"));
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("reads only a plain SERVERID cookie value", async () => {
    const core = await freshCore();
    expect(core.readServerId("SERVERID=s1")).toBe("s1");
    expect(core.readServerId("x=1; SERVERID=app-12; y=2")).toBe("app-12");
    expect(core.readServerId("NOTSERVERID=s1")).toBeNull();
    expect(core.readServerId("SERVERID=")).toBeNull();
    expect(core.readServerId("SERVERID=a b")).toBeNull();
    expect(core.readServerId("")).toBeNull();
  });
});
