import type { Db } from "../../db/client";
import type { MarketDirectory } from "../marketDirectory";
import { type CandidateRef, type CommuteCandidate, resolveCandidates } from "./commuteCandidates";
import {
  COMMUTE_MODES,
  type CommuteEstimator,
  type CommuteTimes,
  type GeoPoint,
  straightLineMiles,
} from "./commuteEstimator";
import { type LocatedZip, lookupZip } from "./zipGeocoder";

/** A located home; `index` is its position in the list of ZIP codes given (person index + 1 is "Person n"). */
export type CommuteHome = LocatedZip & { index: number };

export type HomeCommute = { homeIndex: number; distanceMiles: number; times: CommuteTimes };

export type CandidateCommutes = {
  candidate: CommuteCandidate;
  /** One per located home, in the order of `homes`. */
  commutes: HomeCommute[];
  /** Rounded mean and the longest trip by mode; null when no home could be located. */
  average: CommuteTimes | null;
  worst: CommuteTimes | null;
};

export type CommuteEstimates = {
  homes: CommuteHome[];
  /** Values that are not a US ZIP or Canadian postal code, as given, each once. */
  invalidZips: string[];
  /** Well-formed codes the ZIP directory does not know, normalised, each once. */
  unknownZips: string[];
  offices: CandidateCommutes[];
};

export type LocatedHomes = Pick<CommuteEstimates, "homes" | "invalidZips" | "unknownZips">;

export function locateHomes(zips: readonly string[]): LocatedHomes {
  const homes: CommuteHome[] = [];
  const invalid = new Set<string>();
  const unknown = new Set<string>();
  zips.forEach((raw, index) => {
    const result = lookupZip(raw);
    if (result.status === "found") homes.push({ ...result.location, index });
    else if (result.status === "unknown") unknown.add(result.zip);
    else invalid.add(raw.trim());
  });
  return { homes, invalidZips: [...invalid], unknownZips: [...unknown] };
}

/** Team figures for one office: the mean (rounded to the minute) and the worst trip of each mode. */
export function summarizeTimes(
  times: readonly CommuteTimes[],
): { average: CommuteTimes; worst: CommuteTimes } | null {
  if (times.length === 0) return null;
  const average = {} as CommuteTimes;
  const worst = {} as CommuteTimes;
  for (const mode of COMMUTE_MODES) {
    const values = times.map((t) => t[mode]);
    average[mode] = Math.round(values.reduce((sum, v) => sum + v, 0) / values.length);
    worst[mode] = Math.max(...values);
  }
  return { average, worst };
}

/** Straight-line miles to one decimal: what the table shows next to the times. */
export function roundedMiles(a: GeoPoint, b: GeoPoint): number {
  return Math.round(straightLineMiles(a, b) * 10) / 10;
}

export async function estimateForCandidates(
  estimator: CommuteEstimator,
  homes: readonly CommuteHome[],
  candidates: readonly CommuteCandidate[],
): Promise<CandidateCommutes[]> {
  const matrix = homes.length && candidates.length ? await estimator.estimate(homes, candidates) : [];
  return candidates.map((candidate, c) => {
    const commutes = homes.map((home, h) => ({
      homeIndex: home.index,
      distanceMiles: roundedMiles(home, candidate),
      times: matrix[h][c],
    }));
    const summary = summarizeTimes(commutes.map((x) => x.times));
    return { candidate, commutes, average: summary?.average ?? null, worst: summary?.worst ?? null };
  });
}

export type CommuteOutcome =
  | { ok: true; estimates: CommuteEstimates }
  | { ok: false; missing: CandidateRef[] };

export async function commuteEstimates(
  db: Db,
  directory: MarketDirectory,
  estimator: CommuteEstimator,
  request: { homeZips: readonly string[]; candidates: readonly CandidateRef[] },
): Promise<CommuteOutcome> {
  const { candidates, missing } = await resolveCandidates(db, directory, request.candidates);
  if (missing.length) return { ok: false, missing };
  const located = locateHomes(request.homeZips);
  const offices = await estimateForCandidates(estimator, located.homes, candidates);
  return { ok: true, estimates: { ...located, offices } };
}
