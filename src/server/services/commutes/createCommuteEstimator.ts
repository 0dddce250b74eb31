import type { CommuteEstimator, CommuteEstimatorName } from "./commuteEstimator";
import { createDistanceEstimator } from "./distanceEstimator";

/*
 * One factory per COMMUTE_ESTIMATOR value. The record's type lists every name config.ts accepts, so
 * adding a name without an implementation fails the type check, and an unknown value never gets
 * this far: the settings refuse it at start-up.
 */
const factories: Record<CommuteEstimatorName, () => CommuteEstimator> = {
  distance: createDistanceEstimator,
};

export function createCommuteEstimator(name: CommuteEstimatorName): CommuteEstimator {
  return factories[name]();
}
