import { describe, expect, it } from "vitest";
import {
  type CalendarTour,
  escapeText,
  foldLine,
  tourCalendar,
  tourCalendarAttachment,
} from "./tourCalendar";

const base: CalendarTour = {
  uuid: "0f8c2a52-6a3e-4a55-9d7e-1c3b5a7e9d11",
  name: "Acme Robotics tour",
  date: "2026-03-08",
  timeZone: "America/New_York",
  sequence: 2,
  meetingPoint: "Lobby, 200 Park Ave; ask for Sam",
  notes: "Bring the floor plans.\nCoffee after.",
  url: "https://squarely.test/tourbook/tours/0f8c2a52-6a3e-4a55-9d7e-1c3b5a7e9d11",
  stops: [
    { startTime: "01:30", durationMinutes: 30, address: "200 Park Ave, Floor 5", notes: "Ask, at the desk" },
    { startTime: "03:15", durationMinutes: 45, address: "1 Main St", notes: null },
  ],
};

/** Unfolds and splits the text into its content lines, as a calendar reader does. */
const contentLines = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");

describe("tourCalendar", () => {
  it("writes one VEVENT with the tour's UID, SEQUENCE and UTC times across a DST change", () => {
    const ics = tourCalendar(base, new Date("2026-03-01T12:00:00Z"));
    const lines = contentLines(ics);
    expect(lines.slice(0, 5)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Squarely//Tours//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
    ]);
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines).toContain(`UID:${base.uuid}@squarely`);
    expect(lines).toContain("SEQUENCE:2");
    expect(lines).toContain("DTSTAMP:20260301T120000Z");
    // 01:30 EST is 06:30 UTC; the clocks spring forward at 02:00, so 04:00 EDT is 08:00 UTC.
    expect(lines).toContain("DTSTART:20260308T063000Z");
    expect(lines).toContain("DTEND:20260308T080000Z");
    expect(lines).toContain("SUMMARY:Acme Robotics tour");
    expect(lines).toContain("LOCATION:Lobby\\, 200 Park Ave\\; ask for Sam");
    expect(ics.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    // No bare LF anywhere: every line ends CRLF.
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("lists each stop's time, address and note in the description, escaped", () => {
    const line = contentLines(tourCalendar(base)).find((l) => l.startsWith("DESCRIPTION:")) as string;
    expect(line).toContain("1. 01:30–02:00: 200 Park Ave\\, Floor 5\\n   Ask\\, at the desk");
    expect(line).toContain("2. 03:15–04:00: 1 Main St");
    expect(line).toContain("Bring the floor plans.\\nCoffee after.");
    expect(line).toContain(`Itinerary and map: ${base.url}`);
  });

  it("escapes backslashes, semicolons, commas and newlines", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("folds lines at 75 octets without splitting a UTF-8 character", () => {
    const long = `SUMMARY:${"é".repeat(100)}`;
    const folded = foldLine(long);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, "utf8")).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(" "))).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(long);
    const ics = tourCalendar({ ...base, name: "x".repeat(300) });
    for (const part of ics.split("\r\n")) expect(Buffer.byteLength(part, "utf8")).toBeLessThanOrEqual(75);
  });

  it("makes a day-long entry when no stop has a time, and an attachment with the method", () => {
    const lines = contentLines(tourCalendar({ ...base, stops: [{ ...base.stops[0], startTime: null }] }));
    expect(lines).toContain("DTSTART;VALUE=DATE:20260308");
    const attachment = tourCalendarAttachment(base);
    expect(attachment).toMatchObject({
      filename: "tour.ics",
      contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    });
  });
});
