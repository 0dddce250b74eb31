import { describe, expect, it } from "vitest";
import { formatMiles, formatMinutes } from "./commuteFormat";

describe("commute formats", () => {
  it("writes minutes and hours", () => {
    expect(formatMinutes(1)).toBe("1 min");
    expect(formatMinutes(59)).toBe("59 min");
    expect(formatMinutes(60)).toBe("1 h");
    expect(formatMinutes(125)).toBe("2 h 5 min");
  });

  it("writes miles to one decimal with separators", () => {
    expect(formatMiles(0)).toBe("0 mi");
    expect(formatMiles(3.25)).toBe("3.3 mi");
    expect(formatMiles(2447.9)).toBe("2,447.9 mi");
  });
});
