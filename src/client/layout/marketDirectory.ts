import { FOOTER_TOP_CITIES } from "../../common/constants";
import { sortByName } from "../../common/format/compareNames";
import { formatThousands } from "../../common/format/numbers";
import type { DirectoryNeighborhood, FooterNewYork } from "./footerDirectoryQuery";
import type { DirectoryMarket } from "./marketDirectoryQuery";

/** Spec section 2, Footer: the top cities, in the order they are listed. */
export const TOP_CITY_NAMES = FOOTER_TOP_CITIES;

/** The New York submarkets the footer lists neighbourhoods for, in order. */
export const NEW_YORK_SUBMARKETS = ["Manhattan", "Brooklyn", "Queens"] as const;

/**
 * Compares city names the way people type them: case, accents, punctuation and spacing do not
 * matter, so "washington dc" finds "Washington D.C.".
 */
export function normalizeCityName(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/** Finds a market by a typed name, also accepting "Austin, TX" and the market's slug. */
export function findMarketByName(markets: readonly DirectoryMarket[], typed: string): DirectoryMarket | null {
  const wanted = normalizeCityName(typed);
  if (!wanted) return null;
  return (
    markets.find(
      (m) =>
        normalizeCityName(m.name) === wanted ||
        normalizeCityName(`${m.name}${m.state}`) === wanted ||
        normalizeCityName(m.slug) === wanted,
    ) ?? null
  );
}

export function findMarket(
  markets: readonly DirectoryMarket[],
  state: string,
  slug: string,
): DirectoryMarket | null {
  return markets.find((m) => m.state === state && m.slug === slug) ?? null;
}

/** The top cities that exist in the data, in the spec's order; names the data lacks are skipped. */
export function topCityMarkets(markets: readonly DirectoryMarket[]): DirectoryMarket[] {
  const found: DirectoryMarket[] = [];
  for (const name of TOP_CITY_NAMES) {
    const wanted = normalizeCityName(name);
    const market = markets.find((m) => normalizeCityName(m.name) === wanted);
    if (market) found.push(market);
  }
  return found;
}

export type SubmarketGroup = { name: string; neighborhoods: DirectoryNeighborhood[] };

/** Neighbourhoods of the named submarkets, alphabetically within each; missing submarkets are skipped. */
export function submarketGroups(market: FooterNewYork, names: readonly string[]): SubmarketGroup[] {
  const groups: SubmarketGroup[] = [];
  for (const name of names) {
    const submarket = market.submarkets.find((s) => s.name.toLowerCase() === name.toLowerCase());
    if (submarket && submarket.neighborhoods.length > 0) {
      groups.push({ name: submarket.name, neighborhoods: sortByName(submarket.neighborhoods) });
    }
  }
  return groups;
}

export function listingCountLabel(count: number): string {
  return `${formatThousands(count)} ${count === 1 ? "listing" : "listings"}`;
}
