import { describe, expect, it } from "vitest";
import { dayAfter, dayStart, eventFilterFromParams, submissionFilterFromParams } from "./listFilters";

describe("admin list filters from the URL", () => {
  it("reads days as UTC bounds with an inclusive end, and ignores what is not a day", () => {
    expect(dayStart("2026-02-28")).toBe("2026-02-28T00:00:00.000Z");
    expect(dayAfter("2026-02-28")).toBe("2026-03-01T00:00:00.000Z");
    expect(dayStart("2026-02-30x")).toBeNull();
    expect(dayAfter("yesterday")).toBeNull();
  });

  it("keeps only known kinds and handled values, trims and caps text", () => {
    const params = new URLSearchParams({ kind: "REFERRAL", q: `  ${"a".repeat(300)} `, handled: "no" });
    expect(submissionFilterFromParams(params)).toEqual({
      kind: "REFERRAL",
      search: "a".repeat(200),
      handled: false,
      from: null,
      to: null,
    });
    expect(submissionFilterFromParams(new URLSearchParams("kind=DROP&handled=maybe"))).toMatchObject({
      kind: null,
      handled: null,
    });
  });

  it("reads the events filter, an empty parameter being no filter", () => {
    expect(eventFilterFromParams(new URLSearchParams("type=PAGE&name=&user=ann&from=2026-01-01"))).toEqual({
      type: "PAGE",
      name: null,
      userEmail: "ann",
      anonymousId: null,
      from: "2026-01-01T00:00:00.000Z",
      to: null,
    });
  });
});
