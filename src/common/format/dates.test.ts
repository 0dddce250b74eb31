import { describe, expect, it } from "vitest";
import { formatUtcDate } from "./dates";

describe("formatUtcDate", () => {
  it("prints what en-US's short date in UTC prints, every day of a leap year and around midnight", () => {
    const intl = new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
    const start = Date.UTC(2024, 0, 1);
    for (let day = 0; day < 366; day++) {
      const date = new Date(start + day * 86_400_000 + (day % 2 ? 0 : 86_399_999));
      expect(formatUtcDate(date)).toBe(intl.format(date));
    }
  });

  it("reads the UTC day, not the machine's", () => {
    expect(formatUtcDate(new Date("2025-01-10T23:30:00.000Z"))).toBe("Jan 10, 2025");
    expect(formatUtcDate(new Date("2025-03-01T00:00:00Z"))).toBe("Mar 1, 2025");
  });
});
