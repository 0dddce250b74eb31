import { createRandom } from "../src/server/db/seed/prng";
import type { MarketDirectory } from "../src/server/services/marketDirectory";

/**
 * A deterministic mix of realistic search inputs: markets weighted by how many listings they
 * have (so New York and the big cities dominate), 0-3 neighbourhoods, sometimes a headcount, price
 * or size filter, a lease type or availability, any sort, pages 1-5, mostly offices.
 */
export function searchMix(directory: MarketDirectory, count: number, seed = 4242): Record<string, unknown>[] {
  const rng = createRandom(seed);
  const markets = directory.markets.map(
    (m) => [m, directory.availableListingsByMarket.get(m.id) ?? 0] as const,
  );
  const inputs: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const market = rng.weighted(markets);
    const hoods = directory.neighborhoodsByMarket.get(market.id) ?? [];
    const input: Record<string, unknown> = {
      state: market.state,
      citySlug: market.slug,
      propertyType: rng.weighted([
        ["OFFICE", 85],
        ["RETAIL", 10],
        ["INDUSTRIAL", 5],
      ] as const),
      neighborhoods: rng.sample(
        hoods.map((n) => n.slug),
        rng.weighted([
          [0, 45],
          [1, 30],
          [2, 15],
          [3, 10],
        ] as const),
      ),
      sort: rng.weighted([
        ["RECOMMENDED", 55],
        ["NEWEST", 10],
        ["PRICE_LOW_TO_HIGH", 12],
        ["PRICE_HIGH_TO_LOW", 8],
        ["SIZE_SMALL_TO_LARGE", 8],
        ["SIZE_LARGE_TO_SMALL", 7],
      ] as const),
      page: rng.weighted([
        [1, 60],
        [2, 15],
        [3, 10],
        [4, 8],
        [5, 7],
      ] as const),
      limit: 12,
    };
    if (rng.chance(0.35)) input.numEmployees = rng.pick([3, 5, 10, 15, 25, 40, 60, 100]);
    else if (rng.chance(0.15)) {
      const min = rng.pick([1000, 2000, 3000, 5000]);
      input.minSquareFeet = min;
      input.maxSquareFeet = min * rng.pick([2, 3, 4]);
    }
    if (rng.chance(0.15)) {
      input.priceUnit = "PER_SQUARE_FOOT";
      input.minPrice = rng.pick([20, 30, 40]);
      input.maxPrice = rng.pick([60, 80, 100]);
    } else if (rng.chance(0.08)) {
      input.priceUnit = "PER_MONTH";
      input.maxPrice = rng.pick([10_000, 20_000, 40_000]);
    }
    if (rng.chance(0.1))
      input.leaseTypes = rng.pick([["DIRECT"], ["SUBLEASE"], ["SUBLEASE", "LICENSE_AGREEMENT"]]);
    if (rng.chance(0.1)) input.availability = rng.pick(["NOW", "WITHIN_3_MONTHS", "WITHIN_6_MONTHS"]);
    inputs.push(input);
  }
  return inputs;
}

/** What the search page asks for: 12 cards, the count, the neighbourhood facets and the map markers. */
export const SEARCH_QUERY = `query Search($input: SearchInput!) {
  search(input: $input) {
    totalCount page pageCount
    listings {
      id address floorAndSuite squareFeet maxOccupancy psf monthlyPrice priceIsEstimated dateAvailable leaseType
      photos { thumbnailUrl alt }
      building { id lat lng propertyName }
      neighborhood { name }
      path
    }
    facets { neighborhood { id name slug } count }
    markers { lat lng listingIds building { id } }
  }
}`;
