import { compareNames } from "../../../common/format/compareNames";
import type { MarketNeighborhood, SearchMarketData } from "./searchMarketQuery";

export type NeighborhoodGroup = {
  /** Null for a market without submarkets (one flat list). */
  name: string | null;
  neighborhoods: MarketNeighborhood[];
};

function byName(a: { name: string }, b: { name: string }): number {
  return compareNames(a.name, b.name);
}

/**
 * The market's neighbourhoods grouped by submarket in the submarkets' order, alphabetical inside
 * each; neighbourhoods outside every submarket come last as "Other neighbourhoods".
 */
export function neighborhoodGroups(
  market: Pick<SearchMarketData, "submarkets" | "neighborhoods">,
): NeighborhoodGroup[] {
  if (market.submarkets.length === 0) {
    return market.neighborhoods.length
      ? [{ name: null, neighborhoods: [...market.neighborhoods].sort(byName) }]
      : [];
  }
  const groups: NeighborhoodGroup[] = [];
  const placed = new Set<string>();
  for (const submarket of market.submarkets) {
    const members = market.neighborhoods.filter((n) => n.submarketId === submarket.id).sort(byName);
    for (const n of members) placed.add(n.id);
    if (members.length) groups.push({ name: submarket.name, neighborhoods: members });
  }
  const rest = market.neighborhoods.filter((n) => !placed.has(n.id)).sort(byName);
  if (rest.length) groups.push({ name: "Other neighbourhoods", neighborhoods: rest });
  return groups;
}
