import { and, asc, count, eq } from "drizzle-orm";
import { stateName } from "../../../common/stateNames";
import type { Db } from "../../db/client";
import { buildings } from "../../db/schema/buildings";
import type { MarketDirectory, MarketRow, NeighborhoodRow } from "../marketDirectory";

export const BUILDINGS_PER_PAGE = 50;

/** States and provinces that have markets, by name, each with its markets by name. */
export function sitemapStates(directory: MarketDirectory) {
  const byState = new Map<string, MarketRow[]>();
  for (const market of directory.markets) {
    const list = byState.get(market.state) ?? [];
    list.push(market);
    byState.set(market.state, list);
  }
  return [...byState.entries()]
    .map(([state, markets]) => ({
      state,
      name: stateName(state),
      markets: [...markets].sort((a, b) => a.name.localeCompare(b.name)),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export type SitemapBuildingsPage = {
  market: MarketRow;
  neighborhood: NeighborhoodRow | null;
  buildings: (typeof buildings.$inferSelect)[];
  totalCount: number;
  page: number;
  pageCount: number;
};

/** One page of a market's (or neighbourhood's) buildings by address; null for an unknown market or neighbourhood. */
export async function sitemapBuildings(
  db: Db,
  directory: MarketDirectory,
  args: { state: string; city: string; neighborhood: string | null; page: number },
): Promise<SitemapBuildingsPage | null> {
  const market = directory.marketByPath.get(`${args.state.toLowerCase()}/${args.city.toLowerCase()}`);
  if (!market) return null;
  let neighborhood: NeighborhoodRow | null = null;
  if (args.neighborhood) {
    const slug = args.neighborhood.toLowerCase();
    neighborhood =
      (directory.neighborhoodsByMarket.get(market.id) ?? []).find((n) => n.slug === slug) ?? null;
    if (!neighborhood) return null;
  }
  const where = neighborhood
    ? and(eq(buildings.marketId, market.id), eq(buildings.neighborhoodId, neighborhood.id))
    : eq(buildings.marketId, market.id);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(buildings)
      .where(where)
      .orderBy(asc(buildings.address), asc(buildings.id))
      .limit(BUILDINGS_PER_PAGE)
      .offset((args.page - 1) * BUILDINGS_PER_PAGE),
    db.select({ n: count() }).from(buildings).where(where),
  ]);
  const totalCount = Number(n);
  return {
    market,
    neighborhood,
    buildings: rows,
    totalCount,
    page: args.page,
    pageCount: Math.ceil(totalCount / BUILDINGS_PER_PAGE),
  };
}
