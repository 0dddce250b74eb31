/*
 * How commute times are estimated. The page and the API talk only to this interface, so a real
 * routing service (a transit planner, a road-network matrix API) can replace the distance model by
 * configuration (COMMUTE_ESTIMATOR) without touching the rest.
 */

export const COMMUTE_MODES = ["TRANSIT", "CAR", "BIKE", "WALK"] as const;
export type CommuteMode = (typeof COMMUTE_MODES)[number];

/** Names COMMUTE_ESTIMATOR accepts; each has a factory in createCommuteEstimator.ts. */
export const COMMUTE_ESTIMATORS = ["distance"] as const;
export type CommuteEstimatorName = (typeof COMMUTE_ESTIMATORS)[number];

export type GeoPoint = { lat: number; lng: number };

/** Whole minutes door to door, by mode. */
export type CommuteTimes = Record<CommuteMode, number>;

/** What the page states about the method, so the text always matches the estimator in use. */
export type CommuteMethod = {
  estimator: CommuteEstimatorName;
  summary: string;
  /** Route length ÷ straight-line distance, when the estimator uses one. */
  routeFactor: number | null;
  modes: {
    mode: CommuteMode;
    /** Average door-to-door speed; null when a routing service measures each trip. */
    speedMph: number | null;
    /** Fixed minutes added to every trip by this mode, and why. */
    overheadMinutes: number | null;
    overhead: string | null;
  }[];
};

export interface CommuteEstimator {
  readonly name: CommuteEstimatorName;
  describe(): CommuteMethod;
  /**
   * Times from every origin to every destination: result[o][d]. One call per calculation, the
   * shape of the matrix endpoints routing services offer. May reject when a remote service fails.
   */
  estimate(origins: readonly GeoPoint[], destinations: readonly GeoPoint[]): Promise<CommuteTimes[][]>;
}

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in miles (haversine). */
export function straightLineMiles(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
