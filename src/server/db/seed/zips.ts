import { type ZipRecord, zipcodes } from "../../geo/zipcodes";
import { distanceKm } from "./util";

/**
 * Routes need a digits-only zip, and Canadian postal codes have letters, so Toronto buildings get
 * this placeholder zip; their real forward sortation area (e.g. "M5V") goes in postal_code.
 */
export const NON_US_ZIP_PLACEHOLDER = "00000";

export type PostalPlace = { zip: string; postalCode: string; city: string };

type Candidate = { record: ZipRecord; lat: number; lng: number };

const stateCache = new Map<string, Candidate[]>();

function candidatesForState(state: string): Candidate[] {
  let list = stateCache.get(state);
  if (!list) {
    const records =
      state === "on" ? zipcodes.lookupByState("Ontario") : zipcodes.lookupByState(state.toUpperCase());
    list = records
      .filter((r) => Number.isFinite(r.latitude) && Number.isFinite(r.longitude) && r.latitude !== 0)
      // Toronto's FSAs all start with M.
      .filter((r) => state !== "on" || r.zip.startsWith("M"))
      .map((record) => ({ record, lat: Number(record.latitude), lng: Number(record.longitude) }));
    stateCache.set(state, list);
  }
  return list;
}

/**
 * Finds real postal codes near a neighbourhood: the candidates within radiusKm of its centre are
 * computed once, then each building takes the nearest one.
 */
export function createPostalFinder(
  state: string,
  marketName: string,
  lat: number,
  lng: number,
  radiusKm = 15,
) {
  const all = candidatesForState(state);
  let near = all.filter((c) => distanceKm(lat, lng, c.lat, c.lng) <= radiusKm);
  if (near.length === 0) {
    near = [...all]
      .sort((a, b) => distanceKm(lat, lng, a.lat, a.lng) - distanceKm(lat, lng, b.lat, b.lng))
      .slice(0, 3);
  }
  return (pointLat: number, pointLng: number): PostalPlace | undefined => {
    let best: Candidate | undefined;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const c of near) {
      // Equirectangular distance is plenty to rank points a few km apart.
      const dx = (c.lng - pointLng) * Math.cos((pointLat * Math.PI) / 180);
      const dy = c.lat - pointLat;
      const d = dx * dx + dy * dy;
      if (d < bestDistance) {
        bestDistance = d;
        best = c;
      }
    }
    if (!best) return undefined;
    if (state === "on") {
      return { zip: NON_US_ZIP_PLACEHOLDER, postalCode: best.record.zip, city: marketName };
    }
    return { zip: best.record.zip, postalCode: best.record.zip, city: best.record.city };
  };
}
