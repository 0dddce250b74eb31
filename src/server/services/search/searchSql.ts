import { and, asc, desc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { isoDay } from "../../../common/format/dates";
import { listings } from "../../db/schema/listings";
import type { SearchParams, SearchSort, SizeRange } from "./searchInput";

/**
 * The SQL pieces of a search. Every condition but the map bounds is on a column of each sort's
 * partial index (listings_search_{sort}_idx, migration 0019: AVAILABLE listings by market, property
 * type and the sort's keys, then the filter columns), so a page is an index-only range scan in
 * sort order with LIMIT; a capped count uses listings_search_idx (market, type, neighbourhood...).
 * orderBy's keys must stay those of the indexes (searchPlans.test.ts checks the plans on PostgreSQL).
 */

const DAY_MS = 86_400_000;

/** A literal, not a bind parameter, so the planner can always match the partial indexes on it. */
export const AVAILABLE = sql`${listings.status} = 'AVAILABLE'`;

/** Latest availability date a filter accepts, as YYYY-MM-DD (UTC), or null for no limit. */
export function availableBy(availability: SearchParams["availability"], today: Date): string | null {
  if (availability === "ANY") return null;
  const months = availability === "NOW" ? 0 : availability === "WITHIN_3_MONTHS" ? 3 : 6;
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + months, today.getUTCDate()));
  // 31 January + 1 month overflows into March; clamp to the last day of the target month.
  if (d.getUTCDate() !== today.getUTCDate() && months > 0) d.setTime(d.getTime() - d.getUTCDate() * DAY_MS);
  return isoDay(d);
}

/** Every filter except the neighbourhood one (the facet counts use exactly these). */
export function baseConditions(marketId: number, params: SearchParams, size: SizeRange, today: Date): SQL {
  const conditions: (SQL | undefined)[] = [
    AVAILABLE,
    eq(listings.marketId, marketId),
    eq(listings.propertyType, params.propertyType),
  ];
  if (size.min !== null) conditions.push(gte(listings.squareFeet, size.min));
  if (size.max !== null) conditions.push(lte(listings.squareFeet, size.max));
  const price = params.priceUnit === "PER_MONTH" ? listings.monthlyPrice : listings.psf;
  if (params.minPrice !== null) conditions.push(gte(price, params.minPrice));
  if (params.maxPrice !== null) conditions.push(lte(price, params.maxPrice));
  if (params.leaseTypes.length > 0 && params.leaseTypes.length < 3) {
    conditions.push(inArray(listings.leaseType, params.leaseTypes));
  }
  const by = availableBy(params.availability, today);
  if (by !== null) conditions.push(or(isNull(listings.dateAvailable), lte(listings.dateAvailable, by)));
  const b = params.bounds;
  if (b) {
    conditions.push(gte(listings.lat, b.south), lte(listings.lat, b.north));
    // A west edge east of the east edge means the box crosses the 180th meridian.
    conditions.push(
      b.west <= b.east
        ? and(gte(listings.lng, b.west), lte(listings.lng, b.east))
        : or(gte(listings.lng, b.west), lte(listings.lng, b.east)),
    );
  }
  return and(...conditions) as SQL;
}

/** True when the search narrows the market's listings of its type by more than neighbourhoods. */
export function hasFilters(params: SearchParams, size: SizeRange): boolean {
  return (
    size.min !== null ||
    size.max !== null ||
    params.minPrice !== null ||
    params.maxPrice !== null ||
    (params.leaseTypes.length > 0 && params.leaseTypes.length < 3) ||
    params.availability !== "ANY" ||
    params.bounds !== null
  );
}

export function neighborhoodCondition(ids: readonly number[]): SQL | undefined {
  return ids.length > 0 ? inArray(listings.neighborhoodId, [...ids]) : undefined;
}

/**
 * ORDER BY for each sort; every one ends with the id so pages never overlap or skip.
 * RECOMMENDED: listings with an accurate (not estimated) price first, then the newest.
 */
export function orderBy(sort: SearchSort, priceUnit: SearchParams["priceUnit"]): SQL[] {
  const price = priceUnit === "PER_MONTH" ? listings.monthlyPrice : listings.psf;
  switch (sort) {
    case "NEWEST":
      return [desc(listings.createdAt), desc(listings.id)];
    case "PRICE_LOW_TO_HIGH":
      return [sql`${price} asc nulls last`, asc(listings.id)];
    case "PRICE_HIGH_TO_LOW":
      return [sql`${price} desc nulls last`, desc(listings.id)];
    case "SIZE_SMALL_TO_LARGE":
      return [asc(listings.squareFeet), asc(listings.id)];
    case "SIZE_LARGE_TO_SMALL":
      return [desc(listings.squareFeet), desc(listings.id)];
    default:
      return [sql`(${listings.accuratePsf} is null)`, desc(listings.createdAt), desc(listings.id)];
  }
}
