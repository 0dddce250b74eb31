import { describe, expect, it } from "vitest";
import { retimedStops, stopTimeWarnings } from "./tourTimes";

describe("a tour's stop times", () => {
  it("warns about a stop that starts before the one above it starts or ends", () => {
    expect(
      stopTimeWarnings([
        { startTime: "10:00", durationMinutes: 30 },
        { startTime: "10:15", durationMinutes: 30 },
        { startTime: null, durationMinutes: 30 },
        { startTime: "09:00", durationMinutes: 30 },
        { startTime: "11:00", durationMinutes: 30 },
      ]),
    ).toEqual([
      null,
      "Overlaps stop 1, which ends at 10:30 AM.",
      null,
      "Starts before stop 2 (10:15 AM). Change its time or move it.",
      null,
    ]);
  });

  it("says nothing of stops that follow each other, back to back or with a gap", () => {
    expect(
      stopTimeWarnings([
        { startTime: "10:00", durationMinutes: 30 },
        { startTime: "10:30", durationMinutes: 30 },
        { startTime: "11:30", durationMinutes: 30 },
      ]),
    ).toEqual([null, null, null]);
  });

  it("lays the day out again from the tour's start, keeping each stop's length", () => {
    // Stop 1 (10:00, 30 min) moved below stop 2 (10:30, 45 min).
    expect(
      retimedStops([
        { startTime: "10:30", durationMinutes: 45 },
        { startTime: "10:00", durationMinutes: 30 },
        { startTime: null, durationMinutes: 20 },
      ]),
    ).toEqual(["10:00", "10:45", "11:15"]);
  });

  it("leaves a draft without any time as it is", () => {
    expect(retimedStops([{ startTime: null, durationMinutes: 30 }])).toEqual([null]);
  });
});
