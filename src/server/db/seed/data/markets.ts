import { FOOTER_TOP_CITIES } from "../../../../common/constants";
import { moreMarketsCentral } from "./moreMarketsCentral";
import { moreMarketsEast } from "./moreMarketsEast";
import { moreMarketsWest } from "./moreMarketsWest";
import { houston, newYork } from "./newYorkHouston";
import { topMarketsEast } from "./topMarketsEast";
import { topMarketsWest } from "./topMarketsWest";
import type { MarketSeed } from "./types";

/** Footer "top cities", in footer order. */
export const footerTopCities = FOOTER_TOP_CITIES;

const byName = (a: MarketSeed, b: MarketSeed) => a.name.localeCompare(b.name);

/**
 * Every market in the city map: New York, Houston, the footer's top cities, then the rest
 * alphabetically. The array order is the markets' sort order.
 */
export const marketSeeds: readonly MarketSeed[] = [
  newYork,
  houston,
  ...[...topMarketsEast, ...topMarketsWest].sort(byName),
  ...[...moreMarketsEast, ...moreMarketsCentral, ...moreMarketsWest].sort(byName),
];
