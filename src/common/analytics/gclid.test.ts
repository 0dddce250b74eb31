import { describe, expect, it } from "vitest";
import { GCLID_TTL_DAYS, gclidExpiry, shouldStoreGclid } from "./gclid";

describe("shouldStoreGclid", () => {
  it.each([
    [null, true],
    [undefined, true],
    ["", true],
    ["aw", true],
    ["aw.ds", true],
    ["ds", false],
    ["sa", false],
  ] as const)("gclsrc %j -> %j", (gclsrc, expected) => {
    expect(shouldStoreGclid(gclsrc)).toBe(expected);
  });
});

describe("gclidExpiry", () => {
  it("is 90 days after now", () => {
    expect(GCLID_TTL_DAYS).toBe(90);
    expect(gclidExpiry(new Date("2025-01-01T00:00:00.000Z")).toISOString()).toBe("2025-04-01T00:00:00.000Z");
  });

  it("does not mutate its argument", () => {
    const now = new Date("2025-01-01T00:00:00.000Z");
    gclidExpiry(now);
    expect(now.toISOString()).toBe("2025-01-01T00:00:00.000Z");
  });
});
