import { describe, expect, it } from "vitest";
import {
  ANONYMOUS_ID_KEY,
  anonymousId,
  captureGclid,
  GCLID_KEY,
  type KeyValueStore,
  readGclid,
} from "./analyticsStorage";

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2025, 0, 1);

describe("gclid", () => {
  it.each([
    ["?gclid=Cj0KCQ-abc_1", "Cj0KCQ-abc_1"],
    ["?gclid=Cj0KCQ-abc_1&gclsrc=aw.ds", "Cj0KCQ-abc_1"],
    ["?gclid=Cj0KCQ-abc_1&gclsrc=aw", "Cj0KCQ-abc_1"],
    ["?gclid=Cj0KCQ-abc_1&gclsrc=", "Cj0KCQ-abc_1"],
    ["?gclid=Cj0KCQ-abc_1&gclsrc=ds", null],
    ["?gclid=Cj0KCQ-abc_1&gclsrc=sa", null],
    ["?gclid=%3Cscript%3E", null],
    ["?gclid=", null],
    ["?utm_source=google", null],
  ])("%s keeps %j", (search, expected) => {
    const store = memoryStore();
    captureGclid(store, search, NOW);
    expect(readGclid(store, NOW)?.value ?? null).toBe(expected);
  });

  it("is kept 90 days, then forgotten", () => {
    const store = memoryStore();
    captureGclid(store, "?gclid=abc", NOW);
    expect(readGclid(store, NOW)).toEqual({ value: "abc", expiresAt: NOW + 90 * DAY });
    expect(readGclid(store, NOW + 90 * DAY - 1)?.value).toBe("abc");
    expect(readGclid(store, NOW + 90 * DAY)).toBeNull();
    expect(store.data.has(GCLID_KEY)).toBe(false);
  });

  it("is replaced by a later ad click, which restarts the 90 days", () => {
    const store = memoryStore();
    captureGclid(store, "?gclid=first", NOW);
    captureGclid(store, "?gclid=second", NOW + 10 * DAY);
    expect(readGclid(store, NOW + 95 * DAY)).toEqual({ value: "second", expiresAt: NOW + 100 * DAY });
  });

  it("is not replaced by a landing without one or from another source", () => {
    const store = memoryStore();
    captureGclid(store, "?gclid=first", NOW);
    captureGclid(store, "?page_number=2", NOW + DAY);
    captureGclid(store, "?gclid=other&gclsrc=ds", NOW + DAY);
    expect(readGclid(store, NOW + DAY)?.value).toBe("first");
  });

  it("drops a stored value it cannot read", () => {
    const store = memoryStore();
    store.setItem(GCLID_KEY, "{not json");
    expect(readGclid(store, NOW)).toBeNull();
    expect(store.data.has(GCLID_KEY)).toBe(false);
  });

  it("does nothing without storage", () => {
    expect(() => captureGclid(null, "?gclid=abc", NOW)).not.toThrow();
    expect(readGclid(null, NOW)).toBeNull();
  });
});

describe("anonymous id", () => {
  it("is created once and then kept", () => {
    const store = memoryStore();
    const id = anonymousId(store);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(anonymousId(store)).toBe(id);
    expect(store.data.get(ANONYMOUS_ID_KEY)).toBe(id);
  });

  it("is null without storage", () => {
    expect(anonymousId(null)).toBeNull();
  });
});
