import { describe, expect, it } from "vitest";
import { formatInstant } from "./instants";

describe("formatInstant", () => {
  const INSTANT = "2026-11-24T20:05:00.000Z";

  it("names the zone it is shown in", () => {
    expect(formatInstant(INSTANT, "UTC")).toBe("Nov 24, 2026, 8:05 PM UTC");
    expect(formatInstant(new Date(INSTANT), "America/Los_Angeles")).toBe("Nov 24, 2026, 12:05 PM PST");
  });

  it("says — for something that is not a date", () => {
    expect(formatInstant("not a date", "UTC")).toBe("—");
  });
});
