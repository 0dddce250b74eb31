import { describe, expect, it } from "vitest";
import {
  formatUtcDate,
  formatUtcLongDate,
  formatUtcMonthDay,
  formatUtcMonthYear,
  formatUtcWeekdayDate,
  icsUtcStamp,
  isoDay,
} from "./dates";

/** Every day of a leap year, alternately at the start and the end of its UTC day. */
const leapYear = Array.from(
  { length: 366 },
  (_, day) => new Date(Date.UTC(2024, 0, 1) + day * 86_400_000 + (day % 2 ? 0 : 86_399_999)),
);

describe("calendar days written by hand, as en-US's Intl writes them in UTC", () => {
  it.each([
    ["formatUtcDate", formatUtcDate, { month: "short", day: "numeric", year: "numeric" }],
    ["formatUtcMonthDay", formatUtcMonthDay, { month: "short", day: "numeric" }],
    ["formatUtcLongDate", formatUtcLongDate, { dateStyle: "long" }],
    ["formatUtcMonthYear", formatUtcMonthYear, { month: "long", year: "numeric" }],
    [
      "formatUtcWeekdayDate",
      formatUtcWeekdayDate,
      { weekday: "long", month: "long", day: "numeric", year: "numeric" },
    ],
  ] as const)("%s, every day of a leap year", (_name, format, options) => {
    const intl = new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
    for (const date of leapYear) expect(format(date)).toBe(intl.format(date));
  });

  it("reads the UTC day, not the machine's", () => {
    expect(formatUtcDate(new Date("2025-01-10T23:30:00.000Z"))).toBe("Jan 10, 2025");
    expect(formatUtcDate(new Date("2025-03-01T00:00:00Z"))).toBe("Mar 1, 2025");
    expect(formatUtcWeekdayDate(new Date("2026-03-10T00:00:00Z"))).toBe("Tuesday, March 10, 2026");
    expect(formatUtcLongDate(new Date("2025-01-14T00:00:00Z"))).toBe("January 14, 2025");
  });

  it("writes ISO days and iCalendar stamps in UTC", () => {
    expect(isoDay(new Date("2025-03-01T23:59:59.999Z"))).toBe("2025-03-01");
    expect(icsUtcStamp(new Date("2026-03-15T14:00:00.123Z"))).toBe("20260315T140000Z");
  });
});
