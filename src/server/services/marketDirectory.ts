import { asc } from "drizzle-orm";
import { isEnumValue, PROPERTY_TYPES, type PropertyType } from "../../common/enums";
import type { Database } from "../db/client";
import { markets, neighborhoods, submarkets } from "../db/schema/markets";

export type MarketRow = typeof markets.$inferSelect;
export type SubmarketRow = typeof submarkets.$inferSelect;
export type NeighborhoodRow = typeof neighborhoods.$inferSelect;

export type MarketDirectory = {
  markets: MarketRow[];
  marketById: Map<number, MarketRow>;
  /** Keyed "{state}/{slug}", both lower case. */
  marketByPath: Map<string, MarketRow>;
  neighborhoodById: Map<number, NeighborhoodRow>;
  submarketsByMarket: Map<number, SubmarketRow[]>;
  neighborhoodsByMarket: Map<number, NeighborhoodRow[]>;
  neighborhoodsBySubmarket: Map<number, NeighborhoodRow[]>;
  availableListingsByMarket: Map<number, number>;
  /**
   * AVAILABLE listings by market and kind of space: what each kind's search page counts with no
   * filter (searchSql.ts's base conditions are status, market and property type).
   */
  availableListingsByMarketAndType: Map<number, Map<PropertyType, number>>;
  loadedAt: number;
};

/**
 * Markets and neighbourhoods change only through admin tools and seeding, yet every page shows them
 * (footer, home), so each process keeps a copy for a short time. It is a cache of Postgres data,
 * never the source of truth: every catalogue change, announced by any process, drops it
 * (`invalidate`, http/changeSubscriptions.ts), and a copy lives at most `ttlMs` in any case (a
 * change whose announcement was lost).
 */
export function createMarketDirectoryCache(database: Database, ttlMs = 60_000) {
  let current: Promise<MarketDirectory> | null = null;
  let loadedAt = 0;
  return {
    get(now = Date.now()): Promise<MarketDirectory> {
      if (!current || now - loadedAt > ttlMs) {
        loadedAt = now;
        const loading: Promise<MarketDirectory> = loadMarketDirectory(database).catch((err) => {
          if (current === loading) current = null;
          throw err;
        });
        current = loading;
      }
      return current;
    },
    /** The next `get` reads the directory again (a load under way still answers its callers). */
    invalidate() {
      current = null;
    },
  };
}

export type MarketDirectoryCache = ReturnType<typeof createMarketDirectoryCache>;

async function loadMarketDirectory(database: Database): Promise<MarketDirectory> {
  const { db } = database;
  const [marketRows, submarketRows, neighborhoodRows, counts] = await Promise.all([
    db.select().from(markets).orderBy(asc(markets.sortOrder), asc(markets.name)),
    db.select().from(submarkets).orderBy(asc(submarkets.name)),
    db.select().from(neighborhoods).orderBy(asc(neighborhoods.name)),
    database.query<{ market_id: number; property_type: string; n: string }>(
      // The trigger-kept counts (migration 0019), not a count of every available listing.
      `select market_id, property_type, sum(n)::text as n from listing_counts
        group by market_id, property_type having sum(n) > 0`,
    ),
  ]);
  return {
    markets: marketRows,
    marketById: new Map(marketRows.map((m) => [m.id, m])),
    marketByPath: new Map(marketRows.map((m) => [`${m.state}/${m.slug}`, m])),
    neighborhoodById: new Map(neighborhoodRows.map((n) => [n.id, n])),
    submarketsByMarket: groupBy(submarketRows, (s) => s.marketId),
    neighborhoodsByMarket: groupBy(neighborhoodRows, (n) => n.marketId),
    neighborhoodsBySubmarket: groupBy(
      neighborhoodRows.filter((n) => n.submarketId !== null),
      (n) => n.submarketId as number,
    ),
    ...listingCounts(counts.rows),
    loadedAt: Date.now(),
  };
}

function listingCounts(rows: readonly { market_id: number; property_type: string; n: string }[]) {
  const availableListingsByMarket = new Map<number, number>();
  const availableListingsByMarketAndType = new Map<number, Map<PropertyType, number>>();
  for (const row of rows) {
    const marketId = Number(row.market_id);
    const n = Number(row.n);
    availableListingsByMarket.set(marketId, (availableListingsByMarket.get(marketId) ?? 0) + n);
    if (!isEnumValue(PROPERTY_TYPES, row.property_type)) continue;
    let byType = availableListingsByMarketAndType.get(marketId);
    if (!byType) {
      byType = new Map();
      availableListingsByMarketAndType.set(marketId, byType);
    }
    byType.set(row.property_type, n);
  }
  return { availableListingsByMarket, availableListingsByMarketAndType };
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}
