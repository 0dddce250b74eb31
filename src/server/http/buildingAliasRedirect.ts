import type { RouteMatch } from "../../common/routes/matchRoute";
import type { Db } from "../db/client";
import { findMergedBuilding } from "../services/listings/listingLookup";
import { buildingPath, listingPath } from "../services/listings/listingPaths";
import type { MarketDirectoryCache } from "../services/marketDirectory";

/** Pages that name a building by its slug: a merged-away building's ones move to the building it went into. */
const BUILDING_ROUTES = new Set(["building", "buildingShort", "listingShort", "listing"]);

/**
 * Where an old page of a merged building now lives (issue 13): its building pages answer 301 to the
 * target building's page, a listing page to the same floor-and-suite under the target building.
 * Null when the address is a live building (or none at all): that page renders as usual.
 */
export async function buildingAliasRedirect(
  db: Db,
  markets: MarketDirectoryCache,
  match: RouteMatch | null,
): Promise<string | null> {
  if (!match || !BUILDING_ROUTES.has(match.route.id)) return null;
  const { state, city, address, floorAndSuite } = match.params;
  if (!state || !city || !address) return null;
  const directory = await markets.get();
  const target = await findMergedBuilding(db, directory, { state, city, address });
  if (!target) return null;
  const market = directory.marketById.get(target.marketId);
  if (!market) return null;
  const hood =
    target.neighborhoodId === null ? null : (directory.neighborhoodById.get(target.neighborhoodId) ?? null);
  return match.route.id === "listing" && floorAndSuite
    ? listingPath({ floorAndSuite }, target, market, hood)
    : buildingPath(target, market, hood);
}
