import { describe, expect, it } from "vitest";
import { timeZoneOfState, todayIn, zonedInstant } from "./timeZones";
import { clockTime, dayInWords, zoneLabel } from "./tourFormat";
import {
  minutesOf,
  STOP_DURATION_INVALID,
  STOP_TIME_INVALID,
  STOP_TIME_MISSING,
  scheduleProblems,
  stopDuration,
  stopTime,
  TOUR_DATE_INVALID,
  TOUR_DATE_MISSING,
  TOUR_DATE_PAST,
  TOUR_NAME_MISSING,
  timeOf,
  tourDate,
  tourName,
  tourNotes,
} from "./tourRules";

describe("tour rules", () => {
  it("checks names, notes, dates, times and durations as the forms and the server do", () => {
    expect(tourName("  ")).toBe(TOUR_NAME_MISSING);
    expect(tourName("x".repeat(121))).toBe("Use at most 120 characters.");
    expect(tourName("Tuesday tour")).toBeNull();
    expect(tourNotes("x".repeat(2001))).toBe("Use at most 2000 characters.");
    expect(tourNotes("Line one\nline two")).toBeNull();
    expect(tourDate("")).toBeNull();
    expect(tourDate("2026-02-30")).toBe(TOUR_DATE_INVALID);
    expect(tourDate("2026-2-3")).toBe(TOUR_DATE_INVALID);
    expect(tourDate("2026-12-31")).toBeNull();
    expect(stopTime("09:05")).toBeNull();
    expect(stopTime("24:00")).toBe(STOP_TIME_INVALID);
    expect(stopTime("9:05")).toBe(STOP_TIME_INVALID);
    expect(stopDuration("4")).toBe(STOP_DURATION_INVALID);
    expect(stopDuration("481")).toBe(STOP_DURATION_INVALID);
    expect(stopDuration("30.5")).toBe(STOP_DURATION_INVALID);
    expect(stopDuration("45")).toBeNull();
    expect(minutesOf("10:45")).toBe(645);
    expect(timeOf(645)).toBe("10:45");
    expect(timeOf(1450)).toBe("00:10");
  });

  it("asks for a day not yet past and a time for every stop before scheduling", () => {
    const today = "2026-05-10";
    expect(scheduleProblems({ date: null, stops: [{ startTime: "10:00" }] }, today).date).toBe(
      TOUR_DATE_MISSING,
    );
    expect(scheduleProblems({ date: "2026-05-09", stops: [] }, today).date).toBe(TOUR_DATE_PAST);
    expect(
      scheduleProblems({ date: today, stops: [{ startTime: null }, { startTime: "10:00" }] }, today),
    ).toEqual({ date: null, stops: [STOP_TIME_MISSING, null] });
  });
});

describe("tour time zones", () => {
  it("takes the zone of the campaign's market state, New York's by default", () => {
    expect(timeZoneOfState("tx")).toBe("America/Chicago");
    expect(timeZoneOfState("CA")).toBe("America/Los_Angeles");
    expect(timeZoneOfState(null)).toBe("America/New_York");
    expect(timeZoneOfState("zz")).toBe("America/New_York");
  });

  it("turns local times into instants across daylight saving", () => {
    const ny = "America/New_York";
    expect(zonedInstant("2026-01-15", 600, ny).toISOString()).toBe("2026-01-15T15:00:00.000Z");
    expect(zonedInstant("2026-07-15", 600, ny).toISOString()).toBe("2026-07-15T14:00:00.000Z");
    // The spring-forward day: 01:30 is still EST, 03:30 already EDT, and 02:30 never happens.
    expect(zonedInstant("2026-03-08", 90, ny).toISOString()).toBe("2026-03-08T06:30:00.000Z");
    expect(zonedInstant("2026-03-08", 210, ny).toISOString()).toBe("2026-03-08T07:30:00.000Z");
    expect(zonedInstant("2026-03-08", 150, ny).toISOString()).toBe("2026-03-08T07:30:00.000Z");
    // The fall-back day: 01:30 happens twice; the first (EDT) is meant.
    expect(zonedInstant("2026-11-01", 90, ny).toISOString()).toBe("2026-11-01T05:30:00.000Z");
    expect(zonedInstant("2026-10-25", 90, "Europe/London").toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(zonedInstant("2026-06-01", 600, "America/Phoenix").toISOString()).toBe("2026-06-01T17:00:00.000Z");
    // Past midnight runs into the next day.
    expect(zonedInstant("2026-01-15", 1440 + 60, ny).toISOString()).toBe("2026-01-16T06:00:00.000Z");
  });

  it("knows today's date on the zone's calendar", () => {
    const late = new Date("2026-05-11T02:00:00Z");
    expect(todayIn("America/Los_Angeles", late)).toBe("2026-05-10");
    expect(todayIn("UTC", late)).toBe("2026-05-11");
  });
});

describe("tour wording", () => {
  it("says a tour's day and times the same on its page and in its e-mails", () => {
    expect(dayInWords("2026-03-10")).toBe("Tuesday, March 10, 2026");
    expect(clockTime("00:05")).toBe("12:05 AM");
    expect(clockTime("12:30")).toBe("12:30 PM");
    expect(clockTime(23 * 60 + 45 + 30)).toBe("12:15 AM");
    expect(zoneLabel("America/Los_Angeles")).toBe("Los Angeles time");
  });
});
