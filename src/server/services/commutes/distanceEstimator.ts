import {
  COMMUTE_MODES,
  type CommuteEstimator,
  type CommuteMethod,
  type CommuteMode,
  type CommuteTimes,
  type GeoPoint,
  straightLineMiles,
} from "./commuteEstimator";

/*
 * The default estimator: no network calls, no API keys. Each trip is the straight line between the
 * home ZIP's centre and the office, stretched by a route factor (streets are not straight: US road
 * and transit routes run about 1.2–1.4 times the straight line), covered at an average door-to-door
 * speed for the mode, plus a fixed overhead for the parts of a trip distance does not capture.
 * The speeds are deliberately urban, rush-hour averages: it estimates a daily commute, not a
 * motorway drive at night.
 */

export const ROUTE_FACTOR = 1.3;

/** Average speeds in miles an hour once moving. */
export const SPEED_MPH: Record<CommuteMode, number> = {
  // Subway, light rail and buses averaged with their stops and transfers.
  TRANSIT: 15,
  // City and suburban driving at rush hour.
  CAR: 25,
  BIKE: 10,
  WALK: 3,
};

/** Fixed minutes on top of the moving time. */
export const OVERHEAD_MINUTES: Record<CommuteMode, number> = {
  TRANSIT: 10,
  CAR: 8,
  BIKE: 3,
  WALK: 0,
};

export const OVERHEAD_REASONS: Record<CommuteMode, string | null> = {
  TRANSIT: "Walking to the stop and waiting",
  CAR: "Reaching the car, parking and walking from the garage",
  BIKE: "Unlocking and locking the bike",
  WALK: null,
};

/** Minutes for one trip of a straight-line distance; at least one minute. */
export function tripMinutes(straightMiles: number, mode: CommuteMode): number {
  const moving = ((straightMiles * ROUTE_FACTOR) / SPEED_MPH[mode]) * 60;
  return Math.max(1, Math.round(moving + OVERHEAD_MINUTES[mode]));
}

export function timesForDistance(straightMiles: number): CommuteTimes {
  return {
    TRANSIT: tripMinutes(straightMiles, "TRANSIT"),
    CAR: tripMinutes(straightMiles, "CAR"),
    BIKE: tripMinutes(straightMiles, "BIKE"),
    WALK: tripMinutes(straightMiles, "WALK"),
  };
}

export function createDistanceEstimator(): CommuteEstimator {
  const method: CommuteMethod = {
    estimator: "distance",
    summary:
      `Each commute is estimated from the straight-line distance between the centre of the home ZIP code ` +
      `and the office, multiplied by ${ROUTE_FACTOR} because streets and transit lines are not straight, ` +
      `at an average door-to-door speed for each way of travelling, plus a fixed allowance for waiting ` +
      `and parking. It is a rough guide for comparing offices, not a journey planner: real times depend ` +
      `on the exact address, the transit network and traffic.`,
    routeFactor: ROUTE_FACTOR,
    modes: COMMUTE_MODES.map((mode) => ({
      mode,
      speedMph: SPEED_MPH[mode],
      overheadMinutes: OVERHEAD_MINUTES[mode],
      overhead: OVERHEAD_REASONS[mode],
    })),
  };
  return {
    name: "distance",
    describe: () => method,
    async estimate(origins: readonly GeoPoint[], destinations: readonly GeoPoint[]) {
      return origins.map((origin) =>
        destinations.map((destination) => timesForDistance(straightLineMiles(origin, destination))),
      );
    },
  };
}
