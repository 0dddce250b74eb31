import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { straightLineMiles } from "./commuteEstimator";
import { type CommuteHome, estimateForCandidates, locateHomes, summarizeTimes } from "./commuteService";
import { createCommuteEstimator } from "./createCommuteEstimator";
import { createDistanceEstimator, ROUTE_FACTOR, timesForDistance, tripMinutes } from "./distanceEstimator";
import { lookupZip } from "./zipGeocoder";

const MIDTOWN = { lat: 40.7484, lng: -73.9967 }; // ZIP 10001's centre
const LOS_ANGELES = { lat: 34.0522, lng: -118.2437 };

describe("straightLineMiles", () => {
  it("measures great-circle distances", () => {
    expect(straightLineMiles(MIDTOWN, MIDTOWN)).toBe(0);
    expect(straightLineMiles(MIDTOWN, LOS_ANGELES)).toBeCloseTo(2448, -1);
    // One degree of latitude is about 69 miles anywhere.
    expect(straightLineMiles({ lat: 40, lng: -74 }, { lat: 41, lng: -74 })).toBeCloseTo(69.1, 1);
  });
});

describe("distance estimator", () => {
  it("turns distance into minutes by mode: route factor, speed and fixed overhead", () => {
    expect(ROUTE_FACTOR).toBe(1.3);
    // 10 miles straight = 13 miles of route.
    expect(timesForDistance(10)).toEqual({
      TRANSIT: 62, // 13 / 15 mph = 52 min + 10 min walking to the stop and waiting
      CAR: 39, // 13 / 25 mph = 31.2 min + 8 min parking
      BIKE: 81, // 13 / 10 mph = 78 min + 3 min
      WALK: 260, // 13 / 3 mph
    });
  });

  it("rounds to whole minutes and never answers zero", () => {
    expect(tripMinutes(0, "WALK")).toBe(1);
    expect(tripMinutes(0, "TRANSIT")).toBe(10);
    expect(tripMinutes(0.1, "WALK")).toBe(3); // 0.13 mi at 3 mph = 2.6 min
  });

  it("answers a matrix of origins by destinations", async () => {
    const estimator = createDistanceEstimator();
    const matrix = await estimator.estimate([MIDTOWN, LOS_ANGELES], [MIDTOWN]);
    expect(matrix).toHaveLength(2);
    expect(matrix[0][0].WALK).toBe(1);
    expect(matrix[1][0].CAR).toBeGreaterThan(matrix[1][0].TRANSIT / 2);
  });

  it("describes itself for the page", () => {
    const method = createDistanceEstimator().describe();
    expect(method.estimator).toBe("distance");
    expect(method.modes.map((m) => [m.mode, m.speedMph, m.overheadMinutes])).toEqual([
      ["TRANSIT", 15, 10],
      ["CAR", 25, 8],
      ["BIKE", 10, 3],
      ["WALK", 3, 0],
    ]);
    expect(method.summary).toMatch(/straight-line distance/);
  });
});

describe("COMMUTE_ESTIMATOR setting", () => {
  it("defaults to the distance estimator", () => {
    const config = loadConfig({});
    expect(config.commuteEstimator).toBe("distance");
    expect(createCommuteEstimator(config.commuteEstimator).name).toBe("distance");
  });

  it("refuses an unknown estimator at start-up with a clear message", () => {
    expect(() => loadConfig({ COMMUTE_ESTIMATOR: "google" })).toThrow(
      'Invalid settings: COMMUTE_ESTIMATOR: unknown commute estimator "google"; use one of: distance',
    );
  });
});

describe("ZIP codes", () => {
  it("locates US ZIPs and Canadian FSAs", () => {
    expect(lookupZip("10001")).toEqual({
      status: "found",
      location: { zip: "10001", lat: 40.7484, lng: -73.9967, place: "New York, NY" },
    });
    const toronto = lookupZip("m5v 3l9");
    expect(toronto.status === "found" && toronto.location.place).toBe("Downtown Toronto, Ontario");
  });

  it("tells malformed codes from unknown ones", () => {
    expect(lookupZip("1234")).toEqual({ status: "invalid" });
    expect(lookupZip("99999")).toEqual({ status: "unknown", zip: "99999" });
  });

  it("keeps the good homes with their position in the list and reports each bad value once", () => {
    const located = locateHomes(["10001", "99999", "abc", "94103", "99999", "10001"]);
    expect(located.homes.map((h) => [h.index, h.zip])).toEqual([
      [0, "10001"],
      [3, "94103"],
      [5, "10001"],
    ]);
    expect(located.unknownZips).toEqual(["99999"]);
    expect(located.invalidZips).toEqual(["abc"]);
  });
});

describe("team figures", () => {
  it("averages each mode (rounded) and takes the worst", () => {
    const a = { TRANSIT: 20, CAR: 15, BIKE: 30, WALK: 90 };
    const b = { TRANSIT: 45, CAR: 30, BIKE: 60, WALK: 200 };
    const c = { TRANSIT: 30, CAR: 20, BIKE: 41, WALK: 120 };
    expect(summarizeTimes([a, b, c])).toEqual({
      average: { TRANSIT: 32, CAR: 22, BIKE: 44, WALK: 137 }, // 31.67, 21.67, 43.67, 136.67
      worst: b,
    });
    expect(summarizeTimes([a])).toEqual({ average: a, worst: a });
    expect(summarizeTimes([])).toBeNull();
  });

  it("estimates every located home to every candidate, in order", async () => {
    const homes: CommuteHome[] = [
      { index: 0, zip: "10001", place: "New York, NY", ...MIDTOWN },
      { index: 2, zip: "10002", place: "New York, NY", lat: 40.7157, lng: -73.9863 },
    ];
    const office = {
      kind: "BUILDING" as const,
      id: "1",
      label: "1 Test Plaza",
      detail: "",
      path: "/",
      ...MIDTOWN,
    };
    const [result] = await estimateForCandidates(createDistanceEstimator(), homes, [office]);
    expect(result.commutes.map((c) => c.homeIndex)).toEqual([0, 2]);
    expect(result.commutes[0].distanceMiles).toBe(0);
    expect(result.commutes[1].distanceMiles).toBe(2.3);
    expect(result.worst?.WALK).toBe(result.commutes[1].times.WALK);
    const none = await estimateForCandidates(createDistanceEstimator(), [], [office]);
    expect(none[0]).toMatchObject({ commutes: [], average: null, worst: null });
  });
});
