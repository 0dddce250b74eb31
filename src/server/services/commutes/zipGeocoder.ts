import { normalizeZip } from "../../../common/commuteInput";
import { type ZipRecord, zipcodes } from "../../geo/zipcodes";
import type { GeoPoint } from "./commuteEstimator";

export type LocatedZip = GeoPoint & { zip: string; place: string };

export type ZipLookup =
  | { status: "found"; location: LocatedZip }
  | { status: "invalid" }
  | { status: "unknown"; zip: string };

/** "New York, NY"; Canadian FSA names list every district in brackets, so only the first part is kept. */
function placeName(record: ZipRecord): string {
  const city = record.city.split(" (")[0].trim();
  return record.state ? `${city}, ${record.state}` : city;
}

export function lookupZip(raw: string): ZipLookup {
  const zip = normalizeZip(raw);
  if (!zip) return { status: "invalid" };
  const record = zipcodes.lookup(zip);
  const lat = Number(record?.latitude);
  const lng = Number(record?.longitude);
  // A few directory entries have no coordinates (0,0 or blank): they cannot be placed on a map.
  if (!record || !Number.isFinite(lat) || !Number.isFinite(lng) || (lat === 0 && lng === 0)) {
    return { status: "unknown", zip };
  }
  return { status: "found", location: { zip, lat, lng, place: placeName(record) } };
}
