import { describe, expect, it } from "vitest";
import { tourState } from "./tourState";

describe("a tour's state", () => {
  // 03:30 UTC on May 11 is still May 10 in New York (and in Los Angeles).
  const now = new Date("2026-05-11T03:30:00Z");

  it("is a draft until it is scheduled, whatever its day", () => {
    expect(tourState({ date: "2026-05-01", scheduled: false, timeZone: "America/New_York" }, now)).toBe(
      "DRAFT",
    );
    expect(tourState({ date: null, scheduled: false, timeZone: "America/New_York" }, now)).toBe("DRAFT");
  });

  it("is completed once its day has passed in the market's zone, and scheduled until then", () => {
    const on = (date: string, timeZone: string) => tourState({ date, scheduled: true, timeZone }, now);
    expect(on("2026-05-09", "America/New_York")).toBe("COMPLETED");
    expect(on("2026-05-10", "America/New_York")).toBe("SCHEDULED");
    // In UTC it is already May 11: the 10th has passed there.
    expect(on("2026-05-10", "UTC")).toBe("COMPLETED");
    expect(on("2026-05-12", "America/Los_Angeles")).toBe("SCHEDULED");
  });
});
