import { compareNames, sortByName } from "../../../common/format/compareNames";
import { stateName } from "../../../common/stateNames";
import type { DirectoryMarket } from "../../layout/marketDirectoryQuery";

// The home page's own: the state names' table (1 KB gzip) stays out of the pages that only look a
// market up (the search page).
export type StateGroup = { state: string; stateName: string; markets: DirectoryMarket[] };

/** Markets grouped by state or province, both levels alphabetical, for the "all markets" list. */
export function groupMarketsByState(markets: readonly DirectoryMarket[]): StateGroup[] {
  const byState = new Map<string, DirectoryMarket[]>();
  for (const market of markets) {
    const list = byState.get(market.state);
    if (list) list.push(market);
    else byState.set(market.state, [market]);
  }
  return [...byState.entries()]
    .map(([state, list]) => ({ state, stateName: stateName(state), markets: sortByName(list) }))
    .sort((a, b) => compareNames(a.stateName, b.stateName));
}
