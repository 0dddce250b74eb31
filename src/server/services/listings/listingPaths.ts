import { slugify } from "../../../common/format/slug";
import { pathFor } from "../../../common/routes/matchRoute";
import type { MarketRow, NeighborhoodRow } from "../marketDirectory";

/*
 * Canonical page paths. The {city} segment is the MARKET slug (Stamford's buildings live under
 * /buildings/ct/fairfield-county/...), so a path always leads back to its market's search page.
 * listingByPath and buildingByPath accept exactly what these produce.
 */

type BuildingForPath = { slug: string; zip: string; city: string; neighborhoodId: number | null };

/** The neighbourhood segment; a building without a neighbourhood uses its postal city's slug. */
export function neighborhoodSegment(
  building: Pick<BuildingForPath, "city">,
  hood: NeighborhoodRow | null,
): string {
  return hood?.slug ?? (slugify(building.city) || "city");
}

/** "Floor 5, Suite 500" -> "floor-5-suite-500"; an empty label becomes "space". */
export function floorAndSuiteSegment(floorAndSuite: string): string {
  return slugify(floorAndSuite) || "space";
}

export function buildingPath(
  building: BuildingForPath,
  market: MarketRow,
  hood: NeighborhoodRow | null,
): string {
  return pathFor("building", {
    state: market.state,
    city: market.slug,
    zip: building.zip,
    neighborhood: neighborhoodSegment(building, hood),
    address: building.slug,
  });
}

export function listingPath(
  listing: { floorAndSuite: string },
  building: BuildingForPath,
  market: MarketRow,
  hood: NeighborhoodRow | null,
): string {
  return pathFor("listing", {
    state: market.state,
    city: market.slug,
    zip: building.zip,
    neighborhood: neighborhoodSegment(building, hood),
    address: building.slug,
    floorAndSuite: floorAndSuiteSegment(listing.floorAndSuite),
  });
}
